import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../test/harness.ts';
import { type Database, openDatabase } from '../db/client.ts';

/** A promise and the function that settles it: a job that runs until the test lets it finish. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

let dataDir: string;
let fresh: Awaited<ReturnType<typeof freshDatabase>>;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'dpms-exclusive-'));
  fresh = await freshDatabase(dataDir);
});
afterAll(async () => {
  await fresh.drop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('a job run under its lock', () => {
  it('is skipped while a run holds the lock, and runs again once it is let go', async () => {
    const { database } = fresh;
    const holding = gate();
    const started = gate();
    const first = database.exclusively(7001, async () => {
      started.open();
      await holding.opened;
      return 'first';
    });
    // Only once the first run is inside does the lock count as taken.
    await started.opened;
    let ranSecond = false;
    const second = await database.exclusively(7001, async () => {
      ranSecond = true;
    });
    expect(second).toEqual({ ran: false });
    expect(ranSecond).toBe(false);
    // Another job's lock is not this one's.
    expect(await database.exclusively(7002, async () => 'other')).toEqual({ ran: true, value: 'other' });
    holding.open();
    expect(await first).toEqual({ ran: true, value: 'first' });
    expect(await database.exclusively(7001, async () => 'again')).toEqual({ ran: true, value: 'again' });
  });

  it('lets the lock go when the run throws', async () => {
    const { database } = fresh;
    await expect(
      database.exclusively(7003, async () => {
        throw new Error('job failed');
      }),
    ).rejects.toThrow('job failed');
    expect(await database.exclusively(7003, async () => 'after')).toEqual({ ran: true, value: 'after' });
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL', () => {
  let other: Database;
  beforeAll(async () => {
    other = await openDatabase({ databaseUrl: fresh.databaseUrl!, migrate: false });
  });
  afterAll(() => other.close());

  it('only one of them runs a job at a time', async () => {
    const holding = gate();
    const started = gate();
    const first = fresh.database.exclusively(7101, async () => {
      started.open();
      await holding.opened;
    });
    await started.opened;
    await expect.poll(() => other.exclusively(7101, async () => 'x')).toEqual({ ran: false });
    holding.open();
    await first;
    expect(await other.exclusively(7101, async () => 'x')).toEqual({ ran: true, value: 'x' });
  });

  it("a dead holder's lock is taken over at once", async () => {
    const holding = gate();
    const started = gate();
    const dying = fresh.database
      .exclusively(7102, async () => {
        started.open();
        await holding.opened;
      })
      .catch(() => undefined);
    await started.opened;
    expect(await other.exclusively(7102, async () => 'x')).toEqual({ ran: false });
    // The holding instance dies: its connections end, as with kill -9.
    const admin = new pg.Client({ connectionString: fresh.databaseUrl });
    await admin.connect();
    await admin.query(
      `select pg_terminate_backend(pid) from pg_locks where locktype = 'advisory' and objid = 7102`,
    );
    await admin.end();
    await expect
      .poll(() => other.exclusively(7102, async () => 'taken over'))
      .toEqual({
        ran: true,
        value: 'taken over',
      });
    holding.open();
    await dying;
  });
});
