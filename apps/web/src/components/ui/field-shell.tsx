import { type ReactNode, useId } from 'react';
import { cn } from '@/lib/cn.ts';
import { useLocale } from '@/lib/i18n/i18n.ts';
import { translateMessage } from '@/lib/i18n/validation-messages.ts';

/** What a field's control needs to be tied to its label, hint and error. */
export type FieldControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

export type FieldShellProps = {
  label: string;
  /** The validation message shown under the control; marks the control invalid. */
  error?: string;
  hint?: string;
  /** The control's id; one is made up when not given. */
  id?: string;
  className?: string;
  /** Draws the control (input, select, textarea, ...) with the props that wire it up. */
  children: (control: FieldControlProps) => ReactNode;
};

/** The label above, the hint and error below, wired for screen readers: every field's frame. */
export function FieldShell({ label, error, hint, id, className, children }: FieldShellProps) {
  useLocale(); // the error follows a switch of language while it is shown
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={controlId} className="block text-sm font-medium text-ink">
        {label}
      </label>
      {children({ id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="text-xs text-ink-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-danger-700">
          {translateMessage(error)}
        </p>
      )}
    </div>
  );
}
