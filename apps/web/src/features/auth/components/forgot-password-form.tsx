import { forgotPasswordSchema, MESSAGES } from '@dpms/shared';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { describeError } from '@/lib/describe-error.ts';
import { paths } from '@/lib/paths.ts';
import { toast } from '@/lib/toast.ts';
import { useZodForm } from '@/lib/use-zod-form.ts';
import { requestPasswordReset } from '../api/request-password-reset.ts';
import { authLinkStyles } from './auth-card.tsx';
import { EmailField } from './email-field.tsx';

/**
 * Forgot password (SPEC sections 2, 4 and 8): the form, then the "sent" confirmation. Closing the
 * success toast (or letting it close) calls `onToastClosed`, which returns to /login.
 */
export function ForgotPasswordForm({ onToastClosed }: { onToastClosed: () => void }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useZodForm(forgotPasswordSchema, { email: '' });

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await requestPasswordReset(email);
    } catch (error) {
      toast.error(describeError(error));
      return;
    }
    setSentTo(email);
    toast.success(MESSAGES.resetSent, { onDismiss: onToastClosed, onAutoClose: onToastClosed });
  });

  if (sentTo) {
    return (
      <div className="text-center">
        <span className="mx-auto grid size-12 place-items-center rounded-full bg-brand-50 text-brand-700">
          <MailCheck aria-hidden="true" className="size-6" />
        </span>
        <p role="status" className="mt-4 text-base font-semibold text-ink">
          {MESSAGES.resetCheckEmail}
        </p>
        <p className="mt-2 text-sm text-ink-muted">
          If <span className="font-medium text-ink">{sentTo}</span> has a DPMS account, a link to choose a new
          password is on its way. The link works once, for one hour.
        </p>
        <Link to={paths.login} className={`mt-6 inline-block text-sm ${authLinkStyles}`}>
          Back to Sign in
        </Link>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <EmailField error={errors.email?.message} {...register('email')} />
      <Button type="submit" size="lg" className="w-full" loading={isSubmitting}>
        {isSubmitting ? 'Sending...' : 'Send Reset Email'}
      </Button>
      <p className="border-t border-line pt-5 text-center text-sm text-ink-muted">
        Remembered it?{' '}
        <Link to={paths.login} className={authLinkStyles}>
          Sign in
        </Link>
      </p>
    </form>
  );
}
