import {
  type Attendee,
  type CheckInResult,
  checkInResultSchema,
  type OfflineCheckInList,
  offlineCheckInListSchema,
} from '@dpms/shared/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiRequestError, api } from '@/lib/api-client.ts';
import { describeError } from '@/lib/describe-error.ts';
import { t } from '@/lib/i18n/i18n.ts';
import { useOnline } from '@/lib/online.ts';
import {
  dequeueCheckIn,
  enqueueCheckIn,
  type QueuedCheckIn,
  queuedCheckIns,
  readList,
  writeList,
} from './check-in-store.ts';
import { type Device, thisDevice } from './device.ts';
import { offlineVerdict } from './verdict.ts';

/** A scan's answer on the check-in screen, online or off. */
export type ScanOutcome =
  | { kind: 'result'; result: CheckInResult; queued?: boolean }
  | { kind: 'refused'; message: string };

/** A queued check-in after it was sent: the server's answer, or its refusal. */
export type SentCheckIn =
  | { id: string; name: string; kind: 'result'; result: CheckInResult }
  | { id: string; name: string; kind: 'refused'; message: string };

/** How often check-ins still waiting are offered to the server again while the phone is online. */
const SYNC_RETRY_MS = 30_000;

/** This phone, made once per page. */
let device: Device | undefined;
const deviceOf = () => (device ??= thisDevice());

const checkInUrl = (tourId: string) => `/api/admin/tours/${tourId}/check-in`;

const asAttendee = ({ code: _code, ...attendee }: OfflineCheckInList['attendees'][number]): Attendee =>
  attendee;

/**
 * The check-in screen's scans, online and off (decision 0049). Online, a scan goes to the server
 * with this phone's id. With no network, it is checked against the list downloaded for this
 * event, queued on the phone, and sent by itself once the network is back; the server then says
 * whether another phone was first.
 */
