import { createHash } from 'node:crypto';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { rateLimit } from '../db/schema/index.ts';

export type RateLimitLog = Pick<FastifyBaseLogger, 'error' | 'warn'>;

export interface RateLimitStoreOptions {
  db: Db;
  log: RateLimitLog;
}

/** How often one process deletes ended counters, and how long after their end. */
const SWEEP_EVERY_MS = 60_000;
const KEEP_ENDED = sql`interval '1 hour'`;
/** Longer keys (they carry a typed e-mail address) are hashed: an index entry has a size limit. */
const MAX_KEY_LENGTH = 200;

function storedKey(key: string): string {
  if (key.length <= MAX_KEY_LENGTH) return key;
  return `sha256:${createHash('sha256').update(key).digest('hex')}`;
}

/**
 * Counts one hit on `key` in one statement, so instances counting at once never lose a hit: the
 * first hit, or the first after the window ended, starts a window of `windowMs`; any other adds
 * one. The database's clock decides, so instances with drifting clocks agree.
 */
export async function countHit(
  db: Db,
  key: string,
  windowMs: number,
): Promise<{ hits: number; ttl: number }> {
  const ended = sql`${rateLimit.windowEndsAt} <= now()`;
  const [row] = await db
    .insert(rateLimit)
    .values({
      key: storedKey(key),
      hits: 1,
      windowEndsAt: sql`now() + ${windowMs / 1000}::double precision * interval '1 second'`,
    })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        hits: sql`case when ${ended} then 1 else ${rateLimit.hits} + 1 end`,
        windowEndsAt: sql`case when ${ended} then excluded.window_ends_at else ${rateLimit.windowEndsAt} end`,
      },
    })
    .returning({
      hits: rateLimit.hits,
      ttl: sql<number>`ceil(extract(epoch from ${rateLimit.windowEndsAt} - now()) * 1000)::integer`,
    });
  if (!row) throw new Error('The rate-limit upsert returned no row');
  return row;
}

/**
 * A store for @fastify/rate-limit that keeps its counters in the `rate_limit` table, so every
 * instance behind a load balancer spends one budget. When the database cannot count, the error is
 * logged and the request allowed: an outage must not lock everyone out of signing in.
 */
export function databaseStore({ db, log }: RateLimitStoreOptions): FastifyRateLimitStoreCtor {
  let nextSweepAt = 0;

  // Ended rows are dead weight (a new hit restarts them anyway); at most once a minute, and
  // never in the way of the request that triggered it.
  const sweepNowAndThen = () => {
    if (Date.now() < nextSweepAt) return;
    nextSweepAt = Date.now() + SWEEP_EVERY_MS;
    db.delete(rateLimit)
      .where(sql`${rateLimit.windowEndsAt} < now() - ${KEEP_ENDED}`)
      .catch((err: unknown) => log.warn({ err }, 'Could not delete ended rate-limit counters'));
  };

  return class DatabaseStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      countHit(db, key, timeWindow).then(
        ({ hits, ttl }) => callback(null, { current: hits, ttl }),
        (err: unknown) => {
          // The key's first part names the limit; the rest may be an e-mail address, kept out of logs.
          log.error({ err, limit: key.split(':')[0] }, 'Could not count a rate-limited request; allowing it');
          callback(null, { current: 0, ttl: timeWindow });
        },
      );
      sweepNowAndThen();
    }

    // Every limit shares the table; the window comes with each hit.
    child() {
      return this;
    }
  };
}
