import { DISCOUNT_SCOPES, type DiscountScope } from '@dpms/shared/schemas';
import { useWatch } from 'react-hook-form';
import { Card } from '@/components/ui/card.tsx';
import { Field } from '@/components/ui/field.tsx';
import { FormActions } from '@/components/ui/form-actions.tsx';
import { FormErrorBanner } from '@/components/ui/form-error-banner.tsx';
import { RadioGroup } from '@/components/ui/radio-group.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { TakaField } from '@/components/ui/taka-field.tsx';
import { TextareaField } from '@/components/ui/textarea-field.tsx';
import { ApiRequestError } from '@/lib/api-client.ts';
import { dhakaToday } from '@/lib/dhaka-day.ts';
import { type MessageId, useT } from '@/lib/i18n/i18n.ts';
import { toast } from '@/lib/toast.ts';
import { useServerForm } from '@/lib/use-server-form.ts';
import { useCreateDiscountCode } from '../api/create-discount-code.ts';
import { discountCodeFormSchema, emptyDiscountCodeForm, formFieldOf } from '../discount-code-form.ts';
import type { ItemChoices } from '../item-choices.ts';
import { ItemSelect } from './item-select.tsx';

const SCOPE_WORDS: Record<DiscountScope, MessageId> = {
  all: 'discounts.forAll',
  tour: 'discounts.oneEvent',
  club: 'discounts.oneClub',
};

/**
 * "Create a code": its name, a percentage or an amount off, what it is for, how many uses, its
 * last day, and optionally the only students who may use it. The server's refusals (a name in
 * use, a day past) show on their fields.
 */
export function CreateCodeForm({ choices }: { choices: ItemChoices }) {
  const t = useT();
  const create = useCreateDiscountCode();
  const { form, register, field, onSubmit, errors, isSubmitting } = useServerForm({
    schema: discountCodeFormSchema,
    defaultValues: emptyDiscountCodeForm,
    send: (input) => create.mutateAsync(input),
    explainRefusal: (error, setError) => {
      if (!(error instanceof ApiRequestError) || !error.fields) return false;
      let shown = false;
      for (const [name, message] of Object.entries(error.fields)) {
        const formField = formFieldOf(name);
        if (!formField) continue;
        setError(formField, { message }, { shouldFocus: !shown });
        shown = true;
      }
      return shown;
    },
    emptyOnceSent: true,
    onSent: (input) => toast.success(t('discounts.created', { code: input.code })),
  });
  const [kind, scope] = useWatch({ control: form.control, name: ['kind', 'scope'] });

  return (
    <Card className="p-5 sm:p-6">
      <form noValidate onSubmit={onSubmit} aria-labelledby="create-code-title" className="space-y-5">
        <div>
          <h2 id="create-code-title" className="text-lg font-semibold text-ink">
            {t('discounts.createTitle')}
          </h2>
          <p className="mt-0.5 text-sm text-ink-muted">{t('discounts.createText')}</p>
        </div>
        <FormErrorBanner message={errors.root?.server?.message} />
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            label={t('discounts.code')}
            hint={t('discounts.codeHint')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            {...field('code')}
          />
          <Field
            label={t('discounts.lastDay')}
            hint={t('discounts.lastDayHint')}
            type="date"
            min={dhakaToday()}
            {...field('endsOn')}
          />
          <RadioGroup
            legend={t('discounts.type')}
            options={[
              { value: 'percent', label: t('discounts.percentage') },
              { value: 'amount', label: t('discounts.amountInTaka') },
            ]}
            registration={register('kind')}
            className="sm:col-span-2"
          />
          {kind === 'amount' ? (
            <TakaField label={t('discounts.amount')} {...field('amount')} />
          ) : (
            <Field
              label={t('discounts.percent')}
              hint={t('discounts.percentHint')}
              inputMode="numeric"
              autoComplete="off"
              {...field('percent')}
            />
          )}
          <Field
            label={t('discounts.usesAllowed')}
            hint={t('discounts.usesHint')}
            inputMode="numeric"
            autoComplete="off"
            {...field('maxUses')}
          />
          <SelectField
            label={t('discounts.for')}
            options={DISCOUNT_SCOPES}
            optionLabel={(option) => t(SCOPE_WORDS[option as DiscountScope])}
            {...register('scope', { onChange: () => form.setValue('itemId', '') })}
          />
          {scope !== 'all' && <ItemSelect kind={scope} choices={choices} {...field('itemId')} />}
          <TextareaField
            label={t('discounts.onlyStudents')}
            hint={t('discounts.onlyStudentsHint')}
            rows={3}
            spellCheck={false}
            className="sm:col-span-2"
            {...field('studentIds')}
          />
        </div>
        <FormActions
          submitting={isSubmitting}
          submitLabel={t('discounts.create')}
          busyLabel={t('discounts.creating')}
        />
      </form>
    </Card>
  );
}
