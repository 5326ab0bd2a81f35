import { eq } from 'drizzle-orm';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTour, signedInAs, tourInput } from '../../test/factories/index.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { buildApp } from '../app.ts';
import { payment, tour, waitingListEntry } from '../db/schema/index.ts';
import { SHARED_CACHE_SECONDS } from './public-cache.ts';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signedInAs>>;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await signedInAs(ctx.app, 'admin');
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

describe('public reads from memory', () => {
  it('carry a strong ETag and answer a matching If-None-Match with an empty 304', async () => {
    const t = await createTour(ctx.app, { destination: 'Ratargul' });
    const first = await get(`/api/tours/${t.id}`);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    const again = await get(`/api/tours/${t.id}`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    const other = await get(`/api/tours/${t.id}`, { 'if-none-match': '"something-else"' });
    expect(other.statusCode).toBe(200);
    expect(other.json().destination).toBe('Ratargul');
  });

  it("let a shared cache keep a visitor's copy for a few seconds, and no one keep a signed-in reader's", async () => {
    const t = await createTour(ctx.app, { destination: 'Bandarban' });
    for (const url of [`/api/tours/${t.id}`, '/api/clubs', '/api/stats']) {
      const visitor = await get(url);
      expect(visitor.headers['cache-control']).toBe(`public, max-age=0, s-maxage=${SHARED_CACHE_SECONDS}`);
      expect(visitor.headers.vary).toMatch(/cookie/i);
      const kept = await get(url); // answered from memory: the same promise
      expect(kept.headers['cache-control']).toBe(visitor.headers['cache-control']);
      const student = await get(url, { cookie: admin.cookie });
      expect(student.statusCode).toBe(200);
      expect(student.headers['cache-control']).toBe('private, no-cache');
      expect(student.headers.vary).toMatch(/cookie/i);
    }
  });

  it('are fresh right after a write through the API', async () => {
    const t = await createTour(ctx.app, { destination: 'Sajek' });
    expect((await get('/api/tours?page=1')).json().items.map((i: { id: string }) => i.id)).toContain(t.id);
    expect((await get(`/api/tours/${t.id}`)).json().destination).toBe('Sajek');
    const patched = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/tours/${t.id}`,
      headers: { cookie: admin.cookie },
      payload: { destination: 'Sajek Valley' },
    });
    expect(patched.statusCode).toBe(200);
    expect((await get(`/api/tours/${t.id}`)).json().destination).toBe('Sajek Valley');
  });

  it('stay in memory while students start checkouts (a pending payment takes no seat)', async () => {
    const t = await createTour(ctx.app, { destination: 'Kuakata' });
    const student = await signedInAs(ctx.app, 'student');
    expect((await get(`/api/tours/${t.id}`)).json().seatsTaken).toBe(0);
    expect(ctx.app.publicCache.size).toBeGreaterThan(0);
    const checkout = await ctx.app.inject({
      method: 'POST',
      url: `/api/tours/${t.id}/checkout`,
      headers: { cookie: student.cookie },
      payload: { mobile: '01711111111' },
    });
    expect(checkout.statusCode).toBe(201);
    expect(ctx.app.publicCache.size).toBeGreaterThan(0);
    expect((await get(`/api/tours/${t.id}`)).json().seatsTaken).toBe(0);
    // Any other write still drops them.
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/tours/${t.id}`,
      headers: { cookie: admin.cookie },
      payload: { destination: 'Kuakata beach' },
    });
    expect(ctx.app.publicCache.size).toBe(0);
  });

  it('are fresh after a write straight to the database (a job, the CLI), through its notice', async () => {
    const t = await createTour(ctx.app, { destination: 'Srimangal' });
    expect((await get(`/api/tours/${t.id}`)).json().destination).toBe('Srimangal');
    await ctx.database.db.update(tour).set({ destination: 'Srimangal tea gardens' }).where(eq(tour.id, t.id));
    await vi.waitFor(
      async () => expect((await get(`/api/tours/${t.id}`)).json().destination).toBe('Srimangal tea gardens'),
      { timeout: 5_000 },
    );
  });

  it('are fresh after a waiting-list offer made or lapsed straight in the database (the sweep)', async () => {
    const t = await createTour(ctx.app, { destination: 'Nijhum Dwip', groupSize: 1 });
    const student = await signedInAs(ctx.app, 'student');
    expect((await get(`/api/tours/${t.id}`)).json().seatsTaken).toBe(0);
    const [entry] = await ctx.database.db
      .insert(waitingListEntry)
      .values({
        tourId: t.id,
        userId: student.id,
        status: 'offered',
        offeredAt: new Date(),
        offerExpiresAt: new Date(Date.now() + 3_600_000),
      })
      .returning();
    await vi.waitFor(async () => expect((await get(`/api/tours/${t.id}`)).json().seatsTaken).toBe(1), {
      timeout: 5_000,
    });
    await ctx.database.db
      .update(waitingListEntry)
      .set({ status: 'lapsed', endedAt: new Date() })
      .where(eq(waitingListEntry.id, entry!.id));
    await vi.waitFor(async () => expect((await get(`/api/tours/${t.id}`)).json().seatsTaken).toBe(0), {
      timeout: 5_000,
    });
  });

  it('are fresh after refund steps that take or free a seat without leaving or entering paid', async () => {
    const t = await createTour(ctx.app, { destination: 'Tanguar Haor', groupSize: 2 });
    const student = await signedInAs(ctx.app, 'student');
    // Held for an admin (paid after the last seat went): no seat.
    const [held] = await ctx.database.db
      .insert(payment)
      .values({
        tranId: `cache-${t.id.slice(0, 8)}`,
        kind: 'tour',
        tourId: t.id,
        userId: student.id,
        amountPoisha: 250_000,
        status: 'on_hold',
        payerName: 'Nafisa Tabassum',
        payerEmail: student.email,
        payerMobile: '01711111111',
        itemName: 'Tanguar Haor',
      })
      .returning();
    expect((await get(`/api/tours/${t.id}`)).json().seatsTaken).toBe(0);
    // Refunded: until the gateway takes the refund, the payment holds a seat (modules/bookings/seats.ts).
    await ctx.database.db
      .update(payment)
      .set({ status: 'refund_pending', refundFromStatus: 'on_hold' })
      .where(eq(payment.id, held!.id));
    await vi.waitFor(async () => expect((await get(`/api/tours/${t.id}`)).json().seatsTaken).toBe(1), {
      timeout: 5_000,
    });
    // The gateway's refund reference stored: the seat is free again.
    await ctx.database.db.update(payment).set({ refundRefId: 'RF-1' }).where(eq(payment.id, held!.id));
    await vi.waitFor(async () => expect((await get(`/api/tours/${t.id}`)).json().seatsTaken).toBe(0), {
      timeout: 5_000,
    });
  });

  it('are not used for a signed-in reader, whose body carries their own registrations', async () => {
    const student = await signedInAs(ctx.app, 'student');
    const t = await createTour(ctx.app);
    await get(`/api/tours/${t.id}`);
    const mine = await get(`/api/tours/${t.id}`, { cookie: student.cookie });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers.etag).toBeUndefined();
  });
});

