/**
 * `npm run bench`: throughput and latency of the endpoints students hit before a deadline,
 * against the real server on loopback (127.0.0.1 only, bounded in time), with the demo data.
 *
 * The server under test is the production bundle (`dist/server.js`, built first) in a process of
 * its own, with its job runners, as `npm start` runs it; the references are bare Fastify servers
 * in processes of their own serving the very bytes the app answered (one with the body and content
 * type alone, one with every header of the app's answer too); autocannon drives all three from
 * this process, in rounds (ROUNDS below). So
 * a latency is the server's, not the load generator's, and the RSS is the server process's alone
 * (read from /proc), idle after start and again after every endpoint has been driven.
 * Prints a Markdown table; docs/benchmarks.md keeps the reports.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { BUILT_SERVER, freePort, startServer } from '../test/faults/server-process.ts';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 4);
/**
 * Each endpoint is driven in rounds, the app and its two references in turn within each round;
 * a figure is the median over the rounds. A burst of other work on this shared machine then
 * lands in one round, not on one side of the comparison.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SETTLE_MS = 5_000;
/**
 * What every request says it accepts: by default what Chromium sends, so each side answers the
 * compressed bytes a student's phone gets (the public reads and the shell are cached compressed);
 * `BENCH_ACCEPT_ENCODING=identity` measures the plain bytes instead.
 */
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br, zstd';
const serverDir = path.resolve(import.meta.dirname, '..');

const built = spawnSync(process.execPath, ['build.mjs'], { cwd: serverDir, stdio: 'inherit' });
if (built.status !== 0) throw new Error('the server bundle did not build');
// The app page (SPA fallback) is the built web app's shell.
if (!existsSync(path.join(serverDir, '../web/dist/index.html'))) {
  const web = spawnSync('npm', ['run', 'build', '-w', 'packages/shared', '-w', 'apps/web'], {
    cwd: path.join(serverDir, '../..'),
    stdio: 'inherit',
  });
  if (web.status !== 0) throw new Error('the web app did not build');
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'dpms-bench-'));
const children: ChildProcess[] = [];
const stopAll = () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
};
process.on('exit', stopAll);

/** The resident set of a process, in MB, as the kernel counts it. */
function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Math.round(Number(line[1]) / 1024) : Number.NaN;
}

/** Headers Node writes on every answer itself; the references write their own. */
const NODE_WRITES = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

