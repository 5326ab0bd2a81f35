import { planOpen, type Tour } from '@dpms/shared/schemas';
import { usePrefetchQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarDays, CircleAlert, CircleCheck, Clock, MapPin } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonStyles } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { LoadingLine } from '@/components/ui/spinner.tsx';
import { useMyPlans } from '@/features/payments/my-payments/api/get-my-plans.ts';
import { availabilityText } from '@/features/tours/availability.ts';
import { dhakaToday } from '@/lib/dhaka-day.ts';
import { formatDay, formatTk } from '@/lib/format.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { paths } from '@/lib/paths.ts';
import { createTourCheckout } from '../api/create-tour-checkout.ts';
import { checkoutTourQueryOptions, useCheckoutTour } from '../api/get-checkout-tour.ts';
import { rememberedPayMethodQueryOptions } from '../api/get-pay-method.ts';
import { quoteTour } from '../api/get-quote.ts';
import { type DiscountCode, useDiscountCode } from '../hooks/use-discount-code.ts';
import { CheckoutForm } from './checkout-form.tsx';
import { CheckoutItemCard } from './checkout-item-card.tsx';
import { ConfirmStep } from './confirm-step.tsx';
import { PayInPartsPicker, type PayWay } from './pay-in-parts-picker.tsx';
import { discountLines, PaymentSummary } from './payment-summary.tsx';
import { NextPartPayment, PayingInParts, partOfText } from './tour-part-payment.tsx';

/**
 * Event checkout (SPEC section 2): what is being bought, what it costs, the mobile number, Pay Now;
 * in full or, where the event has an open plan, its first part; later, the plan's next part.
 */
export function TourCheckout({ tourId }: { tourId: string }) {
  const tour = useCheckoutTour(tourId);
  // `?part=next`: the next part of an event the student is paying in parts (My Payments links here).
  const [params] = useSearchParams();
  // Asked beside the event, so the form opens on the student's last method.
  usePrefetchQuery(rememberedPayMethodQueryOptions());
  const t = useT();
  const back = { to: paths.tour(tourId), label: t('checkout.backToEvent') };

  return (
    <ConfirmStep
      query={tour}
      loadingText={t('checkout.loadingTour')}
      notFound={{ title: t('tours.notFound'), back: { to: paths.tours, label: t('checkout.backToEvents') } }}
    >
      {(loaded) => (
        <div className="grid gap-6 lg:grid-cols-5 lg:items-start">
          <TourSummaryCard tour={loaded} />
          <Card className="p-5 sm:p-6 lg:col-span-2">
            <TourPayment tour={loaded} back={back} nextPart={params.get('part') === 'next'} />
          </Card>
        </div>
      )}
    </ConfirmStep>
  );
}

function TourSummaryCard({ tour }: { tour: Tour }) {
  const t = useT();
  return (
    <CheckoutItemCard imageUrl={tour.imageUrl} name={tour.destination} kind={t('checkout.event')}>
      <ul className="mt-3 space-y-1.5 text-sm text-ink-muted">
        <li className="flex items-center gap-2">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          {tour.location}
        </li>
        <li className="flex items-center gap-2">
          <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
          {t('tours.departs', { date: formatDay(tour.departureDate) })}
        </li>
        <li className="flex items-center gap-2">
          <Clock aria-hidden="true" className="size-4 shrink-0" />
          {tour.duration} · {t(`transport.${tour.transportation}`)}
        </li>
      </ul>
      <div className="mt-4 flex items-baseline justify-between border-t border-line pt-4">
        <span className="text-sm font-medium text-ink-muted">{t('checkout.cost')}</span>
        <span className="text-2xl font-bold text-ink">{formatTk(tour.costPoisha)}</span>
      </div>
    </CheckoutItemCard>
  );
}

