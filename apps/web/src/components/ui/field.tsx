import { type ComponentProps, useId } from 'react';
import { cn } from '@/lib/cn.ts';

type FieldProps = ComponentProps<'input'> & {
  label: string;
  /** The validation message shown under the input; marks the input invalid. */
  error?: string;
  hint?: string;
};

export const inputStyles = cn(
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm text-ink shadow-sm',
  'placeholder:text-slate-400 focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600/30',
  'disabled:bg-slate-100 disabled:text-ink-muted read-only:bg-slate-50',
  'aria-invalid:border-danger-600 aria-invalid:focus:outline-danger-600/30',
);

/** A labelled input with its hint and error wired for screen readers. */
export function Field({ label, error, hint, id, className, ...inputProps }: FieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={inputId} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={inputStyles}
        {...inputProps}
      />
      {hint && (
        <p id={hintId} className="text-xs text-ink-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}
