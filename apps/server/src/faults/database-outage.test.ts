import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  type ServerProcess,
  startProxy,
  startServer,
  until,
} from '../../test/faults/server-process.ts';

/**
 * PostgreSQL goes away while students browse (a proxy between the server and the database is cut,
 * as a restart would): the server answers 503 in the error shape, stays up, and recovers on its
 * own when the database is back. PostgreSQL only (the embedded database cannot go away).
 */
const adminUrl = process.env.TEST_DATABASE_URL;
let dataDir: string;
let name: string;
let proxy: Awaited<ReturnType<typeof startProxy>>;
let server: ServerProcess | undefined;

describe.skipIf(!adminUrl)('a database outage', () => {
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'dpms-outage-'));
    name = `dpms_outage_${Date.now()}_${randomBytes(3).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const target = new URL(adminUrl!);
    proxy = await startProxy({ host: target.hostname, port: Number(target.port || 5432) });
  });
  afterAll(async () => {
    await server?.stop('SIGKILL');
    await proxy?.close();
    const cleaner = new pg.Client({ connectionString: adminUrl });
    await cleaner.connect();
    await cleaner.query(`drop database if exists ${name} with (force)`);
    await cleaner.end();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers 503 in the error shape while it lasts, and recovers without a restart', async () => {
    const viaProxy = new URL(adminUrl!);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    viaProxy.pathname = `/${name}`;
    server = await startServer(
      { DATA_DIR: dataDir, SEED_DEMO: 'true', DATABASE_URL: viaProxy.toString() },
      await freePort(),
    );
    const pid = server.child.pid;
    expect((await fetch(`${server.url}/api/tours`)).status).toBe(200);

    await proxy.cut();
    // The server learns of the cut when its connections fail (a read already kept in memory may
    // be answered until then): wait for the outage to show, never for a fixed time.
    await until(async () => (await fetch(`${server!.url}/api/tours`)).status === 503, 20_000);
    const during = await fetch(`${server.url}/api/tours`);
    expect(during.status).toBe(503);
    expect(await during.json()).toEqual({
      error: {
        code: 'DATABASE_UNAVAILABLE',
        message:
          'DPMS cannot reach its database for a moment. Nothing was changed; please try again shortly.',
      },
    });
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ status: 'degraded', database: 'down' });
    // A visitor's page still loads: the app shell needs no database.
    expect((await fetch(`${server.url}/tours`)).status).toBeLessThan(500);

    await proxy.restore();
    await until(async () => (await fetch(`${server!.url}/api/tours`)).status === 200, 30_000);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    // The same process throughout: no crash, no restart.
    expect(server.child.exitCode).toBeNull();
    expect(server.child.pid).toBe(pid);
  }, 420_000);
});
