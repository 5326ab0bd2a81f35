import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { describeError } from '@/lib/describe-error.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { confirmSecondFactor } from '../api/two-factor.ts';

/**
 * The code field of the "Confirm it is you" prompt (second-factor-prompt.tsx): a code from the
 * authenticator app, or a recovery code. Loaded when the prompt first opens: its field brings the
 * validation messages, which no first screen needs.
 */
export function SecondFactorForm({ onDone }: { onDone: (entered: boolean) => void }) {
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
      await confirmSecondFactor(code);
      onDone(true);
    } catch (failure) {
      setError(describeError(failure));
      setSubmitting(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <Field
        label={kind === 'app' ? t('auth.authCode') : t('auth.recoveryCode')}
        inputMode={kind === 'app' ? 'numeric' : 'text'}
        autoComplete="one-time-code"
        autoFocus
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={error ?? undefined}
      />
      <button
        type="button"
        className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
        onClick={() => {
          setKind(kind === 'app' ? 'recovery' : 'app');
          setCode('');
          setError(null);
        }}
      >
        {kind === 'app' ? t('auth.useRecoveryCode') : t('auth.useAuthenticatorApp')}
      </button>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={() => onDone(false)}>
          {t('secondFactor.cancel')}
        </Button>
        <Button type="submit" loading={submitting}>
          {t('secondFactor.confirm')}
        </Button>
      </div>
    </form>
  );
}
