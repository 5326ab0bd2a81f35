import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { lockEmbeddedDatabase } from './pglite-lock.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/**
 * What `execute` answers for raw SQL: both drivers (node-postgres' QueryResult, PGlite's Results)
 * carry the rows in `rows`, so `(await db.execute<Row>(query)).rows` reads the same on either.
 */
interface RawResult<Row> {
  rows: Row[];
}
export interface QueryResultHKT extends PgQueryResultHKT {
  type: RawResult<this['row']>;
}
/** The one database type the code uses, whichever driver is underneath. */
export type Db = PgDatabase<QueryResultHKT, Schema>;
/** A transaction, as db.transaction hands it to its callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** What a query or command runs on: the database, or a transaction already open on it. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** True when the database answers a query (the health check). */
  ping(): Promise<boolean>;
  /**
   * Calls `onNotify` for every NOTIFY on `channel`, and `onListening(false)` while the listening
   * connection is down (notices may be missed then), `onListening(true)` once it is up again.
   * Resolves with a function that stops listening.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  /**
   * Runs `run` while holding the advisory lock `key`, unless another holder (another instance,
   * or this one) has it: then answers `{ ran: false }` at once without running. On PostgreSQL the
   * lock belongs to a connection of its own, so it is let go the moment its holder dies.
   */
  exclusively<T>(key: number, run: () => Promise<T>): Promise<{ ran: true; value: T } | { ran: false }>;
  close(): Promise<void>;
  /** PostgreSQL only: the pool's connections now (metrics/metrics.ts). */
  poolStats?(): { total: number; idle: number; waiting: number };
  /** PostgreSQL only: `listener` hears how long each wait for a pooled connection took, in seconds. */
  onPoolWait?(listener: (seconds: number) => void): void;
}

/**
 * Migrations live beside this file in development and beside the bundle in production
 * (the build copies them to dist/migrations).
 */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return path.join(here, 'migrations');
}

export interface ListenHandlers {
  onNotify(): void;
  onListening(up: boolean): void;
}

export interface OpenOptions {
  databaseUrl?: string | undefined;
  /** PGlite data directory; ignored when databaseUrl is set. */
  pgliteDir?: string;
  migrate?: boolean;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  const migrate = options.migrate ?? true;
  if (options.databaseUrl) {
    // A request waits at most 10 s for a connection, then fails with a 503 (DATABASE_UNAVAILABLE).
    // A database that is away refuses at once; the wait is for a burst that has every pooled
    // connection busy, as while one instance of several restarts (decision 0029).
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 10_000,
    });
    // An idle connection dropped by the server (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', () => {});
    const waitListeners = measurePoolWaits(pool);
    const db = drizzleNodePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
    if (migrate)
      await migrateOnce(pool, () => migrateNodePg(db as never, { migrationsFolder: migrationsFolder() }));
    return {
      db,
      driver: 'postgres',
      ping: () => ping(db),
      listen: (channel, handlers) => listenOnPostgres(options.databaseUrl!, channel, handlers),
      exclusively: (key, run) => exclusivelyOnPostgres(pool, key, run),
      close: () => pool.end(),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      onPoolWait: (listener) => waitListeners.push(listener),
    };
  }
  const dir = options.pgliteDir;
  if (!dir) throw new Error('openDatabase needs databaseUrl or pgliteDir');
  // PGlite creates only the last folder of its path.
  mkdirSync(path.dirname(dir), { recursive: true });
  const release = lockEmbeddedDatabase(dir);
  try {
    // Loaded only for the embedded database: a server on PostgreSQL never pays PGlite's memory.
    const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
      import('@electric-sql/pglite'),
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
    ]);
    const client = await PGlite.create(dir);
    const heldKeys = new Set<number>();
    const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
    if (migrate) await migratePglite(db as never, { migrationsFolder: migrationsFolder() });
    return {
      db,
      driver: 'pglite',
      ping: () => ping(db),
      listen: async (channel, handlers) => {
        // One process owns the embedded database: every change is seen here.
        const stop = await client.listen(channel, () => handlers.onNotify());
        handlers.onListening(true);
        return async () => stop();
      },
      // One process owns the embedded database: a lock held in memory is held everywhere.
      exclusively: (key, run) => exclusivelyInProcess(heldKeys, key, run),
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * LISTEN on a connection of its own (a pool's connections come and go). When it breaks (a
 * restart, a failover), it says so and reconnects with a growing pause; a first connection that
 * fails is retried the same way.
 */
async function listenOnPostgres(url: string, channel: string, handlers: ListenHandlers) {
  if (!/^[a-z_]+$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let pauseMs = 500;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotify();
    });
    const reconnect = () => {
      if (stopped || client !== next) return;
      client = undefined;
      handlers.onListening(false);
      next.end().catch(() => {});
      retry = setTimeout(() => void connect(), pauseMs);
      retry.unref();
      pauseMs = Math.min(pauseMs * 2, 30_000);
    };
    next.on('error', reconnect);
    next.on('end', reconnect);
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
      pauseMs = 500;
      handlers.onListening(true);
    } catch {
      reconnect();
    }
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

