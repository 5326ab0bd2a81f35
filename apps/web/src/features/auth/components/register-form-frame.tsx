import type { FormEventHandler, ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { FormErrorBanner } from '@/components/ui/form-error-banner.tsx';
import { useT } from '@/lib/i18n/i18n.ts';
import { paths } from '@/lib/paths.ts';
import { authLinkStyles } from './auth-card.tsx';

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

      <Button type="submit" size="lg" className="w-full" loading={isSubmitting}>
        {isSubmitting ? t('auth.registering') : t('auth.register')}
      </Button>

      <p className="border-t border-line pt-5 text-center text-sm text-ink-muted">
        {t('auth.haveAccount')}{' '}
        <Link to={paths.login} className={authLinkStyles}>
          {t('auth.signIn')}
        </Link>
      </p>
    </form>
  );
}
