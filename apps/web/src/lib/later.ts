/**
 * When to ask for code a screen does not need for its first paint (decision 0031): the heading,
 * the layout and the image that are the screen's largest paint get the phone's connection and
 * processor first, and what is below them or waits for a tap follows.
 */

/** Resolves once the browser has painted the next frame (at once where nothing paints, as in tests). */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') {
      setTimeout(resolve, 0);
      return;
    }
    // The frame's callbacks run before it is painted; a task queued from one runs after.
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}

/** Resolves once the page and its images have loaded (the window's load event), or at once if they have. */
export function afterPageLoad(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => {
    window.addEventListener('load', () => resolve(), { once: true });
  });
}

/**
 * Resolves once the first screen is drawn: after the load event (which, as the route draws once
 * its data has come, can fire before the screen exists), once the page's largest paint is an
 * image, then the frame after it. A screen whose largest paint stays text waits `timeoutMs` after
 * the load event. Where the browser reports no largest paint (tests, older browsers), the load
 * event is enough. For code nothing on the first screen needs: the Home sliders, the toasts.
 */
export function afterFirstScreen(timeoutMs = 2000): Promise<void> {
  return afterPageLoad().then(
    () =>
      new Promise<void>((resolve) => {
        if (!reportsLargestPaint()) {
          resolve();
          return;
        }
        let done = false;
        const finish = () => {
          if (done) return;
          done = true;
          observer.disconnect();
          clearTimeout(timer);
          void afterNextPaint().then(resolve);
        };
        // An image's entry names its URL; a text's does not.
        const observer = new PerformanceObserver((list) => {
          if (list.getEntries().some((entry) => (entry as PerformanceEntry & { url?: string }).url)) finish();
        });
        const timer = setTimeout(finish, timeoutMs);
        observer.observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

/** Whether this browser reports the page's largest paint (Chromium does; jsdom and Safari do not). */
export function reportsLargestPaint(): boolean {
  return (
    typeof PerformanceObserver === 'function' &&
    PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint') === true
  );
}
