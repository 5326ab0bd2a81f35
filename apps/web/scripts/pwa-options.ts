import type { VitePWAOptions } from 'vite-plugin-pwa';

const THIRTY_DAYS = 30 * 24 * 60 * 60;

/**
 * DPMS as an installed app (decision 0049): a manifest, and a service worker that Workbox writes
 * at build time. It keeps every file of the build it came with (so a page never mixes the chunks
 * of two versions), answers a page from the network and, with no network, with the app's shell;
 * the data a screen showed comes from the app's own offline copy (lib/offline-cache.ts), never
 * from the worker. A new version waits until the person chooses to reload (app/layout/app-notices.tsx).
 */
export const pwaOptions: Partial<VitePWAOptions> = {
  registerType: 'prompt',
  // Registered by the app itself once the first screen is drawn (app/service-worker.ts).
  injectRegister: false,
  // public/manifest.webmanifest, linked by the app once the first screen is drawn (decision 0049):
  // a link in index.html has Chromium fetch it, and its icon, while the first screen still loads.
  manifest: false,
  workbox: {
    // Every file of this build: code, styles, message catalogs, the shell, the icons.
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
    globIgnores: ['**/*.br', '**/*.gz', '.vite/**'],
    // The camera scanner's QR decoder is the largest chunk; it must open offline at the bus.
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    cleanupOutdatedCaches: true,
    // The first worker takes charge of the page that installed it, so the page's later chunks come
    // from its cache offline too. A new version still waits for the person (registerType prompt).
    clientsClaim: true,
    // A page is always asked of the server first (its language, its preloads); only when the
    // network fails does the worker answer with the shell it keeps.
    navigateFallback: null,
    runtimeCaching: [
      {
        // Workbox copies this function into the worker as text: it may use nothing from this file.
        // The server's own paths (the API, the gateway's sandbox, uploads, dev tools) are not pages.
        urlPattern: ({ request, url }) =>
          request.mode === 'navigate' && !/^\/(api|sandbox|uploads|dev)(\/|$)/.test(url.pathname),
        handler: 'NetworkOnly',
        options: { precacheFallback: { fallbackURL: '/index.html' } },
      },
      {
        // Event and club pictures (the build's and the uploaded ones): names never change.
        urlPattern: ({ url }) => /^\/(images|uploads)\//.test(url.pathname),
        handler: 'CacheFirst',
        options: {
          cacheName: 'dpms-images',
          expiration: { maxEntries: 120, maxAgeSeconds: THIRTY_DAYS },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  },
};
