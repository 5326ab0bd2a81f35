import { firstScreenReads } from '@dpms/shared/first-screen';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { meQueryOptions } from '@/features/auth/api/get-me.ts';
import { routePaths } from '@/lib/paths.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { sampleTour } from '@/test/factories/api.ts';
import { buildTourList } from '@/test/factories/catalog.ts';
import { buildAdmin, buildMe } from '@/test/factories/users.ts';
import { json, mockApi, pending } from '@/test/mock-api.ts';
import type { LoaderOptions } from './route-loaders.ts';
import { createRoutes } from './routes.tsx';

/** Whether the dashboard's query module has been imported (it is an admin screen's). */
const dashboardQueries = vi.hoisted(() => ({ imported: false }));
vi.mock('@/features/dashboard/api/get-dashboard.ts', async (importOriginal) => {
  dashboardQueries.imported = true;
  return importOriginal();
});

/** The route with this path, anywhere in the table. */
function findRoute(routes: RouteObject[], path: string): RouteObject {
  const search = (list: RouteObject[]): RouteObject | undefined => {
    for (const route of list) {
      if (route.path === path) return route;
      const found = route.children && search(route.children);
      if (found) return found;
    }
    return undefined;
  };
  const found = search(routes);
  if (!found) throw new Error(`no route ${path}`);
  return found;
}

/**
 * The routes, with one screen's code held back until the test releases it. A screen that comes
 * with the shell (decision 0031) is made lazy here, as every other screen is, so that what its
 * loader does before the screen exists can be seen.
 */
function routesWithHeldCode(path: string, options?: LoaderOptions) {
  const queryClient = createQueryClient();
  const routes = createRoutes(queryClient, options);
  const route = findRoute(routes, path);
  const { Component, ErrorBoundary } = route;
  const load =
    route.lazy ??
    (Component ? async () => ({ Component, ErrorBoundary: ErrorBoundary ?? undefined }) : undefined);
  if (typeof load !== 'function') throw new Error(`${path} has no screen`);
  route.Component = undefined;
  route.ErrorBoundary = undefined;
  let release: () => void = () => {};
  const code = new Promise<void>((resolve) => {
    release = resolve;
  });
  route.lazy = () => code.then(() => load());
  return { routes, release, queryClient };
}

// A screen's code compiles on first import, which takes seconds on a busy machine.
const slow = { timeout: 10_000 };

