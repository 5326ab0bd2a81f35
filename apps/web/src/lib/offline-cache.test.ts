import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  forgetPrivateCopies,
  keepOfflineCopies,
  privateCopy,
  restoreOfflineCopies,
} from './offline-cache.ts';

const me = { id: 'user-1', name: 'Nusrat Jahan' };
const tours = { items: [{ id: 'tour-1', destination: 'Sajek Valley' }] };
const ticket = { code: 'VTMfrKoQT6mQN8Au3135G_Ra_kfV3m1P1PlyaI1Bi_Y' };
const adminList = { items: [{ id: 'pay-1' }] };

/** Waits for IndexedDB's writes, which the cache's listener starts without waiting. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

async function browse(client: QueryClient) {
  await client.fetchQuery({ queryKey: ['me'], queryFn: () => me });
  await client.fetchQuery({ queryKey: ['tours', { page: 1 }], queryFn: () => tours });
  await client.fetchQuery({ queryKey: ['me', 'ticket', 'pay-1'], queryFn: () => ticket });
  await client.fetchQuery({ queryKey: ['admin', 'payments'], queryFn: () => adminList });
  await settle();
}

afterEach(async () => {
  await forgetPrivateCopies();
  localStorage.clear();
});

describe('the offline copy', () => {
  it('puts back public reads for anyone, and a person’s own only when asked (offline)', async () => {
    const stop = keepOfflineCopies(new QueryClient());
    const first = new QueryClient();
    const stopFirst = keepOfflineCopies(first);
    await browse(first);
    stopFirst();
    stop();

    const online = new QueryClient();
    await restoreOfflineCopies(online, false);
    expect(online.getQueryData(['tours', { page: 1 }])).toEqual(tours);
    expect(online.getQueryData(['me', 'ticket', 'pay-1'])).toBeUndefined();

    const offline = new QueryClient();
    await restoreOfflineCopies(offline, true);
    expect(offline.getQueryData(['me', 'ticket', 'pay-1'])).toEqual(ticket);
    expect(offline.getQueryData(['me'])).toEqual(me);
    // An admin's lists are never written to the phone.
    expect(offline.getQueryData(['admin', 'payments'])).toBeUndefined();
  });

  it('keeps nobody’s private copies after sign-out, nor when someone else signs in', async () => {
    const client = new QueryClient();
    const stop = keepOfflineCopies(client);
    await browse(client);
    await privateCopy.write('check-in-list:tour-1', { attendees: [] });
    await forgetPrivateCopies();
    let restored = new QueryClient();
    await restoreOfflineCopies(restored, true);
    expect(restored.getQueryData(['me', 'ticket', 'pay-1'])).toBeUndefined();
    expect(restored.getQueryData(['tours', { page: 1 }])).toEqual(tours);
    expect(await privateCopy.read('check-in-list:tour-1')).toBeUndefined();

    await browse(client);
    client.setQueryData(['me'], { id: 'user-2', name: 'Arif Hasan' });
    await settle();
    restored = new QueryClient();
    await restoreOfflineCopies(restored, true);
    expect(restored.getQueryData(['me', 'ticket', 'pay-1'])).toBeUndefined();
    expect(restored.getQueryData(['me'])).toEqual({ id: 'user-2', name: 'Arif Hasan' });
    stop();
  });

  it('does not put back a copy older than a newer answer already on screen', async () => {
    const client = new QueryClient();
    const stop = keepOfflineCopies(client);
    await client.fetchQuery({ queryKey: ['tours', { page: 1 }], queryFn: () => tours });
    await settle();
    stop();
    const fresh = { items: [] };
    const later = new QueryClient();
    vi.useFakeTimers({ now: Date.now() + 60_000, toFake: ['Date'] });
    later.setQueryData(['tours', { page: 1 }], fresh);
    vi.useRealTimers();
    await restoreOfflineCopies(later, true);
    expect(later.getQueryData(['tours', { page: 1 }])).toBe(fresh);
  });
});
