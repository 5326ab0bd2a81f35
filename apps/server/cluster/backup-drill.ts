/**
 * `npm run backup:drill` (issue 33): can DPMS be restored, and how long does it take? The cluster
 * test's deployment (three instances behind nginx with TLS on one PostgreSQL database) runs with
 * its students paying; under that load the drill backs the database up with the operator's own
 * backup (`npm run admin -- backup`: pg_dump's custom format), restores it into a fresh database,
 * starts an instance on the copy, and checks that
 *   1. every payment paid at the backup's snapshot is there, with its audit entries and gateway
 *      notices unchanged;
 *   2. the ledger reconciles: payments by kind and status with their sums, and every table's
 *      rows, equal to what the dump's snapshot held (read in the very transaction pg_dump used);
 *      and within the copy, every payment paid through the gateway has the audit entry of that
 *      move with its amount, and the trail's last word on each payment is its status;
 *   3. a student signs in on the restored instance and sees their payments.
 * It prints a report with the backup's and the restore's times (docs/backups.md explains it).
 * DRILL_STUDENTS (100), DRILL_LOAD_SECONDS (15, before the backup), DRILL_HISTORY_PAYMENTS (0: a
 * bulk history from bench/scale's generator first, for a database of a realistic size) and
 * DRILL_KEEP=true (leave the databases and the dump) change it.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { setGlobalDispatcher } from 'undici';
import { FULL_SIZE, generateScaleData } from '../bench/scale/data.ts';
import { backupDatabase, restoreDatabase } from '../src/db/backup.ts';
import { openDatabase } from '../src/db/client.ts';
import { createClub, createTour } from '../test/factories/catalog.ts';
import { BUILT_SERVER, freePort, startServer } from '../test/faults/server-process.ts';
import { signIn } from '../test/load/payment-load.ts';
import { startSmtp } from '../test/smtp.ts';
import { compareLedgers, type Ledger, readLedger } from './backup-ledger.ts';
import { startCluster, testInstanceEnv } from './cluster.ts';
import { controlApp } from './control.ts';
import { createDatabase } from './database.ts';
import { startGatewayProcess } from './gateway.ts';
import { createIpnRouter, drivePayments } from './payment-driver.ts';
import { createStudents, STUDENT_PASSWORD } from './students.ts';
import { trustingAgent } from './tls.ts';
import { Traffic } from './traffic.ts';

const STUDENTS = Number(process.env.DRILL_STUDENTS ?? 100);
const LOAD_SECONDS = Number(process.env.DRILL_LOAD_SECONDS ?? 15);
const HISTORY = Number(process.env.DRILL_HISTORY_PAYMENTS ?? 0);
const KEEP = process.env.DRILL_KEEP === 'true';
const say = (line: string) =>
  process.stdout.write(`[backup drill ${new Date().toISOString().slice(11, 19)}] ${line}\n`);
const secondsSince = (started: number) => (performance.now() - started) / 1000;

const built = spawnSync(process.execPath, ['build.mjs'], { cwd: path.resolve(import.meta.dirname, '..') });
if (built.status !== 0) throw new Error(`the server build failed: ${built.stderr}`);

/** Undone last to first: the load's deployment first, then the databases and files. */
const cleanUp: (() => Promise<unknown>)[] = [];
const deployment: (() => Promise<unknown>)[] = [];
const undo = async (steps: (() => Promise<unknown>)[]) => {
  for (const step of steps.splice(0).reverse()) await step().catch((error) => say(`cleaning up: ${error}`));
};
const dir = await mkdtemp(path.join(os.tmpdir(), 'dpms-backup-drill-'));
if (!KEEP) cleanUp.push(() => rm(dir, { recursive: true, force: true }));
const dump = path.join(dir, 'dpms.dump');
let failed = false;
try {
  const source = await createDatabase(`dpms_drill_source_${process.pid}`);
  if (!KEEP) cleanUp.push(source.drop);
  if (HISTORY > 0) {
    const started = performance.now();
    const database = await openDatabase({ databaseUrl: source.url });
    await generateScaleData(database.db, { ...FULL_SIZE, payments: HISTORY });
    await database.close();
    say(`bulk history of ${HISTORY} payments written in ${secondsSince(started).toFixed(0)} s`);
  }

  // The cluster test's deployment and load: nginx (TLS), three instances, the sandbox gateway.
  const smtp = await startSmtp();
  deployment.push(smtp.close);
  const traffic = new Traffic();
  const authSecret = randomBytes(32).toString('hex');
  const clusterDir = path.join(dir, 'cluster');
  let instanceOf = (_port: number | undefined): number | undefined => undefined;
  const ipn = createIpnRouter(traffic, (port) => instanceOf(port));
  const gateway = await startGatewayProcess(ipn.postForm);
  deployment.push(gateway.close);
  const cluster = await startCluster({
    instances: 3,
    databaseUrl: source.url,
    dataDir: path.join(clusterDir, 'data'),
    nginxDir: path.join(clusterDir, 'nginx'),
    steerByHeader: true,
    exposeUpstream: true,
    env: {
      ...testInstanceEnv({ authSecret, gatewayUrl: gateway.baseUrl, smtpPort: smtp.port }),
    },
    log: say,
  });
  deployment.push(cluster.close);
  instanceOf = (port) => cluster.instances.find((i) => i.port === port)?.index;
  setGlobalDispatcher(trustingAgent(cluster.ca));
  const control = await controlApp({
    databaseUrl: source.url,
    dataDir: path.join(clusterDir, 'data'),
    publicUrl: cluster.url,
    authSecret,
    gatewayUrl: gateway.baseUrl,
  });
  deployment.push(() => control.close());
  const tours = await Promise.all(
    Array.from({ length: 10 }, () => createTour(control, { groupSize: STUDENTS })),
  );
  const clubs = await Promise.all(Array.from({ length: 3 }, () => createClub(control)));
  const cookies = await createStudents(control, { count: STUDENTS, signingIn: 5, url: cluster.url });
  let finish!: () => void;
  const until = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const driving = drivePayments(
    {
      url: cluster.url,
      gatewayUrl: gateway.baseUrl,
      traffic,
      inRotation: () => cluster.inRotation(),
      instanceOf,
      tours,
      clubs,
      until,
    },
    cookies,
    ipn,
  );
  say(`${STUDENTS} students paying through nginx at ${cluster.url}; the backup starts in ${LOAD_SECONDS} s`);
  await sleep(LOAD_SECONDS * 1000);

  // The backup, under load, at a snapshot this transaction shares with pg_dump.
  const reader = new pg.Client({ connectionString: source.url });
  await reader.connect();
  await reader.query('begin isolation level repeatable read read only');
  const { rows } = await reader.query<{ id: string }>('select pg_export_snapshot() as id');
  const atBackup = await readLedger(reader);
  const size = await reader.query<{ bytes: string; version: string }>(
    'select pg_database_size(current_database())::text as bytes, current_setting($1) as version',
    ['server_version'],
  );
  const dumpStartedAt = new Date();
  const backupStarted = performance.now();
  await backupDatabase({ databaseUrl: source.url }, dump, { snapshot: rows[0]!.id });
  const backupSeconds = secondsSince(backupStarted);
  const dumpEndedAt = new Date();
  await reader.query('commit');
  await reader.end();
  say(`backed up in ${backupSeconds.toFixed(2)} s while the students kept paying`);
  await sleep(3_000);
  finish();
  const load = await driving;
  await undo(deployment);
  const after = new pg.Client({ connectionString: source.url });
  await after.connect();
  const during = await after.query<{ n: number }>(
    'select count(*)::int as n from payment where created_at between $1 and $2',
    [dumpStartedAt, dumpEndedAt],
  );
  const sourceAtEnd = await readLedger(after);
  await after.end();

  // The restore into a new, empty database, and the checks on what came back.
  const restored = await createDatabase(`dpms_drill_restored_${process.pid}`);
  if (!KEEP) cleanUp.push(restored.drop);
  const restoreStarted = performance.now();
  await restoreDatabase({ databaseUrl: restored.url }, dump);
  const restoreSeconds = secondsSince(restoreStarted);
  say(`restored in ${restoreSeconds.toFixed(2)} s`);
  const copy = new pg.Client({ connectionString: restored.url });
  await copy.connect();
  cleanUp.push(() => copy.end());
  const afterRestore = await readLedger(copy);
  const differences = compareLedgers(atBackup, afterRestore);
  const appendOnly = await copy
    .query('update audit_log set action = action where id = (select min(id) from audit_log)')
    .then(
      () => false,
      (error: Error) => error.message.includes('append-only'),
    );

  // An instance on the copy; a student signs in there and sees their payments.
  const instanceStarted = performance.now();
  const instance = await startServer(
    {
      DATABASE_URL: restored.url,
      DATA_DIR: path.join(dir, 'restored-data'),
      AUTH_SECRET: authSecret,
      SEED_DEMO: 'false',
      RATE_LIMIT: 'false',
    },
    await freePort(),
    { entry: BUILT_SERVER },
  );
  cleanUp.push(() => instance.stop());
  const instanceSeconds = secondsSince(instanceStarted);
  const signInCheck = await studentSignsIn(copy, instance.url, cookies.at(-1)!);

  const checks: [string, boolean][] = [
    [
      `every payment paid at the snapshot is in the copy with its audit entries and gateway notices: ${atBackup.paid.size - differences.missing.length - differences.changed.length} of ${atBackup.paid.size} (missing ${differences.missing.length}, changed ${differences.changed.length}, paid in the copy only ${differences.extra.length})`,
      differences.missing.length + differences.changed.length + differences.extra.length === 0,
    ],
    [
      `the ledger reconciles with the snapshot: ${Object.keys(atBackup.byKindStatus).length} kind and status groups (count and sum) and ${Object.keys(atBackup.rows).length} tables' rows equal (differing: ${[...differences.ledger, ...differences.tables].join(', ') || 'none'})`,
      differences.ledger.length + differences.tables.length === 0,
    ],
    [
      `in the copy, every payment paid through the gateway has the audit entry of its move to paid with its amount: ${afterRestore.paidThroughGateway - afterRestore.paidWithoutTrail.length} of ${afterRestore.paidThroughGateway}; payments whose last audit entry is not their status: ${afterRestore.trailDisagrees.length}`,
      afterRestore.paidWithoutTrail.length + afterRestore.trailDisagrees.length === 0,
    ],
    ['the audit trail is still append-only in the copy (an UPDATE is refused)', appendOnly],
    [signInCheck.line, signInCheck.ok],
  ];
  failed = checks.some(([, ok]) => !ok);
  printReport({
    atBackup,
    sourceAtEnd,
    version: size.rows[0]!.version,
    databaseBytes: Number(size.rows[0]!.bytes),
    dumpBytes: (await stat(dump)).size,
    backupSeconds,
    restoreSeconds,
    instanceSeconds,
    writtenDuringDump: during.rows[0]!.n,
    checkouts: load.checkouts,
    checks,
  });
  if (KEEP) say(`kept: ${source.url}, ${restored.url}, ${dump}`);
} catch (error) {
  failed = true;
  say(`the drill stopped: ${(error as Error).stack ?? error}`);
} finally {
  await undo(deployment);
  await undo(cleanUp);
}
process.exit(failed ? 1 : 0);

