import { ShieldCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Field } from '@/components/ui/field.tsx';
import { describeError } from '@/lib/describe-error.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { useAuth } from '../auth-context.ts';
import { AuthSubmitButton } from './auth-card.tsx';

/**
 * The second step of signing in for an account with two-factor sign-in (every admin): the
 * 6-digit code the authenticator app shows, or one of the recovery codes saved at setup.
 */
export function TwoFactorStep({ email, onSignedIn }: { email: string; onSignedIn: () => void }) {
  const { completeTwoFactor } = useAuth();
  const t = useT();
  const [kind, setKind] = useState<'app' | 'recovery'>('app');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!code.trim()) {
      setError(t('auth.codeRequired'));
      return;
    }
    setSubmitting(true);
    setError(null);
    try {
      await completeTwoFactor(code, kind);
      onSignedIn();
    } catch (failure) {
      setError(describeError(failure));
      setSubmitting(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <div className="flex items-start gap-3 rounded-lg bg-brand-50 px-3 py-3 text-sm text-brand-900">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <p>{kind === 'app' ? t('auth.twoFactorAppHint', { email }) : t('auth.twoFactorRecoveryHint')}</p>
      </div>
      <Field
        label={kind === 'app' ? t('auth.authCode') : t('auth.recoveryCode')}
        inputMode={kind === 'app' ? 'numeric' : 'text'}
        autoComplete="one-time-code"
        autoFocus
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={error ?? undefined}
      />
      <AuthSubmitButton busy={submitting} label={t('auth.verify')} busyLabel={t('auth.checking')} />
      <button
        type="button"
        className="w-full text-center text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
        onClick={() => {
          setKind(kind === 'app' ? 'recovery' : 'app');
          setCode('');
          setError(null);
        }}
      >
        {kind === 'app' ? t('auth.useRecoveryCode') : t('auth.useAuthenticatorApp')}
      </button>
    </form>
  );
}
