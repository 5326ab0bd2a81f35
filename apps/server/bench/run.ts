/**
 * `npm run bench`: throughput and latency of the endpoints students hit before a deadline,
 * against a real server on loopback (127.0.0.1 only, bounded in time), with the demo data.
 * Prints a Markdown table; docs/benchmarks.md keeps the latest report.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../src/app.ts';
import { bootstrap } from '../src/bootstrap.ts';
import { loadConfig } from '../src/config.ts';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'dpms-bench-'));
const config = loadConfig({
  ...process.env,
  // Development mode keeps the built-in sandbox gateway; production requires a real one.
  NODE_ENV: 'development',
  AUTH_SECRET: 'bench-secret-bench-secret-bench-secret',
  DATA_DIR: dataDir,
  SEED_DEMO: 'true',
  RATE_LIMIT: 'false',
  LOG_LEVEL: 'silent',
  PORT: '0',
});
const app = await buildApp(config);
await bootstrap(app);
const address = await app.listen({ port: 0, host: '127.0.0.1' });
globalThis.gc?.();
const idleRss = Math.round(process.memoryUsage().rss / 1024 / 1024);
const driver = app.database.driver;

const tours = (await (await fetch(`${address}/api/tours`)).json()) as { items: { id: string }[] };
const firstTour = tours.items[0];
const targets: [string, string][] = [
  ['health (database ping)', '/api/health'],
  ['event list, page 1', '/api/tours'],
  ['one event', `/api/tours/${firstTour?.id}`],
  ['club list', '/api/clubs'],
  ['home counts', '/api/stats'],
  ['announcements', '/api/announcements'],
  ['the app page (SPA fallback)', '/tours'],
];

/**
 * The reference, measured in the same run on the same machine: a bare Fastify answering the very
 * bytes (and content type) the app answered for the path, so the ratio is what DPMS costs.
 */
const bare = Fastify();
for (const [, url] of targets) {
  const res = await fetch(`${address}${url}`);
  const body = Buffer.from(await res.arrayBuffer());
  const type = res.headers.get('content-type') ?? 'application/json';
  bare.get(url.split('?')[0]!, async (_request, reply) => reply.type(type).send(body));
}
const bareAddress = await bare.listen({ port: 0, host: '127.0.0.1' });

const measure = (url: string) => autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
const rows: string[] = [];
for (const [name, url] of targets) {
  const result = await measure(`${address}${url}`);
  const reference = await measure(`${bareAddress}${url}`);
  const ok = result.non2xx === 0 && result.errors === 0;
  const ratio = result.requests.average / Math.max(1, reference.requests.average);
  rows.push(
    `| ${name} | \`${url.replace(/[0-9a-f-]{36}/, ':id')}\` | ${Math.round(result.requests.average)} | ${Math.round(reference.requests.average)} | ${ratio.toFixed(2)}x | ${result.latency.p50} | ${result.latency.p99} | ${ok ? 'yes' : `no (${result.non2xx} non-2xx, ${result.errors} errors)`} |`,
  );
}
await bare.close();
const memory = Math.round(process.memoryUsage().rss / 1024 / 1024);
await app.close();
await rm(dataDir, { recursive: true, force: true });

console.log(
  `Database: ${driver}; ${CONNECTIONS} connections for ${DURATION_S} s per endpoint; Node ${process.version}; ${os.cpus().length} cores`,
);
console.log('');
console.log(
  `Run on ${new Date().toISOString().slice(0, 10)}; reference: bare Fastify serving the same bytes, measured right after each endpoint.`,
);
console.log('');
console.log(
  '| endpoint | path | DPMS requests/s | bare Fastify requests/s | ratio | p50 ms | p99 ms | all 2xx |',
);
console.log('|---|---|---|---|---|---|---|---|');
for (const row of rows) console.log(row);
console.log('');
console.log(`Server process RSS: ${idleRss} MB idle after start, ${memory} MB after the run`);
