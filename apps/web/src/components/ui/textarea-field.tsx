import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn.ts';
import { inputStyles } from './field.tsx';
import { FieldShell } from './field-shell.tsx';

type TextareaFieldProps = ComponentProps<'textarea'> & {
  label: string;
  /** The validation message shown under the box; marks it invalid. */
  error?: string;
  hint?: string;
};

/** A labelled multi-line input with its hint and error wired for screen readers (like Field). */
export function TextareaField({ label, error, hint, id, className, rows = 4, ...props }: TextareaFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => (
        <textarea
          {...control}
          rows={rows}
          className={cn(inputStyles, 'min-h-20 resize-y leading-relaxed')}
          {...props}
        />
      )}
    </FieldShell>
  );
}
