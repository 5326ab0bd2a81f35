import { CloudDownload, CloudOff, History, RefreshCw } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { cn } from '@/lib/cn.ts';
import { formatDateTime } from '@/lib/format.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import type { SentCheckIn, useOfflineCheckIn } from '../offline/use-offline-check-in.ts';

type OfflineCheckIn = ReturnType<typeof useOfflineCheckIn>;

/**
 * Check-in without a network: download the event's list while there is one (and when it was
 * taken), see the check-ins waiting to be sent, and what the server said of each once sent.
 */
export function OfflineListCard({ checkIn }: { checkIn: OfflineCheckIn }) {
  const t = useT();
  const headingId = useId();
  const { online, list, queue, sent, downloading, downloadError, syncing } = checkIn;
  return (
    <Card
      role="region"
      className="space-y-4 p-5 sm:p-6"
      aria-labelledby={headingId}
      data-testid="offline-list"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-ink">
            <CloudOff aria-hidden="true" className="size-5 text-brand-700" />
            {t('checkin.offlineTitle')}
          </h2>
          <p className="text-sm text-ink-muted" data-testid="offline-list-status">
            {list
              ? t('checkin.offlineTaken', {
                  time: formatDateTime(list.takenAt),
                  count: list.attendees.length,
                })
              : online
                ? t('checkin.offlineNone')
                : t('checkin.offlineNoList')}
          </p>
        </div>
        <Button
          variant={list ? 'secondary' : 'primary'}
          loading={downloading}
          disabled={!online}
          onClick={() => void checkIn.download()}
        >
          {list ? (
            <RefreshCw aria-hidden="true" className="size-4" />
          ) : (
            <CloudDownload aria-hidden="true" className="size-4" />
          )}
          {list ? t('checkin.offlineRefresh') : t('checkin.offlineDownload')}
        </Button>
      </div>
      {downloadError && (
        <p role="alert" className="rounded-lg bg-danger-50 px-3 py-2 text-sm font-medium text-danger-700">
          {downloadError}
        </p>
      )}
      {queue.length > 0 && (
        <p
          role="status"
          data-testid="check-in-queue"
          className="flex items-center gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900"
        >
          <History aria-hidden="true" className="size-4 shrink-0" />
          {syncing
            ? t('checkin.queueSending', { count: queue.length })
            : t('checkin.queueWaiting', { count: queue.length })}
        </p>
      )}
      {sent.length > 0 && (
        <div className="space-y-2">
          <h3 className="text-sm font-semibold text-ink">{t('checkin.sentTitle')}</h3>
          <ul className="space-y-1.5" data-testid="check-in-sent">
            {sent.map((item) => (
              <SentItem key={item.id} item={item} />
            ))}
          </ul>
        </div>
      )}
    </Card>
  );
}

function SentItem({ item }: { item: SentCheckIn }) {
  const t = useT();
  if (item.kind === 'refused') {
    return (
      <li className="rounded-lg bg-danger-50 px-3 py-2 text-sm font-medium text-danger-700">
        {t('checkin.sentRefused', { name: item.name, message: item.message })}
      </li>
    );
  }
  const { attendee, outcome } = item.result;
  const first = outcome === 'already_checked_in';
  const repeat = attendee.repeatScans[0];
  const text = first
    ? t('checkin.sentAlready', {
        name: item.name,
        time: attendee.checkedInAt ? formatDateTime(attendee.checkedInAt) : '',
        device: attendee.checkedInDevice ?? t('checkin.unknownDevice'),
        admin: attendee.checkedInBy ?? '—',
      })
    : repeat
      ? t('checkin.sentAlsoScanned', {
          name: item.name,
          time: formatDateTime(repeat.scannedAt),
          device: repeat.device ?? t('checkin.unknownDevice'),
        })
      : t('checkin.sentCheckedIn', { name: item.name });
  return (
    <li
      className={cn(
        'rounded-lg px-3 py-2 text-sm font-medium',
        first || repeat ? 'bg-amber-50 text-amber-900' : 'bg-emerald-50 text-emerald-800',
      )}
    >
      {text}
    </li>
  );
}
