import type { ComponentProps } from 'react';
import { Field } from '@/components/ui/field.tsx';

type EmailFieldProps = Omit<ComponentProps<typeof Field>, 'label' | 'type' | 'autoComplete'> & {
  /** "Email address" unless the screen says otherwise (the login form says "Email"). */
  label?: string;
};

/** The e-mail address input of the sign-in, registration and password-reset forms. */
export function EmailField({ label = 'Email address', ...props }: EmailFieldProps) {
  return <Field label={label} type="email" autoComplete="email" {...props} />;
}
