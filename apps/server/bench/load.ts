/**
 * `npm run load`: 200 students pay at once for 60 seconds against the built-in sandbox, over real
 * HTTP on 127.0.0.1, each payment's IPN racing its browser redirect; on PGlite, then on PostgreSQL
 * when TEST_DATABASE_URL (or DATABASE_URL) names a server (a throwaway database is created there).
 * Prints a Markdown report: zero lost, zero duplicated, exact seats, one receipt each, and p99.
 * LOAD_STUDENTS and LOAD_SECONDS override the size.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { runPaymentLoad } from '../test/load/payment-load.ts';

const STUDENTS = Number(process.env.LOAD_STUDENTS ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const serverUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;

async function run(label: string, databaseUrl: string | undefined) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'dpms-load-'));
  const config = loadConfig({
    NODE_ENV: 'development',
    AUTH_SECRET: randomBytes(32).toString('hex'),
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    RATE_LIMIT: 'false',
    LOG_LEVEL: 'silent',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const app = await buildApp(config);
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    const report = await runPaymentLoad(app, base, {
      students: STUDENTS,
      durationMs: SECONDS * 1000,
      events: 10,
      groupSize: Math.floor(STUDENTS * 0.6),
    });
    const { ledger } = report;
    const ok =
      ledger.lost.length === 0 && ledger.duplicatedReceipts.length === 0 && ledger.seatErrors.length === 0;
    console.log(
      `| ${label} | ${report.students} | ${report.seconds} | ${report.checkouts} | ${report.paidOnGateway} | ${ledger.paid} | ${ledger.held} | ${ledger.lost.length} | ${ledger.duplicatedReceipts.length} | ${ledger.seatErrors.length} | ${report.checkoutP50Ms} | ${report.checkoutP99Ms} | ${report.callbackP99Ms} | ${ok ? 'yes' : 'NO'} |`,
    );
    for (const problem of [...ledger.lost, ...ledger.duplicatedReceipts, ...ledger.seatErrors].slice(0, 20))
      console.log(`  problem: ${problem}`);
    return ok;
  } finally {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

console.log(
  `${new Date().toISOString().slice(0, 10)}; Node ${process.version}; ${os.cpus().length} cores; loopback`,
);
console.log('');
console.log(
  '| database | students | seconds | checkouts | paid on gateway | paid | held (late for a full event) | lost | duplicated receipts | seat errors | checkout p50 ms | checkout p99 ms | callback p99 ms | all correct |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
let ok = await run('PGlite', undefined);
if (serverUrl) {
  const name = `dpms_load_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  try {
    ok = (await run('PostgreSQL', target.toString())) && ok;
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
process.exit(ok ? 0 : 1);
