import { Button } from '@/components/ui/button.tsx';
import { useT } from '@/lib/i18n/i18n.ts';
import { confirmSecondFactor } from '../api/two-factor.ts';
import { useCodeEntry } from './code-entry.tsx';

/**
 * The code field of the "Confirm it is you" prompt (second-factor-prompt.tsx): a code from the
 * authenticator app, or a recovery code. Loaded when the prompt first opens: its field brings the
 * validation messages, which no first screen needs.
 */
export function SecondFactorForm({ onDone }: { onDone: (entered: boolean) => void }) {
  const t = useT();
  const { submitting, submit, field, switchKind } = useCodeEntry(async (code) => {
    await confirmSecondFactor(code);
    onDone(true);
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {field}
      {switchKind('text-sm font-medium text-brand-700 underline-offset-2 hover:underline')}
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
