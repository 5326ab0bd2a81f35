import type { Tour } from '@dpms/shared/schemas';
import { Hourglass, ListOrdered } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { IconLine } from '@/components/ui/icon-line.tsx';
import { useAuth } from '@/features/auth/auth-context.ts';
import { cn } from '@/lib/cn.ts';
import { describeError } from '@/lib/describe-error.ts';
import { formatDateTime, formatNumber } from '@/lib/format.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { toast } from '@/lib/toast.ts';
import { useMyWaitingList, useWaitingListChange } from '../api/waitlist.ts';

/**
 * A student's waiting-list state on the event page: join when full, their place in line with a
 * way to leave, the seat held for them (the Register button then takes them to pay), or a lapsed
 * offer with a way to join again.
 */
export function WaitingListBox({ tour }: { tour: Tour }) {
  const { user } = useAuth();
  const t = useT();
  const student = user?.role === 'student' && !tour.registered;
  const full = tour.availability.reason === 'full';
  const { data, isPending, isError } = useMyWaitingList(tour.id, student);
  const change = useWaitingListChange(tour.id);
  if (!student || isPending) return null;
  if (isError) return full ? <p className="mt-4 text-sm text-red-700">{t('waitlist.loadError')}</p> : null;

  const run = (action: 'join' | 'leave') =>
    change.mutate(action, {
      onSuccess: () => toast.success(t(action === 'join' ? 'waitlist.joined' : 'waitlist.leftToast')),
      onError: (error) => toast.error(describeError(error)),
    });
  const leaveButton = (
    <Button
      variant="secondary"
      className="mt-3 w-full"
      disabled={change.isPending}
      onClick={() => run('leave')}
    >
      {t('waitlist.leave')}
    </Button>
  );

  // A seat held for them shows even when the event is no longer full; a number in line only while it is.
  const place: PlaceInLineProps | null =
    data.status === 'offered' && data.offerExpiresAt
      ? { tone: 'offered', headline: t('waitlist.offered', { time: formatDateTime(data.offerExpiresAt) }) }
      : full && data.status === 'waiting' && data.position
        ? { tone: 'waiting', headline: t('waitlist.position', { position: formatNumber(data.position) }) }
        : null;
  if (place) return <PlaceInLine {...place}>{leaveButton}</PlaceInLine>;
  if (!full) return null;
  return (
    <div className="mt-4">
      {data.status === 'lapsed' && (
        <p className="mb-3 rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-800" role="status">
          {t('waitlist.lapsed')}
        </p>
      )}
      <Button size="lg" className="w-full" disabled={change.isPending} onClick={() => run('join')}>
        {t('waitlist.join')}
      </Button>
      <p className="mt-2 text-center text-xs text-ink-muted">
        {data.waitingCount > 0
          ? t('waitlist.waitingCount', { count: formatNumber(data.waitingCount) })
          : t('waitlist.joinHint')}
      </p>
    </div>
  );
}

/** A place in line: a seat held (brand tint) or a number in the queue (plain). */
const PLACES = {
  offered: {
    icon: Hourglass,
    hint: 'waitlist.offeredHint',
    box: 'border-brand-300 bg-brand-50 p-3 text-sm text-brand-900',
    headline: '',
    iconColor: '',
    hintColor: 'text-brand-800',
  },
  waiting: {
    icon: ListOrdered,
    hint: 'waitlist.waitingHint',
    box: 'border-line p-3 text-sm',
    headline: 'text-ink',
    iconColor: 'text-brand-700',
    hintColor: 'text-ink-muted',
  },
} as const;

type PlaceInLineProps = {
  tone: keyof typeof PLACES;
  headline: string;
  /** The way out of the line. */
  children?: ReactNode;
};

/** Where the student stands in the line, announced as it changes, with what it means. */
function PlaceInLine({ tone, headline, children }: PlaceInLineProps) {
  const t = useT();
  const look = PLACES[tone];
  return (
    <div className={cn('mt-4 rounded-lg border', look.box)} role="status">
      <IconLine
        icon={look.icon}
        iconClassName={look.iconColor}
        className={cn('flex items-start gap-2 font-semibold', look.headline)}
      >
        {headline}
      </IconLine>
      <p className={cn('mt-1', look.hintColor)}>{t(look.hint)}</p>
      {children}
    </div>
  );
}
