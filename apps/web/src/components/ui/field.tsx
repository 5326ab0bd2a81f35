import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn.ts';
import { FieldShell } from './field-shell.tsx';

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
  return (
    <FieldShell label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => <input {...control} className={inputStyles} {...inputProps} />}
    </FieldShell>
  );
}
