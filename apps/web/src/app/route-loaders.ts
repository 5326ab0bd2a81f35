import type { Me } from '@dpms/shared/schemas';
import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, RouteObject, ShouldRevalidateFunction } from 'react-router';
import { announcementQueryOptions } from '@/features/announcements/api/get-announcement.ts';
import { authOptionsQueryOptions } from '@/features/auth/api/get-auth-options.ts';
import { meQueryOptions } from '@/features/auth/api/get-me.ts';
import { checkoutClubQueryOptions } from '@/features/checkout/api/get-checkout-club.ts';
import { checkoutTourQueryOptions } from '@/features/checkout/api/get-checkout-tour.ts';
import { paymentStatusQueryOptions } from '@/features/checkout/api/get-payment-status.ts';
import { clubQueryOptions } from '@/features/clubs/api/get-club.ts';
import { clubsQueryOptions } from '@/features/clubs/api/get-clubs.ts';
import { statsQueryOptions } from '@/features/home/api/get-stats.ts';
import { myPaymentsQueryOptions } from '@/features/payments/my-payments/api/get-my-payments.ts';
import { myPlansQueryOptions } from '@/features/payments/my-payments/api/get-my-plans.ts';
import { sessionsQueryOptions } from '@/features/profile/api/sessions.ts';
import { tourQueryOptions } from '@/features/tours/api/get-tour.ts';
import { toursQueryOptions } from '@/features/tours/api/get-tours.ts';
import { kindParam, pageParam } from '@/lib/list-params.ts';

// biome-ignore lint/suspicious/noExplicitAny: each screen's queries have their own data and key types.
type AnyQueryOptions = FetchQueryOptions<any, any, any, any>;
/** The queries a screen shows, from its address. */
type ScreenQueries = (args: LoaderFunctionArgs) => AnyQueryOptions[] | Promise<AnyQueryOptions[]>;
/** Who the server answers for a screen's data; anyone else must not ask (it would be a 401 or 403). */
type Audience = 'anyone' | 'signed-in' | 'admin';

const searchOf = (request: Request) => new URL(request.url).searchParams;
const idOf = ({ params }: LoaderFunctionArgs) => params.id ?? '';

/** RequireAdmin's rule: an admin who has set up two-factor sign-in. */
const isAdmin = (me: Me) => me.role === 'admin' && me.twoFactorEnabled !== false;

/**
 * Starts a screen's queries, after checking the viewer where the screen is not public (or beside
 * that, for a viewer known to hold a session: `LoaderOptions`): from the
 * cache, or from the one GET /api/session the app makes anyway (a visitor's null is not an error).
 * The queries are asked for only then, so a student at an admin address does not download the
 * admin screen's query module either.
 */
async function startQueries(
  queryClient: QueryClient,
  audience: Audience,
  queries: () => AnyQueryOptions[] | Promise<AnyQueryOptions[]>,
  { sessionHeld = false }: LoaderOptions,
) {
  // Data already cached is used as it is; a failure is the screen's to show, from the same query.
  const start = async () =>
    Promise.all((await queries()).map((options) => queryClient.ensureQueryData(options).catch(() => {})));
  if (audience === 'signed-in' && sessionHeld) {
    await Promise.all([queryClient.ensureQueryData(meQueryOptions).catch(() => null), start()]);
    return;
  }
  if (audience !== 'anyone') {
    const me = await queryClient.ensureQueryData(meQueryOptions).catch(() => null);
    if (!me || (audience === 'admin' && !isAdmin(me))) return;
  }
  await start();
}

/** What the loaders know of where they run. */
export interface LoaderOptions {
  /**
   * The viewer holds a session cookie (the server drawing a signed-in person's own screen, decision
   * 0054): a signed-in screen's reads start beside the session's rather than after it, as the
   * page's preloads start them in a browser. A session that has ended makes them fail, and such a
   * screen is not drawn.
   */
  sessionHeld?: boolean;
}

/** The public data of the screen the app opened on: set by the first loader that runs. */
let openingData: Promise<void> | undefined;

/**
 * Resolves once the screen the app opens on has its public data, or after `timeoutMs`, whichever
 * is first; at once for a screen with none, or one that needs a session (it waits for GET
 * /api/session first, so it is drawn with its own spinner). main.tsx waits for it before drawing
 * anything: the page's answer has the browser fetch that data beside the app's code
 * (firstScreenReads in @dpms/shared), so it is usually here before the code has run, and the
 * first frame then shows the list with its first image (preloaded too) rather than a skeleton
 * that the list replaces a moment later (decision 0033).
 */
export function openingScreenData(timeoutMs: number): Promise<void> {
  if (!openingData) return Promise.resolve();
  return Promise.race([openingData, new Promise<void>((resolve) => setTimeout(resolve, timeoutMs))]);
}

/**
 * A loader runs when its screen is entered, not when only the search parameters change (a tab,
 * a page, ?edit=1): the screen is already there and its queries follow the address. A loader to
 * wait for would also make such a navigation asynchronous, so the address, and the tab or page
 * it selects, would lag a moment behind the click or key press.
 */
