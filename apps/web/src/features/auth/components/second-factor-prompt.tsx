import { KeyRound } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Dialog } from '@/components/ui/dialog.tsx';
import { FormPlaceholder } from '@/components/ui/form-placeholder.tsx';
import { askForSecondFactor } from '@/lib/api-client.ts';
import { useT } from '@/lib/i18n/i18n.ts';

const SecondFactorForm = lazy(() =>
  import('./second-factor-form.tsx').then((m) => ({ default: m.SecondFactorForm })),
);

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
  }

  return (
    <Dialog
      open={pending !== null}
      onClose={() => finish(false)}
      labelledBy={titleId}
      describedBy={messageId}
    >
      <div className="space-y-4 p-6">
        <div className="flex items-center gap-3">
          <KeyRound aria-hidden="true" className="size-6 text-brand-700" />
          <h2 id={titleId} className="text-lg font-semibold">
            {t('secondFactor.title')}
          </h2>
        </div>
        <p id={messageId} className="text-sm text-ink-muted">
          {pending?.message}
        </p>
        {pending && (
          <Suspense fallback={<FormPlaceholder className="h-40" />}>
            <SecondFactorForm onDone={finish} />
          </Suspense>
        )}
      </div>
    </Dialog>
  );
}
