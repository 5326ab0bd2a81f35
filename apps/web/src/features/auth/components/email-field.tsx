import type { ComponentProps } from 'react';
import { Field } from '@/components/ui/field.tsx';
import { useT } from '@/lib/i18n/i18n.ts';

type EmailFieldProps = Omit<ComponentProps<typeof Field>, 'label' | 'type' | 'autoComplete'> & {
  /** "Email address" unless the screen says otherwise (the login form says "Email"). */
  label?: string;
};

/** The e-mail address input of the sign-in, registration and password-reset forms. */
export function EmailField({ label, ...props }: EmailFieldProps) {
  const t = useT();
  return <Field label={label ?? t('auth.emailAddress')} type="email" autoComplete="email" {...props} />;
}
