import type { OfflineCheckInList } from '@dpms/shared/schemas';
import { createStore, del, entries, set, type UseStore } from 'idb-keyval';
import { privateCopy } from '@/lib/offline-cache.ts';

/**
 * What a phone keeps for checking in with no network: each event's downloaded list, a private copy
 * wiped at sign-out (lib/offline-cache.ts), and the check-ins made offline, queued until they are
 * sent. The queue holds codes and times only; it survives a reload and a sign-out, so no check-in
 * made at the bus is lost (decision 0049).
 */

/** A check-in made with no network, waiting to be sent. */
export interface QueuedCheckIn {
  id: string;
  tourId: string;
  code: string;
  paymentId: string;
  /** The attendee's name, to say whose check-in it was once it has been sent. */
  name: string;
  scannedAt: string;
  deviceId: string;
  deviceLabel: string;
}

const listKey = (tourId: string) => `check-in-list:${tourId}`;

export const readList = (tourId: string) => privateCopy.read<OfflineCheckInList>(listKey(tourId));
export const writeList = (list: OfflineCheckInList) => privateCopy.write(listKey(list.tourId), list);

let queueStore: UseStore | undefined;
const queue = () => (queueStore ??= createStore('dpms-check-in', 'queue'));

export async function queuedCheckIns(tourId: string): Promise<QueuedCheckIn[]> {
  const all = await entries<string, QueuedCheckIn>(queue());
  return all
    .map(([, item]) => item)
    .filter((item) => item.tourId === tourId)
    .sort((a, b) => a.scannedAt.localeCompare(b.scannedAt));
}

export const enqueueCheckIn = (item: QueuedCheckIn) => set(item.id, item, queue());
export const dequeueCheckIn = (id: string) => del(id, queue());