const requested = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}`);

describe('route loaders', () => {
  it("start a screen's data while its code is still downloading", async () => {
    const fetchMock = mockApi({
      'GET /api/session': () => json({ user: null }),
      'GET /api/stats': pending,
      'GET /api/announcements': pending,
      'GET /api/tours/42': () => json(sampleTour),
    });
    const { routes, release } = routesWithHeldCode(routePaths.tour);
    const router = createMemoryRouter(routes, { initialEntries: ['/'] });
    await vi.waitFor(() => expect(router.state.initialized).toBe(true), slow);

    void router.navigate('/tours/42');

    await vi.waitFor(() => expect(requested(fetchMock)).toContain('GET /api/tours/42'), slow);
    // The event is asked for while the screen's code has not arrived: nothing has rendered it.
    expect(router.state.navigation.state).toBe('loading');
    expect(router.state.location.pathname).toBe('/');

    release();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/tours/42'), slow);
    expect(requested(fetchMock).filter((call) => call === 'GET /api/tours/42')).toHaveLength(1);
  });

  it('ask for exactly what the server told the browser to fetch ahead for the page', async () => {
    for (const [page, search] of [
      [routePaths.home, ''],
      [routePaths.login, ''],
      [routePaths.tours, 'page=2'],
      [routePaths.clubs, ''],
    ] as const) {
      const fetchMock = mockApi({
        'GET /api/session': () => json({ user: null }),
        'GET /api/stats': pending,
        'GET /api/auth-options': pending,
        'GET /api/tours': pending,
        'GET /api/clubs': pending,
      });
      const reads = firstScreenReads(page, search);
      expect(reads, page).toHaveLength(1);
      createMemoryRouter(createRoutes(createQueryClient()), {
        initialEntries: [search ? `${page}?${search}` : page],
      });
      await vi.waitFor(() => expect(requested(fetchMock)).toContain(`GET ${reads[0]}`), slow);
    }
  });

  it('ask nothing a visitor would be refused: no 401 from a signed-in screen', async () => {
    const fetchMock = mockApi({ 'GET /api/session': () => json({ user: null }) });
    const { routes, queryClient } = routesWithHeldCode(routePaths.myPayments);
    createMemoryRouter(routes, { initialEntries: ['/my-payments'] });

    // The answer the loader waits for, then one turn of the event loop for what it does next.
    expect(await queryClient.ensureQueryData(meQueryOptions)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve));
    expect(requested(fetchMock)).toEqual(['GET /api/session']);
  });

  it("download an admin screen's query module only for an admin, after the role check", async () => {
    const fetchMock = mockApi({
      'GET /api/session': () => json({ user: buildMe() }),
      'GET /api/admin/dashboard': pending,
    });
    const student = routesWithHeldCode(routePaths.dashboard);
    createMemoryRouter(student.routes, { initialEntries: ['/dashboard'] });

    expect(await student.queryClient.ensureQueryData(meQueryOptions)).toMatchObject({ role: 'student' });
    // Time enough for an import started with the loader to have arrived.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(dashboardQueries.imported).toBe(false);
    expect(requested(fetchMock)).toEqual(['GET /api/session']);

    const adminFetch = mockApi({
      'GET /api/session': () => json({ user: buildAdmin() }),
      'GET /api/admin/dashboard': pending,
    });
    const admin = routesWithHeldCode(routePaths.dashboard);
    createMemoryRouter(admin.routes, { initialEntries: ['/dashboard'] });
    await vi.waitFor(() => expect(requested(adminFetch)).toContain('GET /api/admin/dashboard'), slow);
    expect(dashboardQueries.imported).toBe(true);
  });

  it("start a signed-in screen's data once the session is known", async () => {
    const fetchMock = mockApi({
      'GET /api/session': () => json({ user: buildMe() }),
      'GET /api/me/payments': pending,
    });
    const { routes } = routesWithHeldCode(routePaths.myPayments);
    createMemoryRouter(routes, { initialEntries: ['/my-payments?kind=club&page=2'] });

    await vi.waitFor(
      () => expect(requested(fetchMock)).toContain('GET /api/me/payments?kind=club&page=2'),
      slow,
    );
  });

  it("start a signed-in screen's data beside the session's where a session is known to be held", async () => {
    // The server drawing a signed-in person's own screen (decision 0054): the session is still
    // being read when the payments are asked for.
    const fetchMock = mockApi({ 'GET /api/session': pending, 'GET /api/me/payments': pending });
    const held = routesWithHeldCode(routePaths.myPayments, { sessionHeld: true });
    createMemoryRouter(held.routes, { initialEntries: ['/my-payments'] });
    await vi.waitFor(
      () =>
        expect(requested(fetchMock)).toEqual(['GET /api/session', 'GET /api/me/payments?kind=tour&page=1']),
      slow,
    );
    // Nor for an admin screen, whose role must be known first.
    const admin = mockApi({ 'GET /api/session': pending, 'GET /api/admin/dashboard': pending });
    const dashboard = routesWithHeldCode(routePaths.dashboard, { sessionHeld: true });
    createMemoryRouter(dashboard.routes, { initialEntries: ['/dashboard'] });
    await vi.waitFor(() => expect(requested(admin)).toEqual(['GET /api/session']), slow);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(requested(admin)).toEqual(['GET /api/session']);
  });

  it("start an admin list's data with the filters in its address", async () => {
    const fetchMock = mockApi({
      'GET /api/session': () => json({ user: buildAdmin() }),
      'GET /api/admin/payments': pending,
      'GET /api/admin/audit': pending,
    });
    const history = routesWithHeldCode(routePaths.transactionHistory);
    createMemoryRouter(history.routes, { initialEntries: ['/transaction-history?status=held&q=DPMS-E1'] });
    const audit = routesWithHeldCode(routePaths.auditTrail);
    createMemoryRouter(audit.routes, {
      initialEntries: ['/audit-trail?actor=system&kind=payment&before=120'],
    });

    await vi.waitFor(() => {
      // An event's tran_id opens Events; "held" is the on_hold status.
      expect(requested(fetchMock)).toContain('GET /api/admin/payments?kind=tour&q=DPMS-E1&status=on_hold');
      expect(requested(fetchMock)).toContain('GET /api/admin/audit?actor=system&kind=payment&before=120');
    }, slow);
  });

  it('leave a change of the search parameters to the screen: nothing to wait for', async () => {
    mockApi({ 'GET /api/tours': () => json(buildTourList([sampleTour])) });
    const router = createMemoryRouter(createRoutes(createQueryClient()), { initialEntries: ['/tours'] });
    await vi.waitFor(() => expect(router.state.initialized).toBe(true), slow);

    void router.navigate('/tours?page=2');
    // The tab or page the address selects changes with the click, as without loaders.
    expect(router.state.location.search).toBe('?page=2');
  });
});
