import type { FormEventHandler, ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { FormErrorBanner } from '@/components/ui/form-error-banner.tsx';
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
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <FormErrorBanner message={error} />

      {children}

      <Button type="submit" size="lg" className="w-full" loading={isSubmitting}>
        {isSubmitting ? 'Registering...' : 'Register'}
      </Button>

      <p className="border-t border-line pt-5 text-center text-sm text-ink-muted">
        Already have an account?{' '}
        <Link to={paths.login} className={authLinkStyles}>
          Sign in
        </Link>
      </p>
    </form>
  );
}