/** The student with the most paid payments signs in on the restored instance and lists them. */
async function studentSignsIn(copy: pg.Client, url: string, earlierCookie: string) {
  const { rows } = await copy.query<{ id: string; email: string; tours: number; clubs: number }>(
    `select u.id, u.email, count(*) filter (where p.kind = 'tour')::int as tours,
            count(*) filter (where p.kind = 'club')::int as clubs
       from "user" u join payment p on p.user_id = u.id
      where u.email like 'cluster.%' group by u.id, u.email
      order by count(*) desc limit 1`,
  );
  const student = rows[0];
  if (!student) return { ok: false, line: 'no student with payments in the copy' };
  const cookie = await signIn(url, url, student.email, STUDENT_PASSWORD);
  const total = async (kind: string) => {
    const res = await fetch(`${url}/api/me/payments?kind=${kind}`, { headers: { cookie } });
    return res.status === 200 ? ((await res.json()) as { total: number }).total : -1;
  };
  const [tours, clubs] = [await total('tour'), await total('club')];
  // A session made before the backup (its cookie as a browser over plain HTTP would send it).
  const earlier = await fetch(`${url}/api/me`, {
    headers: { cookie: earlierCookie.replace(/^__Secure-/, '') },
  });
  await earlier.arrayBuffer();
  return {
    ok: tours === student.tours && clubs === student.clubs && earlier.status === 200,
    line: `a student signs in on the restored instance and sees their ${tours} event and ${clubs} club payments (the copy holds ${student.tours} and ${student.clubs}); a session from before the backup still answers ${earlier.status}`,
  };
}

