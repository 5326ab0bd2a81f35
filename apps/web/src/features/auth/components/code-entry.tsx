import { type FormEvent, useState } from 'react';
import { Field } from '@/components/ui/field.tsx';
import { describeError } from '@/lib/describe-error.ts';
import { useT } from '@/lib/i18n/i18n.ts';

export type CodeKind = 'app' | 'recovery';

/**
 * A code from the authenticator app, or one of the recovery codes: the field, the switch between
 * the two, and sending it with `send` (its refusal is shown under the field). The sign-in's second
 * step and the "Confirm it is you" prompt lay these out each in their own way.
 */
export function useCodeEntry(send: (code: string, kind: CodeKind) => Promise<void>) {
  const t = useT();
  const [kind, setKind] = useState<CodeKind>('app');
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
      await send(code, kind);
    } catch (failure) {
      setError(describeError(failure));
      setSubmitting(false);
    }
  }

  const field = (
    <Field
      label={kind === 'app' ? t('auth.authCode') : t('auth.recoveryCode')}
      inputMode={kind === 'app' ? 'numeric' : 'text'}
      autoComplete="one-time-code"
      autoFocus
      value={code}
      onChange={(event) => setCode(event.target.value)}
      error={error ?? undefined}
    />
  );

  const switchKind = (className: string) => (
    <button
      type="button"
      className={className}
      onClick={() => {
        setKind(kind === 'app' ? 'recovery' : 'app');
        setCode('');
        setError(null);
      }}
    >
      {kind === 'app' ? t('auth.useRecoveryCode') : t('auth.useAuthenticatorApp')}
    </button>
  );

  return { kind, submitting, submit, field, switchKind };
}