export function useOfflineCheckIn(tourId: string, organiser: string) {
  const queryClient = useQueryClient();
  const online = useOnline();
  const [list, setList] = useState<OfflineCheckInList | undefined>();
  const [queue, setQueue] = useState<QueuedCheckIn[]>([]);
  const [sent, setSent] = useState<SentCheckIn[]>([]);
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | undefined>();
  const [syncing, setSyncing] = useState(false);
  const syncRun = useRef<Promise<void> | null>(null);

  useEffect(() => {
    let live = true;
    void Promise.all([readList(tourId), queuedCheckIns(tourId)]).then(([kept, waiting]) => {
      if (!live) return;
      setList(kept);
      setQueue(waiting);
    });
    return () => {
      live = false;
    };
  }, [tourId]);

  const download = useCallback(async () => {
    setDownloading(true);
    setDownloadError(undefined);
    try {
      const fresh = await api.get(
        `/api/admin/tours/${tourId}/check-in-list`,
        import.meta.env.DEV ? offlineCheckInListSchema : undefined,
      );
      await writeList(fresh);
      setList(fresh);
    } catch (error) {
      setDownloadError(describeError(error));
    } finally {
      setDownloading(false);
    }
  }, [tourId]);

  const sync = useCallback(() => {
    syncRun.current ??= (async () => {
      setSyncing(true);
      let sentAny = false;
      try {
        for (const item of await queuedCheckIns(tourId)) {
          const { code, deviceId, deviceLabel, scannedAt } = item;
          try {
            const result = await api.post(
              checkInUrl(tourId),
              { code, deviceId, deviceLabel, scannedAt },
              import.meta.env.DEV ? checkInResultSchema : undefined,
            );
            setSent((done) => [{ id: item.id, name: item.name, kind: 'result', result }, ...done]);
          } catch (error) {
            // No network again, or the server not answering: it stays queued for the next try.
            if (!(error instanceof ApiRequestError) || error.status === 0 || error.status >= 500) break;
            setSent((done) => [
              { id: item.id, name: item.name, kind: 'refused', message: describeError(error) },
              ...done,
            ]);
          }
          await dequeueCheckIn(item.id);
          sentAny = true;
        }
      } finally {
        setQueue(await queuedCheckIns(tourId));
        setSyncing(false);
        syncRun.current = null;
      }
      if (sentAny) {
        await queryClient.invalidateQueries({ queryKey: ['admin', 'attendees', tourId] });
        if (await readList(tourId)) await download();
      }
    })();
    return syncRun.current;
  }, [tourId, queryClient, download]);

  // Back online (or opened online with check-ins waiting): send them, by themselves, and try
  // again every little while if the server did not answer.
  useEffect(() => {
    if (!online || queue.length === 0) return;
    void sync();
    const retry = setInterval(() => void sync(), SYNC_RETRY_MS);
    return () => clearInterval(retry);
  }, [online, queue.length, sync]);

  /** Checks a code against the downloaded list, and queues it: the phone has no network. */
  const scanOffline = useCallback(
    async (code: string): Promise<ScanOutcome | undefined> => {
      if (!list) return undefined;
      const verdict = await offlineVerdict(list, code);
      if (verdict.kind === 'refused') return verdict;
      const attendee = asAttendee(verdict.attendee);
      const waiting = (await queuedCheckIns(tourId)).find((item) => item.paymentId === attendee.paymentId);
      if (attendee.checkedInAt || waiting) {
        const earlier = attendee.checkedInAt
          ? attendee
          : {
              ...attendee,
              checkedInAt: waiting!.scannedAt,
              checkedInBy: organiser,
              checkedInDevice: deviceOf().label,
            };
        return { kind: 'result', result: { outcome: 'already_checked_in', attendee: earlier } };
      }
      const { id: deviceId, label: deviceLabel } = deviceOf();
      const scannedAt = new Date().toISOString();
      const item: QueuedCheckIn = {
        id: `${tourId}:${attendee.paymentId}:${scannedAt}`,
        tourId,
        code: verdict.attendee.code,
        paymentId: attendee.paymentId,
        name: attendee.name,
        scannedAt,
        deviceId,
        deviceLabel,
      };
      await enqueueCheckIn(item);
      setQueue(await queuedCheckIns(tourId));
      return {
        kind: 'result',
        queued: true,
        result: {
          outcome: 'checked_in',
          attendee: {
            ...attendee,
            checkedInAt: scannedAt,
            checkedInBy: organiser,
            checkedInDevice: deviceLabel,
          },
        },
      };
    },
    [list, tourId, organiser],
  );

  /** Checks a code in: at the server when there is a network, against the list when there is none. */
  const scan = useCallback(
    async (code: string): Promise<ScanOutcome> => {
      if (online) {
        const { id: deviceId, label: deviceLabel } = deviceOf();
        try {
          const result = await api.post(
            checkInUrl(tourId),
            { code, deviceId, deviceLabel },
            import.meta.env.DEV ? checkInResultSchema : undefined,
          );
          void queryClient.invalidateQueries({ queryKey: ['admin', 'attendees', tourId] });
          return { kind: 'result', result };
        } catch (error) {
          // The network went on the way: the list decides, as it would offline.
          const isNetwork = error instanceof ApiRequestError && error.status === 0;
          const offlineOutcome = isNetwork ? await scanOffline(code) : undefined;
          return offlineOutcome ?? { kind: 'refused', message: describeError(error) };
        }
      }
      return (await scanOffline(code)) ?? { kind: 'refused', message: t('checkin.offlineNoList') };
    },
    [online, tourId, queryClient, scanOffline],
  );

  /** The list's attendees with this phone's queued check-ins marked: what the screen shows offline. */
  const offlineAttendees: Attendee[] | undefined = list?.attendees.map((entry) => {
    const attendee = asAttendee(entry);
    const waiting = queue.find((item) => item.paymentId === attendee.paymentId);
    return waiting && !attendee.checkedInAt
      ? {
          ...attendee,
          checkedInAt: waiting.scannedAt,
          checkedInBy: organiser,
          checkedInDevice: waiting.deviceLabel,
        }
      : attendee;
  });

  return { online, list, queue, sent, scan, download, downloading, downloadError, syncing, offlineAttendees };
}