function TourPayment({ tour, back, nextPart }: { tour: Tour; back: Place; nextPart: boolean }) {
  const t = useT();
  const discount = useDiscountCode([tour.id], (code) => quoteTour(tour.id, code));
  // Paying in parts (issue 32): registered once part 1 is paid; the student's plan says what is next.
  const plans = useMyPlans({ enabled: tour.registered || nextPart });
  const plan = plans.data?.items.find((item) => item.tourId === tour.id && item.status === 'active');
  const next = plan?.nextPart;

  if (plans.isLoading) return <LoadingLine label={t('checkout.loadingPlan')} className="py-6" />;
  if (plan && next && nextPart) {
    return <NextPartPayment tour={tour} plan={plan} next={next} discount={discount} back={back} />;
  }
  if (plan && next && tour.registered) return <PayingInParts tour={tour} plan={plan} next={next} />;
  if (tour.registered || !tour.availability.canRegister) return <CannotPay tour={tour} back={back} />;
  return <FirstPayment tour={tour} discount={discount} back={back} />;
}

/** The event's first payment: in full (a discount code may apply), or part 1 where a plan is open. */
function FirstPayment({ tour, discount, back }: { tour: Tour; discount: DiscountCode; back: Place }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [today] = useState(dhakaToday);
  const plan = planOpen(tour.paymentPlan, today) ? tour.paymentPlan : null;
  const [way, setWay] = useState<PayWay>('full');
  const firstPart = way === 'parts' ? plan?.parts[0] : undefined;
  const count = plan?.parts.length ?? 0;

  return (
    <div className="space-y-6">
      {plan && (
        <PayInPartsPicker
          costPoisha={tour.costPoisha}
          plan={plan}
          value={way}
          onChange={(chosen) => {
            // A code is for paying in full: none is carried into the parts.
            if (chosen === 'parts') discount.remove();
            setWay(chosen);
          }}
        />
      )}
      <PaymentSummary
        lines={
          firstPart
            ? [
                {
                  label: partOfText(t, 1, count),
                  detail: tour.destination,
                  amountPoisha: firstPart.amountPoisha,
                },
              ]
            : [
                { label: t('checkout.eventFee'), detail: tour.destination, amountPoisha: tour.costPoisha },
                ...discountLines(t, discount.quote),
              ]
        }
      />
      <CheckoutForm
        amountPoisha={firstPart?.amountPoisha ?? tour.costPoisha}
        discount={discount}
        onPay={(input) =>
          createTourCheckout(tour.id, firstPart ? { ...input, code: undefined, inParts: true } : input)
        }
        onRefused={() => queryClient.invalidateQueries(checkoutTourQueryOptions(tour.id))}
        back={back}
        payLabel={firstPart && t('checkout.payAmountNow', { amount: formatTk(firstPart.amountPoisha) })}
        codeNote={firstPart && t('checkout.codeInFullOnly')}
      />
    </div>
  );
}

type Place = { to: string; label: string };

/**
 * Why the event cannot be paid for here (paid already; closed, full or departed), and two ways
 * on: the next step, and back where the student came from.
 */
function CannotPay({ tour, back }: { tour: Tour; back: Place }) {
  const t = useT();
  const paid = tour.registered;
  const Icon = paid ? CircleCheck : CircleAlert;
  const next: Place = paid
    ? { to: paths.myPayments, label: t('checkout.viewMyPayments') }
    : { to: paths.tours, label: t('checkout.seeOtherEvents') };
  return (
    <div role="status" className="text-sm text-ink-muted">
      <Icon aria-hidden="true" className={paid ? 'size-10 text-brand-700' : 'size-10 text-amber-600'} />
      <h2 className="mt-3 text-lg font-semibold text-ink">
        {paid ? t('checkout.registeredTitle') : t('checkout.notAvailableTitle')}
      </h2>
      <div className="mt-1">
        <p>{paid ? t('checkout.alreadyPaid') : availabilityText(tour.availability)}</p>
        <div className="mt-4 flex flex-wrap gap-2">
          <Link to={next.to} className={buttonStyles()}>
            {next.label}
          </Link>
          <Link to={back.to} className={buttonStyles({ variant: 'secondary' })}>
            {back.label}
          </Link>
        </div>
      </div>
    </div>
  );
}