const onEnteringOnly: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;

/**
 * The route loaders (docs/decisions/0014): each starts its screen's queries and returns at once,
 * so the data downloads beside the screen's code and the screen, reading the same queries,
 * keeps its own spinner and error state. Nothing waits for the data. Each entry is spread into
 * its route.
 */
export function createRouteLoaders(queryClient: QueryClient, options: LoaderOptions = {}) {
  const prefetch = (
    audience: Audience,
    queries: ScreenQueries,
  ): Pick<RouteObject, 'loader' | 'shouldRevalidate'> => ({
    loader: (args) => {
      const settled = startQueries(queryClient, audience, () => queries(args), options);
      openingData ??= audience === 'anyone' ? settled : Promise.resolve();
      return null;
    },
    shouldRevalidate: onEnteringOnly,
  });

  return {
    // Only the counts: the announcements belong to the slider, which loads after the first paint.
    home: prefetch('anyone', () => [statsQueryOptions]),
    login: prefetch('anyone', () => [authOptionsQueryOptions]),
    tours: prefetch('anyone', ({ request }) => [toursQueryOptions(pageParam(searchOf(request)))]),
    tour: prefetch('anyone', (args) => [tourQueryOptions(idOf(args))]),
    clubs: prefetch('anyone', () => [clubsQueryOptions]),
    club: prefetch('anyone', (args) => [clubQueryOptions(idOf(args))]),
    announcement: prefetch('anyone', (args) => [announcementQueryOptions(idOf(args))]),
    // The result pages ask about the payment only for a signed-in viewer (it is theirs).
    paymentResult: prefetch('signed-in', ({ params }) => [paymentStatusQueryOptions(params.tranId ?? '')]),
    // The next part of an event paid in parts is read from the student's plans.
    tourCheckout: prefetch('signed-in', (args) =>
      searchOf(args.request).get('part') === 'next'
        ? [checkoutTourQueryOptions(idOf(args)), myPlansQueryOptions()]
        : [checkoutTourQueryOptions(idOf(args))],
    ),
    clubCheckout: prefetch('signed-in', (args) => [checkoutClubQueryOptions(idOf(args))]),
    myPayments: prefetch('signed-in', ({ request }) => {
      const search = searchOf(request);
      return [myPaymentsQueryOptions(kindParam(search, 'tour'), pageParam(search))];
    }),
    myProfile: prefetch('signed-in', () => [sessionsQueryOptions]),
    // An admin screen's queries come with the screen's code (imports shared with the screen, so
    // fetched once): admin schemas and helpers stay out of every student's first load.
    students: prefetch('admin', async ({ request }) => {
      const [tabs, users, ids] = await Promise.all([
        import('@/features/users/user-tabs.ts'),
        import('@/features/users/api/get-users.ts'),
        import('@/features/student-ids/api/get-student-ids.ts'),
      ]);
      const { tab, page } = tabs.userTabParams(searchOf(request));
      // The allow-list opens on its first page, unsearched.
      return [
        tab === 'student-ids'
          ? ids.studentIdsQueryOptions(1, '')
          : users.usersQueryOptions(tabs.ROLE_OF_TAB[tab], page),
      ];
    }),
    transactionHistory: prefetch('admin', async ({ request }) => {
      const [groups, filters] = await Promise.all([
        import('@/features/payments/admin/api/get-payment-groups.ts'),
        import('@/features/payments/admin/history-filters.ts'),
      ]);
      const search = searchOf(request);
      return [
        groups.paymentGroupsQueryOptions(
          filters.historyKindParam(search),
          filters.historyFiltersParam(search),
        ),
      ];
    }),
    auditTrail: prefetch('admin', async ({ request }) => {
      const [audit, filters] = await Promise.all([
        import('@/features/audit/api/get-audit.ts'),
        import('@/features/audit/audit-filters.ts'),
      ]);
      return [audit.auditQueryOptions(filters.auditQueryParam(searchOf(request)))];
    }),
    settlement: prefetch('admin', async ({ request }) => {
      const [settlement, days] = await Promise.all([
        import('@/features/settlement/api/get-settlement.ts'),
        import('@/lib/dhaka-day.ts'),
      ]);
      return [settlement.settlementQueryOptions(days.dayParam(searchOf(request)))];
    }),
    dashboard: prefetch('admin', async () => [
      (await import('@/features/dashboard/api/get-dashboard.ts')).dashboardQueryOptions,
    ]),
    // The codes; the events and clubs its forms offer come with the screen, below them.
    discounts: prefetch('admin', async () => [
      (await import('@/features/discounts/api/get-discount-codes.ts')).discountCodesQueryOptions,
    ]),
    onHold: prefetch('admin', async ({ request }) => {
      const queue = await import('@/features/payments/admin/api/get-waiting-payments.ts');
      return [queue.waitingPaymentsQueryOptions(queue.waitingReasonParam(searchOf(request)))];
    }),
  };
}
