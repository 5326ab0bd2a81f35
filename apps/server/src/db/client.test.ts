import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';

const url = process.env.TEST_DATABASE_URL;

// Several instances share one PostgreSQL; PGlite is one process's own, so this is PostgreSQL's.
describe.runIf(url)('opening PostgreSQL', () => {
  it('lets several instances start together: the migrations are applied once, and every one starts', async () => {
    const name = `dpms_test_start_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const target = new URL(url!);
    target.pathname = `/${name}`;
    try {
      const instances = await Promise.all(
        Array.from({ length: 4 }, () => openDatabase({ databaseUrl: target.toString() })),
      );
      for (const instance of instances) expect(await instance.ping()).toBe(true);
      const check = new pg.Client({ connectionString: target.toString() });
      await check.connect();
      const applied = await check.query('select hash from drizzle.__drizzle_migrations');
      const tables = await check.query(
        "select 1 from information_schema.tables where table_name = 'payment'",
      );
      await check.end();
      expect(new Set(applied.rows.map((r) => r.hash)).size).toBe(applied.rowCount);
      expect(tables.rowCount).toBe(1);
      await Promise.all(instances.map((instance) => instance.close()));
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
