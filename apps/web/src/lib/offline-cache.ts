import { dehydrate, hydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { clear, createStore, delMany, entries, get, set, type UseStore } from 'idb-keyval';
import { isOnline } from './online.ts';

/**
 * The offline copy of what DPMS showed (decision 0049): the answers of the reads a person may want
 * with no network (the public lists, their own payments and tickets) are kept in IndexedDB as
 * TanStack Query dehydrates them, and put back into the query cache when the app starts offline
 * or the network goes. Each answer is kept by itself, when it arrives, so one a screen no longer
 * watches is not lost. A person's own answers (under ['me', …]) and other private copies (an
 * organiser's check-in list) are wiped when they sign out, or when someone else signs in. Loaded
 * after the first screen's code (main.tsx), as nothing on a first visit waits for it.
 */

type KeptQuery = ReturnType<typeof dehydrate>['queries'][number];

/** The reads every visitor sees, kept for anyone. */
const PUBLIC_ROOTS = new Set(['tours', 'clubs', 'announcements', 'stats']);
const isPrivateKey = (key: readonly unknown[]) => key[0] === 'me';
const keeps = (key: readonly unknown[]) => isPrivateKey(key) || PUBLIC_ROOTS.has(String(key[0]));
/** Older copies are not worth showing. */
const MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;
/** Whose private copies these are: a user id, or none. */
const OWNER_KEY = 'dpms-offline-owner';

let queriesStore: UseStore | undefined;
let privateStore: UseStore | undefined;
const queries = () => (queriesStore ??= createStore('dpms-offline', 'queries'));
const privateCopies = () => (privateStore ??= createStore('dpms-offline-private', 'copies'));

const hasIndexedDb = () => typeof indexedDB !== 'undefined';

/**
 * The copy's writes, one after another in the order they were asked for: a sign-in's wipe of the
 * last person's copies must not land after the new person's first answer was kept.
 */
let writes: Promise<unknown> = Promise.resolve();
function inTurn<T>(write: () => Promise<T>): Promise<T> {
  const next = writes.then(write, write);
  writes = next.catch(() => {});
  return next;
}

async function keep(client: QueryClient, query: Query) {
  const [kept] = dehydrate(client, { shouldDehydrateQuery: (candidate) => candidate === query }).queries;
  if (kept) await set(query.queryHash, kept, queries());
}

/** Puts the kept answers back: the public ones, and the private ones too when asked. */
export async function restoreOfflineCopies(client: QueryClient, withPrivate: boolean): Promise<void> {
  if (!hasIndexedDb()) return;
  const now = Date.now();
  const kept = (await entries<string, KeptQuery>(queries()))
    .map(([, query]) => query)
    .filter((query) => now - query.state.dataUpdatedAt < MAX_AGE_MS)
    .filter((query) => withPrivate || !isPrivateKey(query.queryKey));
  // hydrate keeps an answer already in the cache when it is newer than the kept one.
  if (kept.length > 0) hydrate(client, { queries: kept, mutations: [] });
}

/**
 * Starts keeping answers for offline use, and puts the kept ones back: the public ones at once,
 * a person's own when the app starts with no network or the network goes (online, the server's
 * answer decides who is signed in).
 */
export function keepOfflineCopies(client: QueryClient): () => void {
  if (!hasIndexedDb()) return () => {};
  void restoreOfflineCopies(client, !isOnline()).catch(() => {});
  const restoreAll = () => void restoreOfflineCopies(client, true).catch(() => {});
  window.addEventListener('offline', restoreAll);
  const answered = (query: Query) => {
    if (!keeps(query.queryKey)) return;
    if (query.queryKey.length === 1 && query.queryKey[0] === 'me') {
      const owner = (query.state.data as { id?: string } | null)?.id ?? null;
      void inTurn(() => ownerIs(owner)).catch(() => {});
    }
    void inTurn(() => keep(client, query)).catch(() => {});
  };
  // The answers that came before this module did (the session, the first screen's data), then each new one.
  for (const query of client.getQueryCache().getAll()) {
    if (query.state.status === 'success' && query.state.dataUpdatedAt > 0) answered(query);
  }
  const stop = client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success') answered(event.query);
  });
  return () => {
    stop();
    window.removeEventListener('offline', restoreAll);
  };
}

/** The signed-in person changed (or signed out): nobody else's private copies stay. */
async function ownerIs(userId: string | null) {
  const previous = localStorage.getItem(OWNER_KEY);
  if (previous === (userId ?? '')) return;
  if (previous !== null) await wipePrivate();
  localStorage.setItem(OWNER_KEY, userId ?? '');
}

/** Wipes every private copy: the person's own answers and other private copies (check-in lists). */
export function forgetPrivateCopies(): Promise<void> {
  return hasIndexedDb() ? inTurn(wipePrivate) : Promise.resolve();
}

async function wipePrivate() {
  const privateKeys = (await entries<string, KeptQuery>(queries()))
    .filter(([, query]) => isPrivateKey(query.queryKey))
    .map(([hash]) => hash);
  await delMany(privateKeys, queries());
  await clear(privateCopies());
  localStorage.removeItem(OWNER_KEY);
}

/** A private copy kept for offline use, wiped at sign-out (forgetPrivateCopies). */
export const privateCopy = {
  read: <T>(key: string) => (hasIndexedDb() ? get<T>(key, privateCopies()) : Promise.resolve(undefined)),
  write: (key: string, value: unknown) =>
    hasIndexedDb() ? set(key, value, privateCopies()) : Promise.resolve(),
};
