import { useSyncExternalStore } from 'react';
import { afterFirstScreen, reportsLargestPaint } from './later.ts';

/**
 * Whether the screen the app opened on has been drawn, its largest image included (afterFirstScreen
 * in later.ts). Until then a list's other images wait (UploadedImage): the first card's image,
 * the page's largest paint on a phone, gets the connection to itself. True from the start where
 * the page has already loaded and the browser reports no largest paint (tests).
 */
let drawn = typeof document === 'undefined' || (document.readyState === 'complete' && !reportsLargestPaint());
const listeners = new Set<() => void>();

if (!drawn) {
  void afterFirstScreen().then(() => {
    drawn = true;
    for (const listener of listeners) listener();
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useFirstScreenDrawn(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => drawn,
    () => true,
  );
}