function printReport(r: {
  atBackup: Ledger;
  sourceAtEnd: Ledger;
  version: string;
  databaseBytes: number;
  dumpBytes: number;
  backupSeconds: number;
  restoreSeconds: number;
  instanceSeconds: number;
  writtenDuringDump: number;
  checkouts: number;
  checks: [string, boolean][];
}) {
  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
  const payments = (l: Ledger) => l.rows.payment ?? 0;
  const load = os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(', ');
  const lines = [
    '',
    `Backup drill, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC; Node ${process.version}; PostgreSQL ${r.version}; ${os.cpus().length} cores; load average ${load}`,
    '',
    '| step | figure |',
    '|---|---|',
    `| database at the backup's snapshot | ${mb(r.databaseBytes)} MB; ${payments(r.atBackup)} payments (${r.atBackup.paid.size} paid), ${r.atBackup.rows.audit_log} audit entries, ${r.atBackup.rows.payment_event} gateway notices, ${r.atBackup.rows.user} users |`,
    `| load | 3 instances behind nginx (TLS), ${STUDENTS} students paying: ${r.checkouts} checkouts in all; ${r.writtenDuringDump} payments written while pg_dump ran; ${payments(r.sourceAtEnd) - payments(r.atBackup)} after the snapshot, not in the backup |`,
    `| backup: \`pg_dump --format=custom\` at an exported snapshot | **${r.backupSeconds.toFixed(2)} s**, ${mb(r.dumpBytes)} MB file |`,
    `| restore: \`pg_restore --single-transaction\` into a new database | **${r.restoreSeconds.toFixed(2)} s** |`,
    `| an instance on the copy answers \`/api/health\` | ${r.instanceSeconds.toFixed(1)} s after it was started |`,
    '',
    ...r.checks.map(([line, ok]) => `- ${ok ? 'PASS' : 'FAIL'}: ${line}`),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}
