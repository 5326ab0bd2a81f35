import type { UseFormRegisterReturn } from 'react-hook-form';
import { cn } from '@/lib/cn.ts';

type RadioGroupProps = {
  /** What the choice is about, read first by screen readers ("Type"). */
  legend: string;
  options: readonly { value: string; label: string }[];
  /** `register('name')` of the form: each radio is that field, with its own value. */
  registration: UseFormRegisterReturn;
  disabled?: boolean;
  className?: string;
};

/** A few choices as radio buttons under a legend, each a bordered pill that shows when it is chosen. */
export function RadioGroup({ legend, options, registration, disabled, className }: RadioGroupProps) {
  return (
    <fieldset disabled={disabled} className={cn('min-w-0 space-y-1.5', className)}>
      <legend className="text-sm font-medium text-ink">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-ink shadow-sm',
              'has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:ring-1 has-checked:ring-brand-600',
              'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600',
              'has-disabled:cursor-default has-disabled:opacity-70',
            )}
          >
            <input type="radio" value={option.value} {...registration} className="size-4 accent-brand-700" />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