describe('public reads over a real connection (one pipeline, decision 0036)', () => {
  const NODE_WRITES = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);
  const headersOf = (headers: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(headers)
        .filter(([name]) => !NODE_WRITES.has(name))
        .map(([name, value]) => [name, String(value)]),
    );
  async function overHttp(base: string, url: string, headers: Record<string, string> = {}) {
    const res = await request(`${base}${url}`, { headers });
    const body = Buffer.from(await res.body.arrayBuffer());
    return { status: res.statusCode, headers: headersOf(res.headers), body };
  }

  it('answer a kept copy with the bytes and headers Fastify gives it, fresh after a write', async () => {
    const base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const t = await createTour(ctx.app, { destination: 'Bandarban' });
    const url = `/api/tours/${t.id}`;
    const first = await overHttp(base, url); // through Fastify: kept from now on
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    const student = await signedInAs(ctx.app, 'student');
    const variants: [string, Record<string, string>][] = [
      [url, {}],
      [url, { 'accept-encoding': 'gzip, deflate, br, zstd' }],
      [url, { 'accept-encoding': 'gzip' }],
      [url, { 'if-none-match': etag }],
      [url, { 'if-none-match': '"another"', 'accept-encoding': 'br' }],
      ['/api/tours?page=1&pageSize=6', { 'accept-encoding': 'br' }],
      ['/api/stats', {}],
      // A signed-in reader's own body is never a kept copy.
      [url, { cookie: student.cookie }],
      [url, {}],
    ];
    for (const [path, headers] of variants) {
      await get(path, headers); // kept, if it may be
      const http = await overHttp(base, path, headers);
      const injected = await get(path, headers);
      const label = `${path} ${JSON.stringify(headers)}`;
      expect(http.status, label).toBe(injected.statusCode);
      expect(http.headers, label).toEqual(headersOf(injected.headers));
      expect(http.body.equals(injected.rawPayload), label).toBe(true);
      expect(http.headers['content-security-policy'], label).toContain("frame-ancestors 'none'");
    }
    expect((await overHttp(base, url, { 'if-none-match': etag })).body.length).toBe(0);
    const patched = await ctx.app.inject({
      method: 'PATCH',
      url,
      headers: { cookie: admin.cookie },
      payload: { destination: 'Bandarban Hills' },
    });
    expect(patched.statusCode).toBe(200);
    const fresh = await overHttp(base, url, { 'if-none-match': etag });
    expect(fresh.status).toBe(200);
    expect(JSON.parse(fresh.body.toString()).destination).toBe('Bandarban Hills');
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL', () => {
  it('a write through one is read fresh through the other', async () => {
    const other = await buildApp(ctx.config, { database: ctx.database });
    // The second instance has its own memory and its own listening connection.
    await other.ready();
    try {
      const created = await ctx.app.inject({
        method: 'POST',
        url: '/api/tours',
        headers: { cookie: admin.cookie },
        payload: tourInput({ imageUrl: (await createTour(ctx.app)).imageUrl, destination: 'Kuakata' }),
      });
      expect(created.statusCode).toBe(201);
      const id = created.json().id;
      expect((await other.inject({ method: 'GET', url: `/api/tours/${id}` })).json().destination).toBe(
        'Kuakata',
      );
      await ctx.app.inject({
        method: 'PATCH',
        url: `/api/tours/${id}`,
        headers: { cookie: admin.cookie },
        payload: { destination: 'Kuakata beach' },
      });
      await vi.waitFor(
        async () =>
          expect((await other.inject({ method: 'GET', url: `/api/tours/${id}` })).json().destination).toBe(
            'Kuakata beach',
          ),
        { timeout: 5_000 },
      );
    } finally {
      await other.close();
    }
  });
});
