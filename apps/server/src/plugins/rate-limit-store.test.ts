import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PASSWORD, uniqueEmail } from '../../test/factories/index.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { buildApp } from '../app.ts';
import { rateLimit } from '../db/schema/index.ts';
import { countHit, databaseStore } from './rate-limit-store.ts';

const TOO_MANY = /^Too many attempts\. Please wait \d+ seconds and try again\.$/;
const REGISTRATIONS_PER_MINUTE = 10;

let ctx: TestContext;
/** A second server instance on the same database, as behind a load balancer. */
let other: FastifyInstance;
beforeAll(async () => {
  // One proxy hop is trusted, so each test can speak from an address of its own.
  ctx = await createTestContext({ RATE_LIMIT: 'true', TRUST_PROXY: '1' });
  other = await buildApp(ctx.config, { database: ctx.database });
  await other.ready();
});
afterAll(async () => {
  await other?.close();
  await ctx?.close();
});

const db = () => ctx.database.db;

/** A registration the server refuses (the student ID is not on the allow-list): a 422 until limited. */
function register(app: FastifyInstance, ip: string) {
  return app.inject({
    method: 'POST',
    url: '/api/register/student',
    headers: { 'x-forwarded-for': ip },
    payload: {
      studentId: '9999999999999999',
      name: 'Bulk Maker',
      batch: '10th',
      email: uniqueEmail('bulk'),
      password: PASSWORD,
      confirmPassword: PASSWORD,
    },
  });
}

async function counter(key: string) {
  const [row] = await db().select().from(rateLimit).where(eq(rateLimit.key, key));
  return row;
}

describe('rate-limit counters in the database', () => {
  it('gives two server instances one budget', async () => {
    for (let i = 0; i < REGISTRATIONS_PER_MINUTE; i++) {
      const app = i % 2 === 0 ? ctx.app : other;
      expect((await register(app, '10.5.0.1')).statusCode).toBe(422);
    }
    for (const app of [other, ctx.app]) {
      const blocked = await register(app, '10.5.0.1');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().error.message).toMatch(TOO_MANY);
    }
    expect((await counter('registration:ip:10.5.0.1'))?.hits).toBe(REGISTRATIONS_PER_MINUTE + 2);
    expect((await register(other, '10.5.0.2')).statusCode).toBe(422);
  });

  it('starts counting again once the window has ended', async () => {
    for (let i = 0; i < REGISTRATIONS_PER_MINUTE; i++) await register(ctx.app, '10.5.1.1');
    expect((await register(ctx.app, '10.5.1.1')).statusCode).toBe(429);

    await db()
      .update(rateLimit)
      .set({ windowEndsAt: sql`now() - interval '1 second'` })
      .where(eq(rateLimit.key, 'registration:ip:10.5.1.1'));
    expect((await register(other, '10.5.1.1')).statusCode).toBe(422);
    const row = await counter('registration:ip:10.5.1.1');
    expect(row?.hits).toBe(1);
    const secondsLeft = (row!.windowEndsAt.getTime() - Date.now()) / 1000;
    expect(secondsLeft).toBeGreaterThan(50);
    expect(secondsLeft).toBeLessThanOrEqual(61);
  });

  it('lets requests through, and logs why, when the database cannot count', async () => {
    const logged = vi.spyOn(ctx.app.log, 'error');
    await db().execute(sql`alter table rate_limit rename to rate_limit_away`);
    try {
      const statuses: number[] = [];
      for (let i = 0; i <= REGISTRATIONS_PER_MINUTE + 2; i++)
        statuses.push((await register(ctx.app, '10.5.2.1')).statusCode);
      expect(statuses.every((s) => s === 422)).toBe(true);
      expect(logged).toHaveBeenCalledWith(
        expect.objectContaining({ limit: 'registration' }),
        'Could not count a rate-limited request; allowing it',
      );
    } finally {
      await db().execute(sql`alter table rate_limit_away rename to rate_limit`);
      logged.mockRestore();
    }
  });

  it('loses no hit when many are counted at once', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => countHit(db(), 'burst', 60_000)));
    expect(results.map((r) => r.hits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    expect((await counter('burst'))?.hits).toBe(20);
  });

  it('counts a key too long to index (a pasted essay as e-mail) under its hash', async () => {
    const key = `sign-in:account:${randomBytes(5_000).toString('hex')}@example.com`;
    await countHit(db(), key, 60_000);
    expect((await countHit(db(), key, 60_000)).hits).toBe(2);
  });

  it('deletes counters that ended over an hour ago', async () => {
    const ended = (interval: string) => sql`now() - ${interval}::interval`;
    await db()
      .insert(rateLimit)
      .values([
        { key: 'sweep:long-ended', hits: 3, windowEndsAt: ended('2 hours') },
        { key: 'sweep:just-ended', hits: 3, windowEndsAt: ended('5 minutes') },
      ]);
    const Store = databaseStore({ db: db(), log: ctx.app.log });
    const store = new Store({});
    await new Promise((resolve) => store.incr('sweep:live', resolve, 60_000, 10));
    await vi.waitFor(async () => expect(await counter('sweep:long-ended')).toBeUndefined(), {
      timeout: 5_000,
    });
    expect(await counter('sweep:just-ended')).toBeDefined();
    expect(await counter('sweep:live')).toBeDefined();
  });
});
