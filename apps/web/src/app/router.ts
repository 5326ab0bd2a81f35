import { hydrate } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import { drawnScreen } from '@/lib/drawn-screen.ts';
import { initialLocale } from '@/lib/i18n/locale-storage.ts';
import { queryClient } from '@/lib/query-client.ts';
import { createRoutes } from './routes.tsx';

// A screen the server drew (decision 0053): the cache and the routes start from what it was drawn
// with, so the first render matches the markup and hydrates it, and no loader asks again.
const drawn = drawnScreen(initialLocale());
if (drawn) hydrate(queryClient, drawn.queries);

export const router = createBrowserRouter(
  createRoutes(queryClient),
  drawn ? { hydrationData: drawn.router } : undefined,
);

/** Whether #root holds a screen drawn on the server for this browser's language, to hydrate. */
export const hydratesDrawnScreen = drawn !== undefined;
