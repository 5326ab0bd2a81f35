import type { PaymentPlan, Tour } from '@dpms/shared/schemas';
import {
  CalendarClock,
  CalendarDays,
  CalendarPlus,
  CalendarX2,
  CircleAlert,
  Clock,
  ListOrdered,
  type LucideIcon,
  MapPin,
  MapPinned,
  ScanLine,
  UsersRound,
} from 'lucide-react';
import { type ComponentType, lazy, useId } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import {
  DetailAside,
  DetailHeader,
  DetailLayout,
  DetailMain,
  EditingPage,
} from '@/components/ui/detail-header.tsx';
import type { NotFoundStateProps } from '@/components/ui/not-found-state.tsx';
import { useAuth } from '@/features/auth/auth-context.ts';
import { DetailHeroImage } from '@/features/uploads/components/uploaded-image.tsx';
import { formatDay, formatNumber, formatTk } from '@/lib/format.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { paths } from '@/lib/paths.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useEditInPlace } from '@/lib/use-edit-in-place.ts';
import { useTour } from '../api/get-tour.ts';
import { seatsLeft, unavailableMessage, usesWaitingList } from '../availability.ts';
import { calendarUrl } from '../calendar-url.ts';
import { useRemoveTour } from '../hooks/use-remove-tour.ts';
import { Itinerary } from './itinerary.tsx';
import { RegisterAction } from './register-action.tsx';
import { TourDetailsList } from './tour-details-list.tsx';

// The edit form (react-hook-form, zod, uploads) is an admin's: a visitor's first load leaves it out.
const TourForm = lazy(() => import('./tour-form.tsx').then((m) => ({ default: m.TourForm })));

/** A student's place on a full event's waiting list, drawn where Register would be (features/waitlist). */
export type WaitingListSlot = ComponentType<{ tour: Tour }>;

/**
 * The event details screen; admins can switch it to an edit form (?edit=1) or delete the event.
 * The app layer hands it the waiting list's box, so this feature needs none of that one.
 */
export function TourDetails({ id, WaitingList }: { id: string; WaitingList?: WaitingListSlot }) {
  const { data: tour } = useTour(id);
  const { isAdmin } = useAuth();
  const { editing, startEditing, stopEditing } = useEditInPlace(isAdmin);
  const t = useT();

  if (editing) {
    return (
      <EditingPage
        title={t('tours.editTitle', { name: tour.destination })}
        description={t('tours.editDescription')}
      >
        <TourForm mode="edit" tour={tour} onSaved={stopEditing} onCancel={stopEditing} />
      </EditingPage>
    );
  }
  return <TourView tour={tour} onEdit={startEditing} WaitingList={WaitingList} />;
}

