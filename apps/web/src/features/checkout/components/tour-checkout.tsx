import type { Tour } from '@dpms/shared';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarDays, CircleAlert, CircleCheck, Clock, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { availabilityText } from '@/features/tours/availability.ts';
import { UploadedImage } from '@/features/uploads/components/uploaded-image.tsx';
import { formatDay, formatTk } from '@/lib/format.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { paths } from '@/lib/paths.ts';
import { createTourCheckout } from '../api/create-tour-checkout.ts';
import { checkoutTourQueryOptions, useCheckoutTour } from '../api/get-checkout-tour.ts';
import { CheckoutForm } from './checkout-form.tsx';
import { CheckoutLoadError } from './checkout-load-error.tsx';
import { CheckoutLoading } from './checkout-loading.tsx';
import { CheckoutProgress } from './checkout-progress.tsx';
import { PaymentSummary } from './payment-summary.tsx';

/** Event checkout (SPEC section 2): what is being bought, what it costs, the mobile number, Pay Now. */
export function TourCheckout({ tourId }: { tourId: string }) {
  const tour = useCheckoutTour(tourId);
  const t = useT();
  const back = { to: paths.tour(tourId), label: t('checkout.backToEvent') };

  return (
    <>
      <CheckoutProgress stage="confirm" />
      {tour.data ? (
        <div className="grid gap-6 lg:grid-cols-5 lg:items-start">
          <TourSummaryCard tour={tour.data} />
          <Card className="p-5 sm:p-6 lg:col-span-2">
            <TourPayment tour={tour.data} back={back} />
          </Card>
        </div>
      ) : tour.isError ? (
        <CheckoutLoadError
          error={tour.error}
          notFoundTitle={t('tours.notFound')}
          back={{ to: paths.tours, label: t('checkout.backToEvents') }}
          onRetry={() => tour.refetch()}
        />
      ) : (
        <CheckoutLoading text={t('checkout.loadingTour')} />
      )}
    </>
  );
}

function TourSummaryCard({ tour }: { tour: Tour }) {
  const t = useT();
  return (
    <Card className="overflow-hidden lg:col-span-3">
      <UploadedImage
        url={tour.imageUrl}
        alt={tour.destination}
        variant="detail"
        sizes="(min-width: 1024px) 600px, 100vw"
        priority
        className="aspect-[3/1] w-full sm:aspect-[16/9]"
      />
      <div className="p-5 sm:p-6">
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{t('checkout.event')}</p>
        <h2 className="mt-1 text-xl font-bold text-ink">{tour.destination}</h2>
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
      </div>
    </Card>
  );
}

function TourPayment({ tour, back }: { tour: Tour; back: { to: string; label: string } }) {
  const t = useT();
  const queryClient = useQueryClient();

  if (tour.registered) {
    return (
      <Notice
        tone="done"
        title={t('checkout.registeredTitle')}
        next={{ to: paths.myPayments, label: t('checkout.viewMyPayments') }}
        back={back}
      >
        {t('checkout.alreadyPaid')}
      </Notice>
    );
  }
  if (!tour.availability.canRegister) {
    return (
      <Notice
        tone="warning"
        title={t('checkout.notAvailableTitle')}
        next={{ to: paths.tours, label: t('checkout.seeOtherEvents') }}
        back={back}
      >
        {availabilityText(tour.availability)}
      </Notice>
    );
  }

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

/** Why the event cannot be paid for here, and two ways on: `next`, and back where the student came from. */
function Notice({
  tone,
  title,
  next,
  back,
  children,
}: {
  tone: 'done' | 'warning';
  title: string;
  next: Place;
  back: Place;
  children: ReactNode;
}) {
  const Icon = tone === 'done' ? CircleCheck : CircleAlert;
  return (
    <div role="status" className="text-sm text-ink-muted">
      <Icon
        aria-hidden="true"
        className={tone === 'done' ? 'size-10 text-brand-700' : 'size-10 text-amber-600'}
      />
      <h2 className="mt-3 text-lg font-semibold text-ink">{title}</h2>
      <div className="mt-1">
        <p>{children}</p>
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
