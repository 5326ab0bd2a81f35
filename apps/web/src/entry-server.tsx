import type { Locale } from '@dpms/shared/locale';
import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { createRoutes } from './app/routes.tsx';
import { meQueryKey } from './features/auth/api/get-me.ts';
import { answerRequestsWith as sendRequestsTo } from './lib/api-client.ts';
import type { DrawnScreenData } from './lib/drawn-screen.ts';
import { activateLocale } from './lib/i18n/i18n.ts';
import { createQueryClient } from './lib/query-client.ts';

/** The headers of the person the screen being drawn is for (their session cookie), or none. */
let viewerHeaders: Record<string, string> = {};

/**
 * Where the screens' API requests go: the server's own request pipeline. A screen drawn for a
 * signed-in person sends their cookie with each; draws run one at a time (drawn-screens.ts on the
 * server), so one person's cookie never goes with another's draw.
 */
export function answerRequestsWith(fetcher: typeof fetch): void {
  sendRequestsTo((input, init) =>
    fetcher(input, { ...init, headers: { ...(init?.headers as Record<string, string>), ...viewerHeaders } }),
  );
}

/** Who a screen is drawn for: a visitor, or the signed-in person whose session cookie this is. */
export type Viewer = { cookie: string } | undefined;

/** A visitor's first screen, drawn on the server (decision 0053). */
export interface DrawnScreen {
  /** The markup that goes inside #root. */
  html: string;
  /** What the browser's first render starts from (lib/drawn-screen.ts reads it back). */
  data: DrawnScreenData;
}

/**
 * Draws the screen at `url` in `locale`, with the same routes, loaders and screens as the
 * browser: a public screen for a visitor, or a signed-in person's own (My Payments) for the
 * `viewer` whose session cookie is given. The loaders ask the API through `answerRequestsWith`
 * (the server's own request pipeline); the screen is drawn once every query they started has
 * settled. Undefined when the address is not a screen to draw (a redirect, an error, a failed
 * read, a session that is no longer valid): the browser then draws it itself.
 */
export async function drawScreen(
  url: URL,
  locale: Locale,
  viewer?: Viewer,
): Promise<DrawnScreen | undefined> {
  const queryClient = createQueryClient();
  // A read that fails is the browser's to try again, not the server's to wait for.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  viewerHeaders = viewer ? { cookie: viewer.cookie } : {};
  try {
    await activateLocale(locale);
    // A visitor: nobody is signed in (the page says so too, and the browser starts from it).
    // For a viewer, the loaders ask the session as the browser would.
    if (!viewer) queryClient.setQueryData(meQueryKey, null);
    const { query, dataRoutes } = createStaticHandler(
      createRoutes(queryClient, { sessionHeld: viewer !== undefined }),
    );
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
    // A cookie whose session has ended: the browser sends the person to sign in.
    if (viewer && !queryClient.getQueryData(meQueryKey)) return undefined;
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
    // Nothing of one person's page outlives it (the client's timers included).
    viewerHeaders = {};
    queryClient.clear();
  }
}
