import { ShieldCheck } from 'lucide-react';
import { useT } from '@/lib/i18n/i18n.ts';
import { useAuth } from '../auth-context.ts';
import { AuthSubmitButton } from './auth-card.tsx';
import { useCodeEntry } from './code-entry.tsx';

/**
 * The second step of signing in for an account with two-factor sign-in (every admin): the
 * 6-digit code the authenticator app shows, or one of the recovery codes saved at setup.
 */
export function TwoFactorStep({ email, onSignedIn }: { email: string; onSignedIn: () => void }) {
  const { completeTwoFactor } = useAuth();
  const t = useT();
  const { kind, submitting, submit, field, switchKind } = useCodeEntry(async (code, codeKind) => {
    await completeTwoFactor(code, codeKind);
    onSignedIn();
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <div className="flex items-start gap-3 rounded-lg bg-brand-50 px-3 py-3 text-sm text-brand-900">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <p>{kind === 'app' ? t('auth.twoFactorAppHint', { email }) : t('auth.twoFactorRecoveryHint')}</p>
      </div>
      {field}
      <AuthSubmitButton busy={submitting} label={t('auth.verify')} busyLabel={t('auth.checking')} />
      {switchKind('w-full text-center text-sm font-medium text-brand-700 underline-offset-2 hover:underline')}
    </form>
  );
}
