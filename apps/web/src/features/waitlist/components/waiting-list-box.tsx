import type { Tour } from '@dpms/shared';
import { Hourglass, ListOrdered } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { useAuth } from '@/features/auth/auth-context.ts';
import { describeError } from '@/lib/describe-error.ts';
import { formatDateTime, formatNumber } from '@/lib/format.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { toast } from '@/lib/toast.ts';
import { useMyWaitingList, useWaitingListChange } from '../api/waitlist.ts';

/** True when a student sees the waiting list instead of Register: the event is full for them. */
export function usesWaitingList(tour: Tour, role: string | undefined): boolean {
  return role === 'student' && !tour.registered && tour.availability.reason === 'full';
}

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

  if (data.status === 'offered' && data.offerExpiresAt) {
    return (
      <div
        className="mt-4 rounded-lg border border-brand-300 bg-brand-50 p-3 text-sm text-brand-900"
        role="status"
      >
        <p className="flex items-start gap-2 font-semibold">
          <Hourglass aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('waitlist.offered', { time: formatDateTime(data.offerExpiresAt) })}
        </p>
        <p className="mt-1 text-brand-800">{t('waitlist.offeredHint')}</p>
        {leaveButton}
      </div>
    );
  }
  if (!full) return null;
  if (data.status === 'waiting' && data.position) {
    return (
      <div className="mt-4 rounded-lg border border-line p-3 text-sm" role="status">
        <p className="flex items-start gap-2 font-semibold text-ink">
          <ListOrdered aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
          {t('waitlist.position', { position: formatNumber(data.position) })}
        </p>
        <p className="mt-1 text-ink-muted">{t('waitlist.waitingHint')}</p>
        {leaveButton}
      </div>
    );
  }
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
