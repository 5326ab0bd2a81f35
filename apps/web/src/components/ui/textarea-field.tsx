import { type ComponentProps, useId } from 'react';
import { cn } from '@/lib/cn.ts';
import { inputStyles } from './field.tsx';

type TextareaFieldProps = ComponentProps<'textarea'> & {
  label: string;
  /** The validation message shown under the box; marks it invalid. */
  error?: string;
  hint?: string;
};

/** A labelled multi-line input with its hint and error wired for screen readers (like Field). */
export function TextareaField({ label, error, hint, id, className, rows = 4, ...props }: TextareaFieldProps) {
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
      <textarea
        id={inputId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(inputStyles, 'min-h-20 resize-y leading-relaxed')}
        {...props}
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
