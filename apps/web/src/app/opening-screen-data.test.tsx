import { createMemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client.ts';
import { buildTourList } from '@/test/factories/catalog.ts';
import { heldAnswer, json, mockApi, pending } from '@/test/mock-api.ts';

/**
 * The screen the app opens on is remembered by the first loader that runs, once per page load:
 * each test loads the route table afresh, as a new page does.
 */
async function openOn(path: string) {
  vi.resetModules();
  const [{ createRoutes }, { openingScreenData }] = await Promise.all([
    import('./routes.tsx'),
    import('./route-loaders.ts'),
  ]);
  const router = createMemoryRouter(createRoutes(createQueryClient()), { initialEntries: [path] });
  await vi.waitFor(() => expect(router.state.initialized).toBe(true), { timeout: 10_000 });
  return openingScreenData;
}

/** Whether `promise` has settled after the pending tasks have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 20));
  return done;
}

describe('the opening screen data main.tsx waits for before drawing', () => {
  beforeEach(() => {
    vi.useRealTimers();
  });

  it("waits for a public screen's data, so its first frame shows the list", async () => {
    const tours = heldAnswer(() => json(buildTourList([])));
    mockApi({ 'GET /api/session': () => json({ user: null }), 'GET /api/tours': tours.handler });
    const openingScreenData = await openOn('/tours');
    const waiting = openingScreenData(10_000);
    expect(await settled(waiting)).toBe(false);
    tours.release();
    await expect(waiting).resolves.toBeUndefined();
  });

  it('waits a moment at most when the data is slow', async () => {
    mockApi({ 'GET /api/session': () => json({ user: null }), 'GET /api/clubs': pending });
    const openingScreenData = await openOn('/clubs');
    expect(await settled(openingScreenData(5))).toBe(true);
  });

  it('does not wait on a screen that needs a session: it shows its own spinner', async () => {
    mockApi({ 'GET /api/session': pending });
    const openingScreenData = await openOn('/my-payments');
    expect(await settled(openingScreenData(10_000))).toBe(true);
  });
});
