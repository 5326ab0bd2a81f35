import type { MyPlan, Tour } from '@dpms/shared/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarClock } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button.tsx';
import { myPlansQueryOptions } from '@/features/payments/my-payments/api/get-my-plans.ts';
import { formatDay, formatNumber, formatTk } from '@/lib/format.ts';
import { type Translate, useT } from '@/lib/i18n/i18n.ts';
import { paths } from '@/lib/paths.ts';
import { createTourCheckout } from '../api/create-tour-checkout.ts';
import { checkoutTourQueryOptions } from '../api/get-checkout-tour.ts';
import type { DiscountCode } from '../hooks/use-discount-code.ts';
import { CheckoutForm } from './checkout-form.tsx';
import { PaymentSummary } from './payment-summary.tsx';

type NextPart = NonNullable<MyPlan['nextPart']>;
type Place = { to: string; label: string };

/** "Part 2 of 3": which part of the plan a payment is. */
export const partOfText = (t: Translate, part: number, count: number) =>
  t('checkout.partOf', { part: formatNumber(part), count: formatNumber(count) });

/**
 * The next part of an event the student is paying in parts (`?part=next`): which part, its amount
 * and day, then the usual mobile number and method. The server decides the part and its amount.
 */
export function NextPartPayment({
  tour,
  plan,
  next,
  discount,
  back,
}: {
  tour: Tour;
  plan: MyPlan;
  next: NextPart;
  discount: DiscountCode;
  back: Place;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const amount = formatTk(next.amountPoisha);
  return (
    <div className="space-y-6">
      <p
        role="status"
        className="flex gap-2 rounded-lg border border-brand-200 bg-brand-50 px-3 py-3 text-sm font-medium text-brand-900"
      >
        <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {t('checkout.nextPartLine', {
          part: partOfText(t, next.part, plan.parts.length),
          amount,
          date: formatDay(next.dueOn),
        })}
      </p>
      <PaymentSummary
        lines={[
          {
            label: partOfText(t, next.part, plan.parts.length),
            detail: tour.destination,
            amountPoisha: next.amountPoisha,
          },
        ]}
      />
      <CheckoutForm
        amountPoisha={next.amountPoisha}
        discount={discount}
        onPay={(input) => createTourCheckout(tour.id, { ...input, code: undefined, inParts: true })}
        onRefused={() => {
          void queryClient.invalidateQueries(checkoutTourQueryOptions(tour.id));
          void queryClient.invalidateQueries(myPlansQueryOptions());
        }}
        back={back}
        payLabel={t('checkout.payAmountNow', { amount })}
        codeNote={t('checkout.codeInFullOnly')}
      />
    </div>
  );
}

/** A registered student still paying in parts: the part that is next, and the way to pay it. */
export function PayingInParts({ tour, plan, next }: { tour: Tour; plan: MyPlan; next: NextPart }) {
  const t = useT();
  return (
    <div role="status" className="text-sm text-ink-muted">
      <CalendarClock aria-hidden="true" className="size-10 text-brand-700" />
      <h2 className="mt-3 text-lg font-semibold text-ink">{t('checkout.payingInPartsTitle')}</h2>
      <p className="mt-1">
        {t('checkout.nextPartLine', {
          part: partOfText(t, next.part, plan.parts.length),
          amount: formatTk(next.amountPoisha),
          date: formatDay(next.dueOn),
        })}
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Link to={paths.tourNextPart(tour.id)} className={buttonStyles()}>
          {t('checkout.payNextPart')}
        </Link>
        <Link to={paths.myPayments} className={buttonStyles({ variant: 'secondary' })}>
          {t('checkout.viewMyPayments')}
        </Link>
      </div>
    </div>
  );
}
