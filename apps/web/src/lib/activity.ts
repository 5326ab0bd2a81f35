/**
 * When the person at the screen last did something (a key, a tap, a click, a scroll). Requests
 * made while nobody has for a minute are the page's own (a badge's poll): the API client marks
 * them, and the server does not count them as an admin's activity (issue 27). The admin's idle
 * sign-out reads the same clock.
 */
let lastActivityAt = Date.now();
const listeners = new Set<() => void>();
let watching = false;

const EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

function noteActivity() {
  lastActivityAt = Date.now();
  for (const listener of listeners) listener();
}

/** Starts listening to the person's input (once; passive, so scrolling is never held up). */
export function watchActivity(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  for (const name of EVENTS) window.addEventListener(name, noteActivity, { passive: true, capture: true });
}

/** Milliseconds since the person last did something. */
export function idleFor(now = Date.now()): number {
  return now - lastActivityAt;
}

/** Calls `listener` on each input (at most the events above); returns the way to stop. */
export function onActivity(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For a "Stay signed in" button and for tests: counts as the person's input now. */
export const markActive = noteActivity;

/** A request made after this long without input is the page's own, not the person's. */
export const BACKGROUND_AFTER_MS = 60_000;
