import { DRAWN_SCREEN_ID } from '@dpms/shared/first-screen';
import type { Locale } from '@dpms/shared/locale';
import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/** What the server drew a visitor's first screen from: the browser's first render starts the same. */
export interface DrawnScreenData {
  locale: Locale;
  /** The query cache (TanStack Query's dehydrate). */
  queries: DehydratedState;
  /** The routes' loader answers (React Router's hydration data). */
  router: Pick<HydrationState, 'loaderData' | 'actionData'>;
}

let read = false;
let drawn: DrawnScreenData | undefined;

/**
 * The screen the server drew into #root, if it drew one: read once, from a JSON block (data, not
 * a script, so the page's Content-Security-Policy holds). The browser hydrates that markup only
 * where it would draw the same: a page drawn in another language than the one this browser
 * chose is drawn again from the start.
 */
export function drawnScreen(locale: Locale): DrawnScreenData | undefined {
  if (!read) {
    read = true;
    const block = typeof document === 'undefined' ? null : document.getElementById(DRAWN_SCREEN_ID);
    try {
      drawn = block?.textContent ? (JSON.parse(block.textContent) as DrawnScreenData) : undefined;
    } catch {
      drawn = undefined;
    }
    block?.remove();
  }
  return drawn?.locale === locale ? drawn : undefined;
}
