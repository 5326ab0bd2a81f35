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
