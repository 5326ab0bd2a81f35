import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { asc, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTour, insertTourPayment, signedInAs } from '../../test/factories/index.ts';
import { createTestContext, freshDatabase, type TestContext } from '../../test/harness.ts';
import { runAdminCommand } from '../cli/commands.ts';
import { backupDatabase, restoreDatabase } from './backup.ts';
import { openDatabase } from './client.ts';
import { payment, user } from './schema/index.ts';

/**
 * backup, wipe, restore: the same users and payments come back. On PGlite and, when
 * TEST_DATABASE_URL is set, on PostgreSQL (pg_dump and pg_restore).
 */
let ctx: TestContext;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'dpms-backup-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function snapshot(db: TestContext['database']['db']) {
  const users = await db.select({ email: user.email, role: user.role }).from(user).orderBy(asc(user.email));
  const payments = await db
    .select({ tranId: payment.tranId, status: payment.status, amount: payment.amountPoisha })
    .from(payment)
    .orderBy(asc(payment.tranId));
  return { users, payments };
}

const io = () => {
  const lines: string[] = [];
  return { lines, io: { out: (l: string) => lines.push(l), err: (l: string) => lines.push(l) } };
};

describe('npm run admin -- backup and restore', () => {
  it('bring back the same users and payments after the database is wiped', async () => {
    ctx = await createTestContext();
    const student = await signedInAs(ctx.app, 'student');
    const tour = await createTour(ctx.app);
    await insertTourPayment(ctx.app, { tourId: tour.id, userId: student.id, status: 'paid' });
    await insertTourPayment(ctx.app, { tourId: tour.id, userId: student.id, status: 'refunded' });
    const before = await snapshot(ctx.database.db);
    expect(before.payments).toHaveLength(2);

    const fresh = process.env.TEST_DATABASE_URL ? await freshDatabase(ctx.dataDir) : undefined;
    const onPostgres = Boolean(fresh?.databaseUrl);
    // The backup is taken of the test's own database; on PostgreSQL through a URL of its own.
    const env: NodeJS.ProcessEnv = onPostgres
      ? { NODE_ENV: 'development', DATABASE_URL: await copyOf(ctx, fresh!) }
      : { NODE_ENV: 'development', DATA_DIR: ctx.dataDir };
    if (!onPostgres) await ctx.app.close().then(() => ctx.database.close());

    const file = path.join(dir, onPostgres ? 'dpms.dump' : 'dpms.tar.gz');
    const backup = io();
    expect(await runAdminCommand(['backup', file], { env, cwd: dir, io: backup.io })).toBe(0);
    expect(backup.lines.join('\n')).toMatch(/^Backed up the (PostgreSQL|embedded) database to /);

    // Wiped: the embedded directory removed, or every table dropped.
    if (onPostgres) {
      const target = await openDatabase({ databaseUrl: env.DATABASE_URL, migrate: false });
      await target.db.execute(sql`drop schema public cascade; create schema public`);
      await target.close();
    } else {
      await rm(path.join(ctx.dataDir, 'db'), { recursive: true, force: true });
    }

    const refused = io();
    expect(await runAdminCommand(['restore', file], { env, cwd: dir, io: refused.io })).toBe(2);
    expect(refused.lines.join('\n')).toContain('add --yes to go ahead');
    const restore = io();
    expect(await runAdminCommand(['restore', file, '--yes'], { env, cwd: dir, io: restore.io })).toBe(0);

    const reopened = onPostgres
      ? await openDatabase({ databaseUrl: env.DATABASE_URL, migrate: false })
      : await openDatabase({ pgliteDir: path.join(ctx.dataDir, 'db'), migrate: false });
    try {
      expect(await snapshot(reopened.db)).toEqual(before);
    } finally {
      await reopened.close();
      await fresh?.drop();
      if (onPostgres) await ctx.close();
      else await rm(ctx.dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('a PostgreSQL backup at an exported snapshot', () => {
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'holds what that snapshot saw, not the writes after it',
    async () => {
      const source = await freshDatabase(dir);
      const copy = await freshDatabase(dir);
      const reader = new pg.Client({ connectionString: source.databaseUrl });
      const writer = new pg.Client({ connectionString: source.databaseUrl });
      await reader.connect();
      await writer.connect();
      try {
        await writer.query('create table snapshot_probe (n int)');
        await writer.query('insert into snapshot_probe values (1)');
        await reader.query('begin isolation level repeatable read read only');
        const { rows } = await reader.query<{ id: string }>('select pg_export_snapshot() as id');
        await writer.query('insert into snapshot_probe values (2)');
        const file = path.join(dir, 'snapshot.dump');
        await backupDatabase({ databaseUrl: source.databaseUrl! }, file, { snapshot: rows[0]!.id });
        await reader.query('commit');
        await restoreDatabase({ databaseUrl: copy.databaseUrl! }, file);
        const restored = await copy.database.db.execute<{ n: number }>(sql`select n from snapshot_probe`);
        expect(restored.rows.map((r) => r.n)).toEqual([1]);
      } finally {
        await reader.end();
        await writer.end();
        await source.drop();
        await copy.drop();
      }
    },
    120_000,
  );
});

/** On PostgreSQL: a second database with the test's rows, to back up without touching the first. */
async function copyOf(
  source: TestContext,
  target: { database: TestContext['database']; databaseUrl?: string },
) {
  const users = await source.database.db.select().from(user);
  const payments = await source.database.db.select().from(payment);
  const { tour } = await import('./schema/index.ts');
  const tours = await source.database.db.select().from(tour);
  await target.database.db.insert(user).values(users);
  await target.database.db.insert(tour).values(tours);
  await target.database.db.insert(payment).values(payments);
  return target.databaseUrl!;
}
