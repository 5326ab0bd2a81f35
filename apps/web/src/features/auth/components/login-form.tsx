import { MESSAGES } from '@dpms/shared/messages';
import { loginSchema } from '@dpms/shared/schemas';
import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { IconLine } from '@/components/ui/icon-line.tsx';
import { describeError, hasCode } from '@/lib/describe-error.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { translateMessage } from '@/lib/i18n/validation-messages.ts';
import { paths } from '@/lib/paths.ts';
import { toast } from '@/lib/toast.ts';
import { useZodForm } from '@/lib/use-zod-form.ts';
import { sendVerificationEmail } from '../api/send-verification-email.ts';
import { useAuth } from '../auth-context.ts';
import { AuthSubmitButton, AuthSwitchLink, authLinkStyles } from './auth-card.tsx';
import { EmailField } from './email-field.tsx';
import { linkErrorMessage } from './link-error-message.ts';
import { OAuthButton } from './oauth-button.tsx';
import { TwoFactorStep } from './two-factor-step.tsx';

/** What to show under the form when sign-in fails: the server's own words (SPEC section 8). */
function signInErrorMessage(error: unknown): string {
  if (hasCode(error, 'EMAIL_NOT_VERIFIED')) return MESSAGES.emailNotVerified;
  return describeError(error);
}

export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { signIn } = useAuth();
  const t = useT();
  const [params] = useSearchParams();
  // An expired verification link or a failed third-party sign-in comes back as ?error=<code>.
  const [linkError, setLinkError] = useState(() => linkErrorMessage(params.get('error')));
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  // Set once the password was right for an account that also needs a code from its app.
  const [twoFactorFor, setTwoFactorFor] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useZodForm(loginSchema, { email: '', password: '', rememberMe: false });

  const onSubmit = handleSubmit(async ({ email, password, rememberMe }) => {
    setLinkError(null);
    setUnverifiedEmail(null);
    try {
      const result = await signIn(email, password, rememberMe);
      if (result === 'two-factor') setTwoFactorFor(email);
      else onSignedIn();
    } catch (error) {
      if (hasCode(error, 'EMAIL_NOT_VERIFIED')) setUnverifiedEmail(email);
      setError('root.server', { message: signInErrorMessage(error) });
    }
  });

  async function resendVerification(email: string) {
    setResending(true);
    try {
      await sendVerificationEmail(email);
      toast.success(t('auth.verificationResent'));
    } catch (error) {
      toast.error(describeError(error));
    } finally {
      setResending(false);
    }
  }

  if (twoFactorFor) return <TwoFactorStep email={twoFactorFor} onSignedIn={onSignedIn} />;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <EmailField label={t('auth.email')} error={errors.email?.message} {...register('email')} />
      <Field
        label={t('auth.password')}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />

      <div className="flex flex-wrap items-center justify-between gap-3">
        <label className="inline-flex items-center gap-2 text-sm text-ink">
          <input
            type="checkbox"
            className="size-4 rounded border-slate-300 accent-brand-700"
            {...register('rememberMe')}
          />
          {t('auth.rememberMe')}
        </label>
        <Link to={paths.forgetPassword} className={`text-sm ${authLinkStyles}`}>
          {t('auth.forgotPassword')}
        </Link>
      </div>

      {(errors.root?.server || linkError) && (
        <p role="alert" className="rounded-lg bg-danger-50 px-3 py-2 text-sm font-medium text-danger-700">
          {translateMessage(errors.root?.server?.message ?? linkError ?? '')}
        </p>
      )}

      {unverifiedEmail && (
        <div className="rounded-lg border border-accent-400/60 bg-amber-50 px-3 py-3 text-sm text-amber-900">
          <IconLine icon={TriangleAlert} className="flex items-start gap-2 font-medium">
            {t('shared.verifyBeforeLogin')}
          </IconLine>
          <p className="mt-1 pl-6 text-amber-800">{t('auth.openMailedLink', { email: unverifiedEmail })}</p>
          <Button
            variant="secondary"
            size="sm"
            className="mt-3 ml-6"
            loading={resending}
            onClick={() => resendVerification(unverifiedEmail)}
          >
            {t('auth.sendLinkAgain')}
          </Button>
        </div>
      )}

      <AuthSubmitButton busy={isSubmitting} label={t('auth.signIn')} busyLabel={t('auth.signingIn')} />

      <OAuthButton
        onError={(message) => {
          clearErrors();
          setLinkError(null);
          setError('root.server', { message });
        }}
      />

      <div className="space-y-1 border-t border-line pt-5 text-center text-sm text-ink-muted">
        <AuthSwitchLink
          prompt={t('auth.newStudent')}
          to={paths.register}
          link={t('auth.createStudentAccount')}
        />
        <AuthSwitchLink
          prompt={t('auth.teachingStaff')}
          to={paths.teacherRegister}
          link={t('auth.teacherAccount')}
        />
      </div>
    </form>
  );
}
