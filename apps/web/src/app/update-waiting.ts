import { useSyncExternalStore } from 'react';

/**
 * Whether a new version of DPMS is waiting (app/service-worker.ts tells): the notice above every
 * screen offers to reload into it. Kept apart from the worker's registration, which loads only
 * once the first screen is drawn.
 */
let reloadIntoUpdate: (() => Promise<void>) | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Reloads into the new version, when one is waiting; undefined otherwise. */
export function useWaitingUpdate(): (() => Promise<void>) | undefined {
  return useSyncExternalStore(
    subscribe,
    () => reloadIntoUpdate,
    () => undefined,
  );
}

/** A new version is waiting: offer to reload into it. */
export function announceWaitingUpdate(reload: () => Promise<void>): void {
  reloadIntoUpdate = reload;
  for (const listener of listeners) listener();
}
