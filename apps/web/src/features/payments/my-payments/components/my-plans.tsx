import type { MyPlan, MyPlanPart } from '@dpms/shared/schemas';
import { CalendarClock, CircleAlert, CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { QueryErrorState } from '@/components/ui/error-state.tsx';
import { cn } from '@/lib/cn.ts';
import { formatDate, formatDay, formatNumber, formatTk } from '@/lib/format.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { paths } from '@/lib/paths.ts';
import { useMyPlans } from '../api/get-my-plans.ts';

/**
 * My Payments' events paid in parts (issue 32), above the list: a card per plan with each part,
 * what is paid and the next part to pay; nothing at all for a student paying none in parts.
 */
export function MyPlans() {
  const plans = useMyPlans();
  const t = useT();
  if (plans.isError && !plans.data) return <QueryErrorState query={plans} />;
  // Nothing while they load: the list below stays where it is until there is something to show.
  if (!plans.data) return null;
  if (plans.data.items.length === 0) return null;
  return (
    <section aria-label={t('myPlans.title')} className="space-y-3">
      {plans.data.items.map((plan) => (
        <PlanCard key={plan.id} plan={plan} />
      ))}
    </section>
  );
}

function PlanCard({ plan }: { plan: MyPlan }) {
  const t = useT();
  const headingId = `plan-${plan.id}`;
  return (
    <Card role="article" aria-labelledby={headingId} className="p-4 sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={headingId} className="font-semibold text-ink">
          {plan.itemName}
        </h2>
        <p className="text-sm text-ink-muted">
          {t('myPlans.paidOf', { paid: formatTk(plan.paidPoisha), total: formatTk(plan.totalPoisha) })}
        </p>
      </div>
      <ul className="mt-3 divide-y divide-line rounded-lg border border-line text-sm">
        {plan.parts.map((part) => (
          <PartRow key={part.part} part={part} />
        ))}
      </ul>
      <PlanState plan={plan} />
    </Card>
  );
}

function PartRow({ part }: { part: MyPlanPart }) {
  const t = useT();
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-0.5 px-3 py-2">
      <span className="font-medium text-ink">
        {t('myPlans.part', { part: formatNumber(part.part) })}
        <span className="ml-2 font-semibold">{formatTk(part.amountPoisha)}</span>
      </span>
      <span
        className={cn(
          part.status === 'paid' && 'text-brand-800',
          part.status === 'due' && 'text-ink-muted',
          part.status === 'overdue' && 'font-semibold text-danger-700',
        )}
      >
        {part.status === 'paid' && part.paidAt
          ? t('myPlans.paidOn', { date: formatDate(part.paidAt) })
          : part.status === 'overdue'
            ? t('myPlans.overdue', { date: formatDay(part.dueOn) })
            : t('myPlans.dueBy', { date: formatDay(part.dueOn) })}
      </span>
    </li>
  );
}

/** Under the parts: the next one and Pay next part, the ticket being ready, or the seat released. */
function PlanState({ plan }: { plan: MyPlan }) {
  const t = useT();
  const note = 'mt-3 flex items-start gap-2 text-sm';
  if (plan.status === 'complete') {
    return (
      <p className={cn(note, 'font-medium text-brand-800')}>
        <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {t('myPlans.complete')}
      </p>
    );
  }
  if (plan.status === 'released') {
    const unpaid = plan.parts.find((part) => part.status !== 'paid');
    return (
      <p className={cn(note, 'rounded-lg bg-amber-50 px-3 py-2 text-amber-900')}>
        <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {t('myPlans.released', { part: formatNumber(unpaid?.part ?? plan.parts.length) })}
      </p>
    );
  }
  if (!plan.nextPart) return null;
  return (
    <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
      <p className="flex items-center gap-2 text-sm font-medium text-ink">
        <CalendarClock aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
        {t('myPlans.nextDue', { date: formatDay(plan.nextPart.dueOn) })}
      </p>
      <Link
        to={paths.tourNextPart(plan.tourId)}
        aria-label={t('myPlans.payNextFor', { name: plan.itemName })}
        className={buttonStyles({ size: 'sm' })}
      >
        {t('myPlans.payNext')}
      </Link>
    </div>
  );
}
