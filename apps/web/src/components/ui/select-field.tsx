import { ChevronDown } from 'lucide-react';
import { type ComponentProps, useId } from 'react';
import { cn } from '@/lib/cn.ts';
import { inputStyles } from './field.tsx';

type SelectFieldProps = ComponentProps<'select'> & {
  label: string;
  options: readonly string[];
  /** The empty first choice ("Select a role"); choosing nothing leaves the value ''. */
  placeholder?: string;
  error?: string;
  hint?: string;
};

/** A labelled native select with its hint and error wired for screen readers (like Field). */
export function SelectField({
  label,
  options,
  placeholder,
  error,
  hint,
  id,
  className,
  ...props
}: SelectFieldProps) {
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
      <div className="relative">
        <select
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          // A select counts as read-only to CSS; keep it white like the text inputs.
          className={cn(inputStyles.replace('read-only:bg-slate-50', ''), 'appearance-none pr-10')}
          {...props}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-ink-muted"
        />
      </div>
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
