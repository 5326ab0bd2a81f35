import { CARD_SIZES } from '@dpms/shared/images';
import type { Tour } from '@dpms/shared/schemas';
import { CalendarDays, CircleAlert, MapPin, UsersRound } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { CardAdminActions } from '@/components/ui/admin-actions.tsx';
import { buttonStyles } from '@/components/ui/button.tsx';
import { useAuth } from '@/features/auth/auth-context.ts';
import { UploadedImage } from '@/features/uploads/components/uploaded-image.tsx';
import { formatDay, formatTk } from '@/lib/format.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { paths } from '@/lib/paths.ts';
import { seatsLeft, unavailableMessage } from '../availability.ts';
import { useRemoveTour } from '../hooks/use-remove-tour.ts';
import { RegisterAction } from './register-action.tsx';

/**
 * One event in the grid: image, destination, a two-line overview, the fee, Register and Details.
 * `priority` for the grid's first card: its image is the page's Largest Contentful Paint.
 */
export function TourCard({ tour, priority = false }: { tour: Tour; priority?: boolean }) {
  const { isAdmin } = useAuth();
  const { remove, isPending } = useRemoveTour();
  const reasonId = useId();
  const reason = unavailableMessage(tour);
  const left = seatsLeft(tour);
  const t = useT();

  return (
    <article className="group flex w-full flex-col overflow-hidden rounded-xl border border-line bg-white shadow-card transition-shadow hover:shadow-md">
      <div className="relative aspect-[16/10] overflow-hidden">
        <UploadedImage
          url={tour.imageUrl}
          alt={tour.destination}
          sizes={CARD_SIZES}
          priority={priority}
          className="size-full transition-transform duration-500 group-hover:scale-[1.03] motion-reduce:transition-none"
        />
        <span className="absolute top-3 left-3 inline-flex items-center gap-1.5 rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-ink shadow-sm">
          <CalendarDays aria-hidden="true" className="size-3.5 text-brand-700" />
          {formatDay(tour.departureDate)}
        </span>
      </div>

      <div className="flex flex-1 flex-col p-5">
        <h2 className="text-lg font-semibold tracking-tight text-ink">{tour.destination}</h2>
        <p className="mt-1 flex items-center gap-1.5 text-sm text-ink-muted">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          <span className="truncate">
            {tour.location} · {tour.duration}
          </span>
        </p>
        <p className="mt-3 line-clamp-2 text-sm leading-relaxed text-ink-muted">{tour.overview}</p>

        <div className="mt-4 flex items-end justify-between gap-3 border-t border-line pt-4">
          <div>
            <p className="text-xs font-medium text-ink-muted">{t('tours.feeInTk')}</p>
            <p className="text-xl font-bold text-ink">{formatTk(tour.costPoisha)}</p>
          </div>
          <p className="flex items-center gap-1 text-xs font-medium text-ink-muted">
            <UsersRound aria-hidden="true" className="size-3.5" />
            {t('tours.seatsLeft', { left })}
          </p>
        </div>

        {reason && (
          <p id={reasonId} className="mt-3 flex items-start gap-1.5 text-sm font-medium text-amber-700">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {reason}
          </p>
        )}

        <div className="mt-auto grid grid-cols-2 gap-2 pt-5">
          <RegisterAction tour={tour} reasonId={reason ? reasonId : undefined} className="w-full" />
          <Link
            to={paths.tour(tour.id)}
            className={buttonStyles({ variant: 'secondary', className: 'w-full' })}
          >
            {t('tours.details')}
          </Link>
        </div>
        {isAdmin && (
          <CardAdminActions
            name={tour.destination}
            editTo={`${paths.tour(tour.id)}?edit=1`}
            removal={{ remove: () => remove(tour), isPending }}
          />
        )}
      </div>
    </article>
  );
}
