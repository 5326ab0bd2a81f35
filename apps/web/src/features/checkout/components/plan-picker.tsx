import { MEMBERSHIP_DAYS, PLANS, type Plan } from '@dpms/shared/constants';
import type { Club } from '@dpms/shared/schemas';
import { useId } from 'react';
import { cn } from '@/lib/cn.ts';
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
  const idPrefix = useId();
  const t = useT();
  return (
    <fieldset disabled={disabled}>
      <legend className="text-sm font-medium text-ink">{t('checkout.plan')}</legend>
      <div className="mt-1.5 grid grid-cols-2 gap-3">
        {PLANS.map((plan) => {
          const checked = plan === value;
          const nameId = `${idPrefix}-${plan}-name`;
          const detailId = `${idPrefix}-${plan}-detail`;
          return (
            <label
              key={plan}
              className={cn(
                'relative flex cursor-pointer flex-col rounded-lg border px-3 py-3 shadow-sm transition-colors',
                'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600',
                checked
                  ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600'
                  : 'border-slate-300 bg-white hover:bg-slate-50',
              )}
            >
              <input
                type="radio"
                name="plan"
                value={plan}
                checked={checked}
                onChange={() => onChange(plan)}
                aria-labelledby={nameId}
                aria-describedby={detailId}
                className="sr-only"
              />
              <span id={nameId} className="text-sm font-semibold text-ink">
                {t(PLAN_LABELS[plan])}
              </span>
              <span id={detailId} className="mt-0.5 text-xs text-ink-muted">
                <span className="block text-base font-bold text-ink">{formatTk(planPrice(club, plan))}</span>
                {t('checkout.days', { days: MEMBERSHIP_DAYS[plan] })}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