function TourView({
  tour,
  onEdit,
  WaitingList,
}: {
  tour: Tour;
  onEdit: () => void;
  WaitingList: WaitingListSlot | undefined;
}) {
  useDocumentTitle(tour.destination);
  const { isAdmin } = useAuth();
  const { remove, isPending } = useRemoveTour();
  const t = useT();

  return (
    <DetailLayout>
      <DetailHeader
        back={{ to: paths.tours, label: t('tours.title') }}
        title={tour.destination}
        subtitle={
          <p className="mt-1.5 flex items-center gap-1.5 text-ink-muted">
            <MapPin aria-hidden="true" className="size-4" />
            {tour.location}
          </p>
        }
        admin={
          isAdmin
            ? { onEdit, removal: { remove: () => remove(tour), isPending }, afterDelete: paths.tours }
            : undefined
        }
      >
        <DetailHeroImage url={tour.imageUrl} alt={tour.destination} />
      </DetailHeader>

      <DetailAside>
        <RegisterCard tour={tour} WaitingList={WaitingList} />
      </DetailAside>

      <DetailMain>
        <Card className="p-5 sm:p-6">
          <h2 className="text-lg font-semibold text-ink">{t('tours.overview')}</h2>
          <div className="mt-3 space-y-3 leading-relaxed text-ink-muted">
            {tour.overview
              .split(/\n+/)
              .filter(Boolean)
              .map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
          </div>
        </Card>
        <Card className="p-5 sm:p-6">
          <h2 className="text-lg font-semibold text-ink">{t('tours.itinerary')}</h2>
          <Itinerary text={tour.itinerary} className="mt-4" />
        </Card>
        <Card className="p-5 sm:p-6">
          <h2 className="text-lg font-semibold text-ink">{t('tours.details')}</h2>
          <TourDetailsList tour={tour} className="mt-4" />
        </Card>
      </DetailMain>
    </DetailLayout>
  );
}

function RegisterCard({ tour, WaitingList }: { tour: Tour; WaitingList: WaitingListSlot | undefined }) {
  const reasonId = useId();
  const reason = unavailableMessage(tour);
  const left = seatsLeft(tour);
  const { isAdmin, user } = useAuth();
  const t = useT();

  return (
    <Card className="p-5 sm:p-6">
      <p className="text-xs font-medium text-ink-muted">{t('tours.feeInTk')}</p>
      <p className="mt-0.5 text-3xl font-bold text-ink">{formatTk(tour.costPoisha)}</p>
      {tour.paymentPlan && <PlanSchedule plan={tour.paymentPlan} />}
      <ul className="mt-4 space-y-2 border-t border-line pt-4 text-sm text-ink-muted">
        <li className="flex items-center gap-2">
          <CalendarDays aria-hidden="true" className="size-4 text-brand-700" />
          {t('tours.departs', { date: formatDay(tour.departureDate) })}
        </li>
        {tour.meetingPoint && (
          <li className="flex items-start gap-2" data-testid="meeting-point">
            <MapPinned aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
            <span>{t('ticket.meetingPoint', { place: tour.meetingPoint })}</span>
          </li>
        )}
        <li className="flex items-center gap-2">
          <Clock aria-hidden="true" className="size-4 text-brand-700" />
          {tour.duration}
        </li>
        <li className="flex items-center gap-2">
          <UsersRound aria-hidden="true" className="size-4 text-brand-700" />
          {t('tours.seatsLeftOf', { left, size: tour.groupSize })}
        </li>
      </ul>
      {reason && (
        <p
          id={reasonId}
          className="mt-4 flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-800"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {reason}
        </p>
      )}
      {WaitingList && <WaitingList tour={tour} />}
      {!usesWaitingList(tour, user?.role) && (
        <RegisterAction
          tour={tour}
          size="lg"
          reasonId={reason ? reasonId : undefined}
          className="mt-5 w-full"
        />
      )}
      <a href={calendarUrl(tour.id)} download className={asideButtonStyles}>
        <CalendarPlus aria-hidden="true" className="size-4" />
        {t('ticket.addToCalendar')}
      </a>
      {isAdmin && <AsideLink to={paths.tourCheckIn(tour.id)} icon={ScanLine} label={t('checkin.link')} />}
      {isAdmin && (
        <AsideLink to={paths.tourWaitingList(tour.id)} icon={ListOrdered} label={t('waitlist.adminLink')} />
      )}
      <p className="mt-3 text-center text-xs text-ink-muted">{t('tours.questions')}</p>
    </Card>
  );
}

/** "Can be paid in 2 parts", and each part's amount and last day (issue 32). */
function PlanSchedule({ plan }: { plan: PaymentPlan }) {
  const t = useT();
  return (
    <div className="mt-2 text-sm" data-testid="plan-schedule">
      <p className="flex items-center gap-1.5 font-medium text-brand-800">
        <CalendarClock aria-hidden="true" className="size-4" />
        {t('tours.inParts', { count: formatNumber(plan.parts.length) })}
      </p>
      <ul className="mt-1 space-y-0.5 text-ink-muted">
        {plan.parts.map((part) => (
          <li key={part.dueOn}>
            {t('tours.partBy', { amount: formatTk(part.amountPoisha), date: formatDay(part.dueOn) })}
          </li>
        ))}
      </ul>
    </div>
  );
}

const asideButtonStyles = buttonStyles({ variant: 'secondary', className: 'mt-3 w-full' });

/** A full-width way on under the event's Register button (the admin's check-in, waiting list). */
function AsideLink({ to, icon: Icon, label }: { to: string; icon: LucideIcon; label: string }) {
  return (
    <Link to={to} className={asideButtonStyles}>
      <Icon aria-hidden="true" className="size-4" />
      {label}
    </Link>
  );
}

/** What an unknown (or removed) event's address shows; the route shows it for a 404. */
export const tourNotFound: NotFoundStateProps = {
  icon: CalendarX2,
  title: 'tours.notFound',
  description: 'tours.notFoundText',
  back: { to: paths.tours, label: 'tours.backToList' },
};
