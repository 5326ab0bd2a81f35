import { useSyncExternalStore } from 'react';
import { afterFirstScreen, reportsLargestPaint } from './later.ts';

/**
 * Whether the screen the app opened on has been drawn, its largest image included (afterFirstScreen
 * in later.ts), watched once per page load for everything that waits for it: a list's other
 * images (UploadedImage), the Home sliders and the toasts. Until then the first card's image, the
 * page's largest paint on a phone, gets the connection to itself. True from the start where the
 * page has already loaded and the browser reports no largest paint (tests).
 */
let drawn = typeof document === 'undefined' || (document.readyState === 'complete' && !reportsLargestPaint());
const listeners = new Set<() => void>();

const firstScreen: Promise<void> = drawn
  ? Promise.resolve()
  : afterFirstScreen().then(() => {
      drawn = true;
      for (const listener of listeners) listener();
    });

/** Resolves once the first screen has been drawn (at once if it has). */
export function whenFirstScreenDrawn(): Promise<void> {
  return firstScreen;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Whether the first screen has been drawn, for a component that waits for it. A screen drawn on
 * the server (decision 0053) is drawn as before it: what waits is left for the browser, which
 * starts its hydration from the same answer.
 */
export function useFirstScreenDrawn(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => drawn,
    () => false,
  );
}
