import { forgotPasswordSchema } from '@dpms/shared/schemas';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { describeError } from '@/lib/describe-error.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { richText } from '@/lib/i18n/rich-text.tsx';
import { paths } from '@/lib/paths.ts';
import { toast } from '@/lib/toast.ts';
import { useZodForm } from '@/lib/use-zod-form.ts';
import { requestPasswordReset } from '../api/request-password-reset.ts';
import { AuthSubmitButton, AuthSwitchLink, authLinkStyles } from './auth-card.tsx';
import { AuthOutcome } from './auth-outcome.tsx';
import { EmailField } from './email-field.tsx';

/**
 * Forgot password (SPEC sections 2, 4 and 8): the form, then the "sent" confirmation. Closing the
 * success toast (or letting it close) calls `onToastClosed`, which returns to /login.
 */
export function ForgotPasswordForm({ onToastClosed }: { onToastClosed: () => void }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const t = useT();
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
    toast.success(t('shared.resetSent'), { onDismiss: onToastClosed, onAutoClose: onToastClosed });
  });

  if (sentTo) {
    return (
      <AuthOutcome icon={MailCheck} tone="brand" role="status" headline={t('shared.resetCheckEmail')}>
        <p className="mt-2 text-sm text-ink-muted">
          {richText(t, 'auth.resetSentDetail', {
            email: <span className="font-medium text-ink">{sentTo}</span>,
          })}
        </p>
        <Link to={paths.login} className={`mt-6 inline-block text-sm ${authLinkStyles}`}>
          {t('auth.backToSignIn')}
        </Link>
      </AuthOutcome>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <EmailField error={errors.email?.message} {...register('email')} />
      <AuthSubmitButton busy={isSubmitting} label={t('auth.sendResetEmail')} busyLabel={t('auth.sending')} />
      <AuthSwitchLink ruled prompt={t('auth.rememberedIt')} to={paths.login} link={t('auth.signIn')} />
    </form>
  );
}
