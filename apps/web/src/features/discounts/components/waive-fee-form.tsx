import type { WaiverResult } from '@dpms/shared/schemas';
import { HandCoins } from 'lucide-react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { useDialog } from '@/components/ui/dialog-context.ts';
import { Field } from '@/components/ui/field.tsx';
import { FormErrorBanner } from '@/components/ui/form-error-banner.tsx';
import { RadioGroup } from '@/components/ui/radio-group.tsx';
import { TextareaField } from '@/components/ui/textarea-field.tsx';
import { ApiRequestError } from '@/lib/api-client.ts';
import { describeError } from '@/lib/describe-error.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { showServerFieldErrors } from '@/lib/server-field-errors.ts';
import { fieldPropsOf, useZodForm } from '@/lib/use-zod-form.ts';
import { useWaiveFee } from '../api/waive-fee.ts';
import type { ItemChoices } from '../item-choices.ts';
import { emptyWaiverForm, WAIVER_FIELDS, waiverFormSchema } from '../waiver-form.ts';
import { ItemSelect } from './item-select.tsx';

/**
 * "Waive a fee": a named student gets an event's registration or a club membership without
 * paying, with the reason on record. The server wants a recent code from the authenticator app
 * (the API client asks for it, then sends the waiver again, as for a refund).
 */
export function WaiveFeeForm({ choices }: { choices: ItemChoices }) {
  const t = useT();
  const dialog = useDialog();
  const waive = useWaiveFee();
  const [done, setDone] = useState<WaiverResult | null>(null);
  const form = useZodForm(waiverFormSchema, emptyWaiverForm);
  const { register, setError, setValue, reset, control } = form;
  const field = fieldPropsOf(form);
  const kind = useWatch({ control, name: 'kind' });

  const onSubmit = form.handleSubmit(async (input) => {
    const items = input.kind === 'tour' ? choices.tours : choices.clubs;
    const item = items?.find((choice) => choice.id === input.itemId)?.name ?? '';
    const confirmed = await dialog.confirm({
      title: t('waiver.confirmTitle'),
      text: t('waiver.confirmText', { studentId: input.studentId, item }),
      confirmLabel: t('waiver.confirm'),
    });
    if (!confirmed) return;
    setDone(null);
    try {
      setDone(await waive.mutateAsync(input));
      reset(emptyWaiverForm);
    } catch (error) {
      showServerFieldErrors(error, setError, WAIVER_FIELDS);
      // No student with that ID: said on the field itself.
      if (error instanceof ApiRequestError && error.status === 404) {
        setError('studentId', { message: error.message }, { shouldFocus: true });
      } else if (!(error instanceof ApiRequestError && error.fields)) {
        setError('root.server', { message: describeError(error) });
      }
    }
  });
  const busy = form.formState.isSubmitting;

  return (
    <Card className="p-5 sm:p-6">
      <form noValidate onSubmit={onSubmit} aria-labelledby="waive-fee-title" className="space-y-5">
        <div>
          <h2 id="waive-fee-title" className="text-lg font-semibold text-ink">
            {t('waiver.title')}
          </h2>
          <p className="mt-0.5 text-sm text-ink-muted">{t('waiver.text')}</p>
        </div>
        {done && (
          <p
            role="status"
            className="flex gap-2 rounded-lg border border-brand-200 bg-brand-50 px-3 py-3 text-sm text-brand-900"
          >
            <HandCoins aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t('waiver.done', { name: done.payerName, item: done.itemName, receipt: done.receiptNumber })}
          </p>
        )}
        <FormErrorBanner message={form.formState.errors.root?.server?.message} />
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            label={t('col.studentId')}
            autoComplete="off"
            spellCheck={false}
            className="sm:col-span-2 sm:max-w-[calc(50%-0.625rem)]"
            {...field('studentId')}
          />
          <RadioGroup
            legend={t('waiver.for')}
            options={[
              { value: 'tour', label: t('waiver.anEvent') },
              { value: 'club', label: t('waiver.aClub') },
            ]}
            registration={register('kind', { onChange: () => setValue('itemId', '') })}
            className="sm:col-span-2"
          />
          <ItemSelect key={kind} kind={kind} choices={choices} {...field('itemId')} />
          {kind === 'club' && (
            <RadioGroup
              legend={t('checkout.plan')}
              options={[
                { value: 'monthly', label: t('clubs.monthly') },
                { value: 'yearly', label: t('clubs.yearly') },
              ]}
              registration={register('plan')}
            />
          )}
          <TextareaField
            label={t('waiver.reason')}
            hint={t('waiver.reasonHint')}
            rows={3}
            className="sm:col-span-2"
            {...field('reason')}
          />
        </div>
        <div className="flex sm:justify-end">
          <Button type="submit" loading={busy} className="w-full sm:w-auto">
            {!busy && <HandCoins aria-hidden="true" className="size-4" />}
            {busy ? t('waiver.waiving') : t('waiver.submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
