import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/client.ts';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  config: Config;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * A fresh database for one test file: a copy of the migrated PGlite template, or, when
 * TEST_DATABASE_URL is set, a new PostgreSQL database created and dropped around the file.
 */
export async function freshDatabase(
  dataDir: string,
): Promise<{ database: Database; drop(): Promise<void>; databaseUrl?: string }> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `dpms_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const target = new URL(url);
    target.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: target.toString() });
    return {
      database,
      databaseUrl: target.toString(),
      drop: async () => {
        await database.close();
        const cleaner = new pg.Client({ connectionString: url });
        await cleaner.connect();
        await cleaner.query(`drop database if exists ${name} with (force)`);
        await cleaner.end();
      },
    };
  }
  const dir = path.join(dataDir, 'db');
  await cp(inject('pgliteTemplate'), dir, { recursive: true });
  const database = await openDatabase({ pgliteDir: dir, migrate: false });
  return { database, drop: () => database.close() };
}

/** The configuration of a test app on `dataDir`: no demo data, no rate limits, and `env` on top. */
export function testConfig(dataDir: string, env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:3000',
    AUTH_SECRET: randomBytes(32).toString('hex'),
    SEED_DEMO: 'false',
    RATE_LIMIT: 'false',
    ...env,
  });
}

export async function createTestContext(env: Record<string, string> = {}): Promise<TestContext> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'dpms-test-'));
  const config = testConfig(dataDir, env);
  const { database, drop } = await freshDatabase(dataDir);
  const app = await buildApp(config, { database });
  await app.ready();
  return {
    app,
    database,
    config,
    dataDir,
    close: async () => {
      await app.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Two instances of the app on one fresh database, as behind a load balancer (sweeps, races). */
export interface TwoInstances {
  app: FastifyInstance;
  /** The second instance: on PostgreSQL with its own connections, on PGlite sharing the one database. */
  other: FastifyInstance;
  database: Database;
  /** Stops the second instance and starts a new one on the same database (a restart). */
  restartOther(): Promise<FastifyInstance>;
  close(): Promise<void>;
}

export async function createTwoInstances(env: Record<string, string> = {}): Promise<TwoInstances> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'dpms-two-'));
  const config = testConfig(dataDir, env);
  const fresh = await freshDatabase(dataDir);
  const otherDatabase = fresh.databaseUrl
    ? await openDatabase({ databaseUrl: fresh.databaseUrl, migrate: false })
    : undefined;
  const start = async (database: Database) => {
    const built = await buildApp(config, { database });
    await built.ready();
    return built;
  };
  const instances: TwoInstances = {
    app: await start(fresh.database),
    other: await start(otherDatabase ?? fresh.database),
    database: fresh.database,
    async restartOther() {
      await instances.other.close();
      instances.other = await start(otherDatabase ?? fresh.database);
      return instances.other;
    },
    async close() {
      await instances.other.close();
      await instances.app.close();
      await otherDatabase?.close();
      await fresh.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return instances;
}
