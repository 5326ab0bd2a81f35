import { takaToPoisha } from '@dpms/shared/money';
import { equalSplit } from '@dpms/shared/schemas';
import { Divide } from 'lucide-react';
import { type Path, type UseFormReturn, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { FormSection } from '@/components/ui/form-section.tsx';
import { RadioGroup } from '@/components/ui/radio-group.tsx';
import { TakaField } from '@/components/ui/taka-field.tsx';
import { formatNumber } from '@/lib/format.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { translateMessage } from '@/lib/i18n/validation-messages.ts';
import { takaText } from '@/lib/number-text.ts';
import { fieldPropsOf } from '@/lib/use-zod-form.ts';
import { PART_COUNTS, PART_FIELDS, PARTS_TOTAL } from '../payment-plan-form.ts';
import { COST_INVALID, type TourFormOutput, type TourFormValues } from '../tour-form-schema.ts';

type PaymentPlanSectionProps = {
  form: UseFormReturn<TourFormValues, unknown, TourFormOutput>;
};

/**
 * "Payment plan" of the event form (issue 32): off, the event is paid in full; on, 2 or 3 parts,
 * each an amount and a last day, "Split equally" of the fee, and the grace days before an unpaid
 * part releases the seat. The shared checks' messages show on the fields they are about.
 */
export function PaymentPlanSection({ form }: PaymentPlanSectionProps) {
  const t = useT();
  const { control, register, getValues, setValue, setError, clearErrors, formState } = form;
  const [inParts, partCount] = useWatch({ control, name: ['inParts', 'partCount'] });
  const field = fieldPropsOf(form);
  const rows = PART_FIELDS.slice(0, Number(partCount));
  const totalError = (formState.errors as Partial<Record<string, { message?: string }>>)[PARTS_TOTAL]
    ?.message;

  const splitEqually = () => {
    const cost = takaToPoisha(getValues('cost'));
    if (cost === null || cost === 0) {
      setError('cost', { message: COST_INVALID }, { shouldFocus: true });
      return;
    }
    const amounts = equalSplit(cost, rows.length);
    rows.forEach((row, index) => {
      setValue(row.amount, takaText(amounts[index] ?? 0), { shouldValidate: formState.isSubmitted });
    });
    // The sum's message is no field's own, so react-hook-form's names do not include it.
    clearErrors(PARTS_TOTAL as Path<TourFormValues>);
  };

  return (
    <FormSection title={t('planForm.section')} description={t('planForm.sectionText')}>
      <label className="flex items-center gap-2 text-sm font-medium text-ink sm:col-span-2">
        <input
          type="checkbox"
          className="size-4 rounded border-slate-300 accent-brand-700"
          {...register('inParts')}
        />
        {t('planForm.inParts')}
      </label>
      {inParts && (
        <>
          <RadioGroup
            legend={t('planForm.partCount')}
            options={PART_COUNTS.map((count) => ({ value: count, label: formatNumber(Number(count)) }))}
            registration={register('partCount')}
          />
          <Field
            label={t('planForm.graceDays')}
            hint={t('planForm.graceDaysHint')}
            type="number"
            inputMode="numeric"
            step="1"
            min="0"
            max="14"
            {...field('graceDays')}
          />
          {rows.map((row, index) => (
            <fieldset key={row.amount} className="grid min-w-0 gap-3 sm:col-span-2 sm:grid-cols-2">
              <legend className="mb-2 text-sm font-semibold text-ink">
                {t('planForm.part', { part: formatNumber(index + 1) })}
              </legend>
              <TakaField label={t('planForm.amount')} {...field(row.amount)} />
              <Field label={t('planForm.dueBy')} type="date" {...field(row.dueOn)} />
            </fieldset>
          ))}
          <div className="space-y-2 sm:col-span-2">
            <Button variant="secondary" onClick={splitEqually}>
              <Divide aria-hidden="true" className="size-4" />
              {t('planForm.splitEqually')}
            </Button>
            {totalError && (
              <p role="alert" className="text-sm text-danger-700">
                {translateMessage(totalError)}
              </p>
            )}
          </div>
        </>
      )}
    </FormSection>
  );
}