/** One GET as autocannon sends it, the body as it came over the wire (not decompressed). */
function rawGet(url: string): Promise<{ headers: Record<string, string>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': ACCEPT_ENCODING } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const headers: Record<string, string> = {};
          for (const [name, value] of Object.entries(res.headers)) {
            if (typeof value === 'string') headers[name] = value;
          }
          resolve({ headers, body: Buffer.concat(chunks) });
        });
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/** A bare Fastify (bench/bare-server.mjs) in a process of its own; its address. */
async function startBare(routesFile: string, ...flags: string[]): Promise<string> {
  const bare = spawn(
    process.execPath,
    [path.join(import.meta.dirname, 'bare-server.mjs'), routesFile, ...flags],
    {
      cwd: serverDir,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  children.push(bare);
  return new Promise<string>((resolve, reject) => {
    bare.stdout?.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
    bare.once('exit', (code) => reject(new Error(`the bare Fastify stopped (exit ${code})`)));
  });
}

const port = await freePort();
/** The built bundle on `port`, started as `node dist/server.js`; healthy when it returns. */
const startBundle = async () => {
  const started = await startServer(
    {
      AUTH_SECRET: 'bench-secret-bench-secret-bench-secret',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      // The demo's refunds the sandbox never saw are warned about every few minutes (README).
      LOG_LEVEL: 'error',
    },
    port,
    { entry: BUILT_SERVER, sourceMaps: false },
  );
  children.push(started.child);
  return started;
};

try {
  // A first start on an empty database seeds the demo data (about 340 payments through the real
  // payment code); it is stopped as an operator would, and the start measured is the second, on
  // the data already there, as every restart in production is.
  await (await startBundle()).stop('SIGTERM');
  const server = await startBundle();
  const address = server.url;
  const driver = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (embedded)';
  await sleep(SETTLE_MS);
  const idleRss = rssMb(server.child.pid as number);

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

  // The references answer the very bytes (content type and encoding) the app answered for each
  // path, asked as autocannon will ask; the second also every other header of the app's answer
  // but those Node writes itself.
  const routes = [];
  const sizes = new Map<string, number>();
  for (const [, url] of targets) {
    const res = await rawGet(`${address}${url}`);
    sizes.set(url, res.body.length);
    const headers = Object.fromEntries(
      Object.entries(res.headers).filter(([name]) => !NODE_WRITES.has(name) && name !== 'content-type'),
    );
    routes.push({
      path: url,
      type: res.headers['content-type'] ?? 'application/json',
      encoding: res.headers['content-encoding'],
      body: res.body.toString('base64'),
      headers,
    });
  }
  const routesFile = path.join(dataDir, 'bare-routes.json');
  await writeFile(routesFile, JSON.stringify(routes));
  const bareAddress = await startBare(routesFile);
  const sameHeadersAddress = await startBare(routesFile, '--headers');

  const measure = (url: string) =>
    autocannon({
      url,
      connections: CONNECTIONS,
      duration: DURATION_S,
      headers: { 'accept-encoding': ACCEPT_ENCODING },
    });
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
  };
  const rows: string[] = [];
  for (const [name, url] of targets) {
    const rounds: { app: autocannon.Result; bare: autocannon.Result; sameHeaders: autocannon.Result }[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      rounds.push({
        app: await measure(`${address}${url}`),
        bare: await measure(`${bareAddress}${url}`),
        sameHeaders: await measure(`${sameHeadersAddress}${url}`),
      });
    }
    const rate = (side: 'app' | 'bare' | 'sameHeaders') =>
      Math.round(median(rounds.map((r) => r[side].requests.average)));
    const ratio = (side: 'bare' | 'sameHeaders') =>
      `${median(rounds.map((r) => r.app.requests.average / Math.max(1, r[side].requests.average))).toFixed(2)}x`;
    const p99 = (side: 'app' | 'bare') => median(rounds.map((r) => r[side].latency.p99));
    const non2xx = rounds.reduce((sum, r) => sum + r.app.non2xx, 0);
    const errors = rounds.reduce((sum, r) => sum + r.app.errors, 0);
    const ok = non2xx === 0 && errors === 0;
    rows.push(
      `| ${name} | \`${url.replace(/[0-9a-f-]{36}/, ':id')}\` | ${routes.find((r) => r.path === url)?.encoding ?? 'none'}, ${sizes.get(url)} | ${rate('app')} | ${rate('bare')} | ${ratio('bare')} | ${rate('sameHeaders')} | ${ratio('sameHeaders')} | ${median(rounds.map((r) => r.app.latency.p50))} | ${p99('app')} | ${p99('bare')} | ${ok ? 'yes' : `no (${non2xx} non-2xx, ${errors} errors)`} |`,
    );
  }
  const afterRss = rssMb(server.child.pid as number);

  console.log(
    `Database: ${driver}; ${CONNECTIONS} connections, ${ROUNDS} rounds of ${DURATION_S} s per endpoint and side (medians); Node ${process.version}; ${os.cpus().length} cores; load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  console.log('');
  console.log(
    `Run on ${new Date().toISOString().slice(0, 10)}; the server (dist/server.js), the bare Fastify and autocannon each in a process of their own; each round drives the app, then the bare Fastify, then the bare Fastify with the app's headers; every request sends \`Accept-Encoding: ${ACCEPT_ENCODING}\`.`,
  );
  console.log('');
  console.log(
    '| endpoint | path | encoding, body bytes | DPMS requests/s | bare Fastify requests/s | ratio | bare, same headers too, requests/s | ratio | p50 ms | p99 ms | bare p99 ms | all 2xx |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
  console.log('');
  console.log(
    `Server process RSS: ${idleRss} MB idle ${SETTLE_MS / 1000} s after a start on seeded data, ${afterRss} MB after the run`,
  );
} finally {
  stopAll();
  await rm(dataDir, { recursive: true, force: true });
}
