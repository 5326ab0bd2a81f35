import './lib/zod-jitless.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers.tsx';
import { openingScreenData } from './app/route-loaders.ts';
import { hydratesDrawnScreen, router } from './app/router.ts';
import { watchActivity } from './lib/activity.ts';
import { whenFirstScreenDrawn } from './lib/first-screen-drawn.ts';
import { activateLocale } from './lib/i18n/i18n.ts';
import { initialLocale } from './lib/i18n/locale-storage.ts';
import { isOnline } from './lib/online.ts';
import { queryClient } from './lib/query-client.ts';
import './index.css';

watchActivity();
// What the screens showed is kept for offline use, and put back when there is no network: at
// once when the app starts offline, else once the first screen is drawn (its code and data first).
void (isOnline() ? whenFirstScreenDrawn() : Promise.resolve())
  .then(() => import('./lib/offline-cache.ts'))
  .then(({ keepOfflineCopies }) => keepOfflineCopies(queryClient));
// The installed app's worker and manifest, once the first screen is drawn (decision 0049).
void whenFirstScreenDrawn()
  .then(() => import('./app/service-worker.ts'))
  .then(({ registerServiceWorker }) => registerServiceWorker());
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The router (imported above) is already fetching the first screen while its language loads;
// the first frame waits a moment for that screen's public data, so it shows the screen whole
// (openingScreenData). A promise, not a top-level await: an awaiting entry makes the bundler
// split every module it shares with the screens into chunks of their own (decision 0018).
const OPENING_DATA_WAIT_MS = 600;
void activateLocale(initialLocale())
  .then(() => openingScreenData(OPENING_DATA_WAIT_MS))
  .then(() => {
    const app = (
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>
    );
    // The first render as a transition: React works in slices of a few milliseconds and yields
    // between them, so a phone's main thread is never held for one long task. A screen the server
    // drew is there already: React takes it over (hydrates it) instead of drawing it again
    // (decision 0053).
    startTransition(() => {
      if (hydratesDrawnScreen) hydrateRoot(root, app);
      else createRoot(root).render(app);
    });
  });
