import type { FormEventHandler, ReactNode } from 'react';
import { FormErrorBanner } from '@/components/ui/form-error-banner.tsx';
import { useT } from '@/lib/i18n/i18n.ts';
import { paths } from '@/lib/paths.ts';
import { AuthSubmitButton, AuthSwitchLink } from './auth-card.tsx';

type RegisterFormFrameProps = {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The server's message when it refused the registration. */
  error?: string;
  isSubmitting: boolean;
  /** The form's own fields. */
  children: ReactNode;
};

/**
 * What the student and teacher registration forms share around their fields: the server's
 * message on top, then Register, and the way to sign in instead.
 */
export function RegisterFormFrame({ onSubmit, error, isSubmitting, children }: RegisterFormFrameProps) {
  const t = useT();
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <FormErrorBanner message={error} />

      {children}

      <AuthSubmitButton busy={isSubmitting} label={t('auth.register')} busyLabel={t('auth.registering')} />

      <AuthSwitchLink ruled prompt={t('auth.haveAccount')} to={paths.login} link={t('auth.signIn')} />
    </form>
  );
}
