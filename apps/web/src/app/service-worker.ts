import { announceWaitingUpdate } from './update-waiting.ts';

/**
 * The service worker (decision 0049), registered by main.tsx once the first screen is drawn:
 * nothing on the first visit waits for it, and its files download after the screen's own. A new
 * version of DPMS waits until the person chooses to reload (<AppNotices />): the page they have
 * keeps running on its own version's files, which the worker keeps until then.
 */
export async function registerServiceWorker(): Promise<void> {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  linkManifest();
  try {
    const { registerSW } = await import('virtual:pwa-register');
    const update = registerSW({ onNeedRefresh: () => announceWaitingUpdate(() => update(true)) });
  } catch {
    // No worker (a private window that refuses one): DPMS works as a plain web page.
  }
}

/**
 * The web app manifest, linked once the first screen is drawn: with the link in index.html the
 * browser fetches it and its icon beside the first screen's code (decision 0049).
 */
function linkManifest() {
  if (document.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = '/manifest.webmanifest';
  document.head.append(link);
}
