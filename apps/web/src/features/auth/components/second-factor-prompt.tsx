import { KeyRound } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { Field } from '@/components/ui/field.tsx';
import { askForSecondFactor } from '@/lib/api-client.ts';
import { describeError } from '@/lib/describe-error.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { confirmSecondFactor } from '../api/two-factor.ts';

type Pending = { message: string; settle: (entered: boolean) => void; promise: Promise<boolean> };

/**
 * Asks for a code from the authenticator app when the server wants one before it answers: an
 * admin who signed in through the identity provider (before any admin page), or a refund,
 * promotion or deletion after the last code grew old. The request that asked is sent again
 * once the code is taken, so the action finishes and what was typed stays where it was. Any
 * number of requests asking at once share the one prompt.
 */
export function SecondFactorPrompt() {
  const t = useT();
  const titleId = useId();
  const messageId = useId();
  const [pending, setPending] = useState<Pending | null>(null);
  const current = useRef<Pending | null>(null);
  const [kind, setKind] = useState<'app' | 'recovery'>('app');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    askForSecondFactor((refusal) => {
      if (!current.current) {
        let settle: (entered: boolean) => void = () => {};
        const promise = new Promise<boolean>((resolve) => {
          settle = resolve;
        });
        current.current = { message: refusal.message, settle, promise };
        setPending(current.current);
      }
      return current.current.promise;
    });
    return () => askForSecondFactor(undefined);
  }, []);

  function finish(entered: boolean) {
    current.current?.settle(entered);
    current.current = null;
    setPending(null);
    setCode('');
    setError(null);
    setKind('app');
    setSubmitting(false);
  }

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
      finish(true);
    } catch (failure) {
      setError(describeError(failure));
      setSubmitting(false);
    }
  }

  return (
    <Dialog
      open={pending !== null}
      onClose={() => finish(false)}
      labelledBy={titleId}
      describedBy={messageId}
    >
      <form noValidate onSubmit={submit} className="space-y-4 p-6">
        <div className="flex items-center gap-3">
          <KeyRound aria-hidden="true" className="size-6 text-brand-700" />
          <h2 id={titleId} className="text-lg font-semibold">
            {t('secondFactor.title')}
          </h2>
        </div>
        <p id={messageId} className="text-sm text-ink-muted">
          {pending?.message}
        </p>
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
          <Button type="button" variant="secondary" onClick={() => finish(false)}>
            {t('secondFactor.cancel')}
          </Button>
          <Button type="submit" loading={submitting}>
            {t('secondFactor.confirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
