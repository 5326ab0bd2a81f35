/**
 * Where the data-at-scale benches run: a dedicated PostgreSQL database `dpms_bench_scale` on the
 * server DATABASE_URL names (created and dropped here, never the tables of the database the URL
 * points at), or, without DATABASE_URL, an embedded PGlite directory.
 */
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { FULL_SIZE, type GeneratedSummary, generateScaleData, type ScaleSize } from './data.ts';

/** The bench's own database; BENCH_SCALE_DATABASE names another (two benches on one server). */
export const SCALE_DATABASE = process.env.BENCH_SCALE_DATABASE ?? 'dpms_bench_scale';
if (!/^[a-z_][a-z0-9_]*$/.test(SCALE_DATABASE)) throw new Error(`not a database name: ${SCALE_DATABASE}`);

export interface ScaleTarget {
  driver: 'postgres' | 'pglite';
  /** The bench database's URL (PostgreSQL) or undefined (PGlite). */
  databaseUrl: string | undefined;
  /** DATA_DIR for the server: PGlite keeps the database in `${dataDir}/db`. */
  dataDir: string;
  open(): Promise<Database>;
  drop(): Promise<void>;
}

export function scaleTarget(serverUrl = process.env.DATABASE_URL): ScaleTarget {
  const dataDir = process.env.BENCH_SCALE_DIR ?? path.join(os.tmpdir(), 'dpms-bench-scale');
  if (!serverUrl) {
    return {
      driver: 'pglite',
      databaseUrl: undefined,
      dataDir,
      open: () => openDatabase({ pgliteDir: path.join(dataDir, 'db') }),
      drop: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const url = new URL(serverUrl);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname))
    throw new Error(`the scale bench runs against a local PostgreSQL only, not ${url.hostname}`);
  url.pathname = `/${SCALE_DATABASE}`;
  const databaseUrl = url.toString();
  const onServer = async (statement: string) => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  return {
    driver: 'postgres',
    databaseUrl,
    dataDir,
    open: () => openDatabase({ databaseUrl }),
    drop: async () => {
      await onServer(`drop database if exists ${SCALE_DATABASE} with (force)`);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Drops what a previous run left, creates and migrates a fresh database, and fills it. */
export async function createScaleData(
  target: ScaleTarget,
  size: ScaleSize = FULL_SIZE,
): Promise<GeneratedSummary> {
  await target.drop();
  if (target.driver === 'postgres') {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${SCALE_DATABASE}`);
    await admin.end();
  }
  const database = await target.open();
  try {
    return await generateScaleData(database.db, size);
  } finally {
    await database.close();
  }
}

/**
 * The real app on the target's data, as both scale benches run it: the data generated first
 * unless `--reuse`, rate limits lifted, logs off, and the app's own Origin on every request (the
 * test factories sign in through app.inject without one; better-auth wants one outside tests);
 * `gatewayUrl` points the app at a gateway emulator in another process.
 * Not listening yet: a bench adds its own hooks first.
 */
export async function openScaleApp(target: ScaleTarget, options: { gatewayUrl?: string } = {}) {
  if (!process.argv.includes('--reuse')) {
    const summary = await createScaleData(target);
    console.log(`Generated in ${summary.seconds.toFixed(0)} s: ${JSON.stringify(summary.byStatus)}`);
  }
  const config = loadConfig({
    NODE_ENV: 'development',
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret',
    DATA_DIR: target.dataDir,
    ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : {}),
    SEED_DEMO: 'false',
    RATE_LIMIT: 'false',
    LOG_LEVEL: 'silent',
    // A gateway elsewhere (bench/checkout.ts); without it, the emulator inside this process.
    ...(options.gatewayUrl ? { SSLCOMMERZ_BASE_URL: options.gatewayUrl } : {}),
  });
  const app = await buildApp(config);
  app.addHook('onRequest', async (request) => {
    request.headers.origin ??= config.publicUrl;
  });
  return app;
}
