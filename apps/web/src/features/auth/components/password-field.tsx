import { Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, useState } from 'react';
import { inputStyles } from '@/components/ui/field.tsx';
import { FieldShell } from '@/components/ui/field-shell.tsx';
import { cn } from '@/lib/cn.ts';
import { useT } from '@/lib/i18n/i18n.ts';

type PasswordFieldProps = Omit<ComponentProps<'input'>, 'type'> & {
  label: string;
  error?: string;
  hint?: string;
};

/** A labelled password input with a show/hide toggle (SPEC section 2, the registration forms). */
export function PasswordField({ label, error, hint, id, className, ...inputProps }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const t = useT();

  return (
    <FieldShell label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => (
        <div className="relative">
          <input
            {...control}
            type={visible ? 'text' : 'password'}
            className={cn(inputStyles, 'pr-11')}
            {...inputProps}
          />
          <button
            type="button"
            aria-label={t(visible ? 'auth.hidePassword' : 'auth.showPassword', {
              label: label.toLowerCase(),
            })}
            aria-pressed={visible}
            aria-controls={control.id}
            onClick={() => setVisible((shown) => !shown)}
            className="absolute inset-y-0 right-0 grid w-11 place-items-center rounded-r-lg text-ink-muted hover:text-ink"
          >
            {visible ? (
              <EyeOff aria-hidden="true" className="size-5" />
            ) : (
              <Eye aria-hidden="true" className="size-5" />
            )}
          </button>
        </div>
      )}
    </FieldShell>
  );
}
