/**
 * `npm run bench:cluster`: requests per second through nginx (HTTPS, as deployed; autocannon
 * keeps its connections, so the handshakes are few) with 1, 2 and 3 instances on one
 * PostgreSQL database (a fresh one per size), with autocannon on loopback. Two reads: the public
 * event list (each instance's memory copy) and a signed-in student's payment history (a session
 * check and queries every time). Prints a Markdown table with each figure's ratio to 1 instance.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { signedInAs } from '../test/factories/accounts.ts';
import { createTour } from '../test/factories/catalog.ts';
import { startCluster } from './cluster.ts';
import { controlApp } from './control.ts';
import { createDatabase } from './database.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SIZES = (process.env.BENCH_INSTANCES ?? '1,2,3').split(',').map(Number);
const say = (line: string) => process.stdout.write(`${line}\n`);

interface Figures {
  instances: number;
  publicRps: number;
  signedInRps: number;
  publicP99: number;
  signedInP99: number;
  failures: number;
}

async function measure(instances: number): Promise<Figures> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'dpms-cluster-bench-'));
  const database = await createDatabase(`dpms_cluster_bench`);
  const authSecret = randomBytes(32).toString('hex');
  const cluster = await startCluster({
    instances,
    databaseUrl: database.url,
    dataDir: path.join(dir, 'data'),
    nginxDir: path.join(dir, 'nginx'),
    env: { AUTH_SECRET: authSecret, SEED_DEMO: 'false', RATE_LIMIT: 'false', LOG_LEVEL: 'warn' },
  });
  const control = await controlApp({
    databaseUrl: database.url,
    dataDir: path.join(dir, 'data'),
    publicUrl: cluster.url,
    authSecret,
  });
  try {
    for (let i = 0; i < 12; i++) await createTour(control);
    const student = await signedInAs(control, 'student');
    const run = (url: string, headers: Record<string, string> = {}) =>
      autocannon({ url: `${cluster.url}${url}`, connections: CONNECTIONS, duration: SECONDS, headers });
    await run('/api/tours'); // warm-up: JIT, pools, every instance's memory copy
    const pub = await run('/api/tours');
    const mine = await run('/api/me/payments?kind=tour', { cookie: student.cookie });
    return {
      instances,
      publicRps: pub.requests.average,
      signedInRps: mine.requests.average,
      publicP99: pub.latency.p99,
      signedInP99: mine.latency.p99,
      failures: pub.non2xx + pub.errors + mine.non2xx + mine.errors,
    };
  } finally {
    await control.close();
    await cluster.close();
    await database.drop();
    await rm(dir, { recursive: true, force: true });
  }
}

const results: Figures[] = [];
for (const size of SIZES) results.push(await measure(size));
const base = results[0]!;
say(
  `${new Date().toISOString().slice(0, 10)}; Node ${process.version}; ${os.cpus().length} cores; nginx round-robin over TLS; ${CONNECTIONS} connections, ${SECONDS} s each`,
);
say('');
say(
  '| instances | public event list req/s | ratio | p99 ms | signed-in payment history req/s | ratio | p99 ms | non-2xx or errors |',
);
say('|---|---|---|---|---|---|---|---|');
for (const r of results) {
  say(
    `| ${r.instances} | ${Math.round(r.publicRps)} | ${(r.publicRps / base.publicRps).toFixed(2)}x | ${r.publicP99} | ${Math.round(r.signedInRps)} | ${(r.signedInRps / base.signedInRps).toFixed(2)}x | ${r.signedInP99} | ${r.failures} |`,
  );
}
