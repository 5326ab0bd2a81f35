import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn.ts';
import { inputStyles } from './field.tsx';
import { FieldShell } from './field-shell.tsx';

type SelectFieldProps = ComponentProps<'select'> & {
  label: string;
  options: readonly string[];
  /** The words for an option, when they differ from its value (a translated batch, role...). */
  optionLabel?: (option: string) => string;
  /** The empty first choice ("Select a role"); choosing nothing leaves the value ''. */
  placeholder?: string;
  error?: string;
  hint?: string;
};

/** A labelled native select with its hint and error wired for screen readers (like Field). */
export function SelectField({
  label,
  options,
  optionLabel = (option) => option,
  placeholder,
  error,
  hint,
  id,
  className,
  ...props
}: SelectFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => (
        <div className="relative">
          <select
            {...control}
            // A select counts as read-only to CSS; keep it white like the text inputs.
            className={cn(inputStyles.replace('read-only:bg-slate-50', ''), 'appearance-none pr-10')}
            {...props}
          >
            {placeholder !== undefined && <option value="">{placeholder}</option>}
            {options.map((option) => (
              <option key={option} value={option}>
                {optionLabel(option)}
              </option>
            ))}
          </select>
          <ChevronDown
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-ink-muted"
          />
        </div>
      )}
    </FieldShell>
  );
}