type Exclusive<T> = { ran: true; value: T } | { ran: false };

/**
 * A session advisory lock on a pooled connection kept for the whole run (a transaction-level lock
 * would hold a transaction open across gateway calls). If the connection breaks during the run,
 * it is destroyed rather than returned to the pool.
 */
async function exclusivelyOnPostgres<T>(
  pool: pg.Pool,
  key: number,
  run: () => Promise<T>,
): Promise<Exclusive<T>> {
  const holder = await pool.connect();
  let broken: Error | undefined;
  const onError = (error: unknown) => {
    broken = error instanceof Error ? error : new Error(String(error));
  };
  holder.on('error', onError);
  try {
    const locked = await holder
      .query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [key])
      .then(({ rows }) => rows[0]?.locked === true)
      .catch((error: unknown) => {
        onError(error);
        throw error;
      });
    if (!locked) return { ran: false };
    try {
      return { ran: true, value: await run() };
    } finally {
      // A failed unlock destroys the connection below, and PostgreSQL lets the lock go with it.
      await holder.query('select pg_advisory_unlock($1)', [key]).catch(onError);
    }
  } finally {
    holder.off('error', onError);
    holder.release(broken);
  }
}

async function exclusivelyInProcess<T>(
  held: Set<number>,
  key: number,
  run: () => Promise<T>,
): Promise<Exclusive<T>> {
  if (held.has(key)) return { ran: false };
  held.add(key);
  try {
    return { ran: true, value: await run() };
  } finally {
    held.delete(key);
  }
}

/** Any fixed number: the advisory lock every DPMS instance takes to migrate. */
const MIGRATION_LOCK = 4_371_001;

/**
 * Runs the migrations while holding a session advisory lock, so instances starting together
 * take turns: the first applies them, the others then find nothing left to do.
 */
async function migrateOnce(pool: pg.Pool, run: () => Promise<void>): Promise<void> {
  const lock = await pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await run();
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    lock.release();
  }
}

/**
 * Times every checkout of a pooled connection (drizzle's queries and transactions both come
 * through `connect`), for the pool-wait histogram: the sign of a pool too small for the load, or
 * of transactions holding connections while they queue on a lock (decision 0041).
 */
function measurePoolWaits(pool: pg.Pool): ((seconds: number) => void)[] {
  const listeners: ((seconds: number) => void)[] = [];
  const connect = pool.connect.bind(pool) as (
    callback?: (error: Error | undefined, client: pg.PoolClient | undefined, done: () => void) => void,
  ) => Promise<pg.PoolClient> | undefined;
  const heard = (started: number) => {
    const seconds = (performance.now() - started) / 1000;
    for (const listener of listeners) listener(seconds);
  };
  (pool as unknown as { connect: typeof connect }).connect = (callback) => {
    const started = performance.now();
    if (callback) {
      return connect((error, client, done) => {
        heard(started);
        callback(error, client, done);
      });
    }
    return connect()!.finally(() => heard(started));
  };
  return listeners;
}
