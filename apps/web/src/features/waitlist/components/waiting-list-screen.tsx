import type { WaitingListEntry, WaitingListStatus } from '@dpms/shared/schemas';
import { ListOrdered } from 'lucide-react';
import { CardList } from '@/components/ui/card-list.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { QueryErrorState } from '@/components/ui/error-state.tsx';
import { EventSubpageHeader } from '@/components/ui/event-subpage-header.tsx';
import { LoadingLine } from '@/components/ui/spinner.tsx';
import { useTour } from '@/features/tours/api/get-tour.ts';
import { cn } from '@/lib/cn.ts';
import { formatDateTime, formatNumber } from '@/lib/format.ts';
import { type MessageId, useT } from '@/lib/i18n/i18n.ts';
import { paths } from '@/lib/paths.ts';
import { useAdminWaitingList } from '../api/waitlist.ts';

const STATUS: Record<WaitingListStatus, { label: MessageId; className: string }> = {
  waiting: { label: 'waitlist.status.waiting', className: 'bg-slate-100 text-ink' },
  offered: { label: 'waitlist.status.offered', className: 'bg-brand-50 text-brand-800' },
  lapsed: { label: 'waitlist.status.lapsed', className: 'bg-amber-50 text-amber-800' },
  left: { label: 'waitlist.status.left', className: 'bg-slate-100 text-ink-muted' },
  converted: { label: 'waitlist.status.converted', className: 'bg-emerald-50 text-emerald-800' },
};

/** An event's waiting list for admins: the line in order, and every offer and its end. */
export function WaitingListScreen({ id }: { id: string }) {
  const { data: tour } = useTour(id);
  const t = useT();
  const list = useAdminWaitingList(id);

  return (
    <div className="space-y-6">
      <EventSubpageHeader
        back={{ to: paths.tour(id), label: t('waitlist.back') }}
        title={t('waitlist.adminTitle', { name: tour.destination })}
        description={
          list.data
            ? t('waitlist.adminDescription', {
                size: formatNumber(list.data.groupSize),
                hours: formatNumber(list.data.holdHours),
              })
            : undefined
        }
      />
      {list.isError && !list.data ? (
        <QueryErrorState query={list} />
      ) : !list.data ? (
        <LoadingLine card label={t('waitlist.loading')} className="px-4 py-10" />
      ) : list.data.entries.length === 0 ? (
        <EmptyState icon={ListOrdered} title={t('waitlist.empty')} description={t('waitlist.emptyText')} />
      ) : (
        <CardList label={t('waitlist.adminList')}>
          {list.data.entries.map((entry) => (
            <EntryItem key={entry.id} entry={entry} />
          ))}
        </CardList>
      )}
    </div>
  );
}

function EntryItem({ entry }: { entry: WaitingListEntry }) {
  const t = useT();
  const status = STATUS[entry.status];
  const endedLabel: MessageId | null =
    entry.status === 'lapsed'
      ? 'waitlist.history.lapsed'
      : entry.status === 'left'
        ? 'waitlist.history.left'
        : entry.status === 'converted'
          ? 'waitlist.history.converted'
          : null;
  return (
    <li className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-start sm:justify-between sm:gap-4 sm:px-5">
      <div className="min-w-0">
        <p className="font-medium text-ink">
          {entry.position && <span className="mr-2 text-brand-700">#{formatNumber(entry.position)}</span>}
          {entry.userName}
        </p>
        <p className="text-sm text-ink-muted">
          <span className="font-mono">{entry.studentId ?? t('col.notAvailable')}</span>
          {entry.userEmail && <span className="break-all"> · {entry.userEmail}</span>}
        </p>
        <ul className="mt-1.5 space-y-0.5 text-sm text-ink-muted">
          <li>{t('waitlist.history.joined', { time: formatDateTime(entry.joinedAt) })}</li>
          {entry.offeredAt && entry.offerExpiresAt && (
            <li>
              {t('waitlist.history.offered', {
                time: formatDateTime(entry.offeredAt),
                until: formatDateTime(entry.offerExpiresAt),
              })}
            </li>
          )}
          {endedLabel && entry.endedAt && <li>{t(endedLabel, { time: formatDateTime(entry.endedAt) })}</li>}
        </ul>
      </div>
      <p
        className={cn(
          'inline-flex shrink-0 self-start rounded-full px-3 py-1 text-sm font-medium',
          status.className,
        )}
      >
        <span className="sr-only">{t('waitlist.statusLabel')}: </span>
        {t(status.label)}
      </p>
    </li>
  );
}
