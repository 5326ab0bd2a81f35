import type { PaymentPlan } from '@dpms/shared/schemas';
import type { ReactNode } from 'react';
import { RadioCard } from '@/components/ui/radio-card.tsx';
import { formatDay, formatNumber, formatTk } from '@/lib/format.ts';
import { useT } from '@/lib/i18n/i18n.ts';

export type PayWay = 'full' | 'parts';

type PayInPartsPickerProps = {
  costPoisha: number;
  plan: PaymentPlan;
  value: PayWay;
  onChange: (way: PayWay) => void;
};

/**
 * An event that may be paid in parts (issue 32): in full, or the first part now and the others by
 * their days, listed under the choice so the student sees what they agree to.
 */
export function PayInPartsPicker({ costPoisha, plan, value, onChange }: PayInPartsPickerProps) {
  const t = useT();
  const count = formatNumber(plan.parts.length);
  const [first, ...later] = plan.parts;
  return (
    <fieldset>
      <legend className="text-sm font-medium text-ink">{t('checkout.payWay')}</legend>
      <div className="mt-1.5 grid gap-3 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
        <RadioCard
          name="pay-way"
          value="full"
          checked={value === 'full'}
          onChange={() => onChange('full')}
          label={t('checkout.payInFull')}
          detail={<Amount>{formatTk(costPoisha)}</Amount>}
        />
        <RadioCard
          name="pay-way"
          value="parts"
          checked={value === 'parts'}
          onChange={() => onChange('parts')}
          label={t('checkout.payInParts', { count })}
          detail={
            <>
              <Amount>{t('checkout.amountNow', { amount: formatTk(first?.amountPoisha ?? 0) })}</Amount>
              <ul className="mt-1 space-y-0.5">
                {later.map((part, index) => (
                  <li key={part.dueOn}>
                    {t('checkout.laterPart', {
                      part: formatNumber(index + 2),
                      amount: formatTk(part.amountPoisha),
                      date: formatDay(part.dueOn),
                    })}
                  </li>
                ))}
              </ul>
            </>
          }
        />
      </div>
    </fieldset>
  );
}

function Amount({ children }: { children: ReactNode }) {
  return <span className="block text-base font-bold text-ink">{children}</span>;
}
