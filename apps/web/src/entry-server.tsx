import type { Locale } from '@dpms/shared/locale';
import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { createRoutes } from './app/routes.tsx';
import { meQueryKey } from './features/auth/api/get-me.ts';
import { answerRequestsWith } from './lib/api-client.ts';
import type { DrawnScreenData } from './lib/drawn-screen.ts';
import { activateLocale } from './lib/i18n/i18n.ts';
import { createQueryClient } from './lib/query-client.ts';

export { answerRequestsWith };

/** A visitor's first screen, drawn on the server (decision 0053). */
export interface DrawnScreen {
  /** The markup that goes inside #root. */
  html: string;
  /** What the browser's first render starts from (lib/drawn-screen.ts reads it back). */
  data: DrawnScreenData;
}

/**
 * Draws a public screen at `url` for a visitor, in `locale`, with the same routes, loaders and
 * screens as the browser. The loaders ask the API through `answerRequestsWith` (the server's own
 * request pipeline); the screen is drawn once every query they started has settled. Undefined
 * when the address is not a screen to draw (a redirect, an error, a failed read): the browser
 * then draws it itself, as it does every signed-in screen.
 */
export async function drawScreen(url: URL, locale: Locale): Promise<DrawnScreen | undefined> {
  const queryClient = createQueryClient();
  try {
    await activateLocale(locale);
    // A visitor: nobody is signed in (the page says so too, and the browser starts from it).
    queryClient.setQueryData(meQueryKey, null);
    const { query, dataRoutes } = createStaticHandler(createRoutes(queryClient));
    const context = await query(new Request(url));
    if (context instanceof Response || context.errors) return undefined;
    while (queryClient.isFetching() > 0) await new Promise((resolve) => setTimeout(resolve, 2));
    // A read that failed is the browser's to show and to try again.
    if (
      queryClient
        .getQueryCache()
        .getAll()
        .some((q) => q.state.status !== 'success')
    )
      return undefined;
    const router = createStaticRouter(dataRoutes, context);
    // What loads after the first screen (Home's sliders, the other cards' images) is drawn as its
    // place (useFirstScreenDrawn), so nothing suspends and no script goes into the page.
    const html = renderToString(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </StrictMode>,
    );
    return {
      html,
      data: {
        locale,
        queries: dehydrate(queryClient),
        router: { loaderData: context.loaderData, actionData: context.actionData },
      },
    };
  } finally {
    // Nothing of one visitor's page outlives it (the client's timers included).
    queryClient.clear();
  }
}
