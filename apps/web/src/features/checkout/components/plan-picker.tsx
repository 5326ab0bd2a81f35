import { MEMBERSHIP_DAYS, PLANS, type Plan } from '@dpms/shared/constants';
import type { Club } from '@dpms/shared/schemas';
import { RadioCard } from '@/components/ui/radio-card.tsx';
import { formatTk } from '@/lib/format.ts';
import { type MessageId, useT } from '@/lib/i18n/i18n.ts';

export const PLAN_LABELS: Record<Plan, MessageId> = { monthly: 'clubs.monthly', yearly: 'clubs.yearly' };

export function planPrice(club: Club, plan: Plan): number {
  return plan === 'monthly' ? club.monthlyPricePoisha : club.yearlyPricePoisha;
}

type PlanPickerProps = {
  club: Club;
  value: Plan;
  onChange: (plan: Plan) => void;
  disabled?: boolean;
};

/** Monthly or Yearly, as two radio cards with their price and how long they last. */
export function PlanPicker({ club, value, onChange, disabled }: PlanPickerProps) {
  const t = useT();
  return (
    <fieldset disabled={disabled}>
      <legend className="text-sm font-medium text-ink">{t('checkout.plan')}</legend>
      <div className="mt-1.5 grid grid-cols-2 gap-3">
        {PLANS.map((plan) => (
          <RadioCard
            key={plan}
            name="plan"
            value={plan}
            checked={plan === value}
            onChange={() => onChange(plan)}
            label={t(PLAN_LABELS[plan])}
            detail={
              <>
                <span className="block text-base font-bold text-ink">{formatTk(planPrice(club, plan))}</span>
                {t('checkout.days', { days: MEMBERSHIP_DAYS[plan] })}
              </>
            }
          />
        ))}
      </div>
    </fieldset>
  );
}
