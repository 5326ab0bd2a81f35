import type { Tour } from '@dpms/shared/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarDays, CircleAlert, CircleCheck, Clock, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { availabilityText } from '@/features/tours/availability.ts';
import { formatDay, formatTk } from '@/lib/format.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { paths } from '@/lib/paths.ts';
import { createTourCheckout } from '../api/create-tour-checkout.ts';
import { checkoutTourQueryOptions, useCheckoutTour } from '../api/get-checkout-tour.ts';
import { CheckoutForm } from './checkout-form.tsx';
import { CheckoutItemCard } from './checkout-item-card.tsx';
import { ConfirmStep } from './confirm-step.tsx';
import { PaymentSummary } from './payment-summary.tsx';

/** Event checkout (SPEC section 2): what is being bought, what it costs, the mobile number, Pay Now. */
export function TourCheckout({ tourId }: { tourId: string }) {
  const tour = useCheckoutTour(tourId);
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
            <TourPayment tour={loaded} back={back} />
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

function TourPayment({ tour, back }: { tour: Tour; back: { to: string; label: string } }) {
  const t = useT();
  const queryClient = useQueryClient();

  if (tour.registered || !tour.availability.canRegister) return <CannotPay tour={tour} back={back} />;

  return (
    <div className="space-y-6">
      <PaymentSummary
        lines={[{ label: t('checkout.eventFee'), detail: tour.destination, amountPoisha: tour.costPoisha }]}
      />
      <CheckoutForm
        amountPoisha={tour.costPoisha}
        onPay={(mobile) => createTourCheckout(tour.id, { mobile })}
        onRefused={() => queryClient.invalidateQueries(checkoutTourQueryOptions(tour.id))}
        back={back}
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
