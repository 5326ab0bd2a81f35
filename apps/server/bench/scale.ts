/**
 * `npm run bench:scale`: issue 8, items 6 and 7, against 100,000 payments (bench/scale/data.ts).
 * On PostgreSQL when DATABASE_URL names a local server (a database `dpms_bench_scale` is created
 * there and dropped at the end), else on PGlite in a temporary directory. `--reuse` keeps data a
 * previous `npm run bench:data` left; `--keep` leaves the database for a look afterwards.
 * Prints a Markdown report: server time and body size of the lists, the CSV export's memory, the
 * EXPLAIN of every list query, and checkout start under load with its ledger check.
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { sandboxOf } from '../src/gateway/testing.ts';
import { listPaymentGroups, listUserPayments } from '../src/modules/payments/queries.ts';
import { signedInAs, signIn } from '../test/factories/accounts.ts';
import { checkoutLoad } from './scale/checkout-load.ts';
import { OPEN_EVENTS_FROM, SCALE_PASSWORD } from './scale/data.ts';
import { explainQueries, type QueryCase } from './scale/explain.ts';
import { exportQueryCases } from './scale/export-cases.ts';
import { openScaleApp, scaleTarget } from './scale/target.ts';

const REPEAT = Number(process.env.BENCH_SCALE_REPEAT ?? 30);
const CHECKOUT_SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CHECKOUT_RATE = Number(process.env.BENCH_CHECKOUT_RATE ?? 300);
const deadline = setTimeout(() => {
  console.error('bench:scale: time is up (40 min), stopping');
  process.exit(2);
}, 40 * 60_000);
deadline.unref();

const target = scaleTarget();
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const p95 = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * 0.95))] ?? 0;

const app = await openScaleApp(target);
/** Server time of each answered request, by URL: Fastify's own clock, from request to response. */
const serverMs = new Map<string, number[]>();
app.addHook('onResponse', async (request, reply) => {
  const list = serverMs.get(request.url) ?? [];
  list.push(reply.elapsedTime);
  serverMs.set(request.url, list);
});
const base = await app.listen({ host: '127.0.0.1', port: 0 });
const { db } = app.database;

try {
  // The student with the most payments, and one event and one club with many.
  const [busiest] = (
    await db.execute<{ user_id: string; email: string }>(
      sql`select p.user_id, u.email from payment p join "user" u on u.id = p.user_id
          group by p.user_id, u.email order by count(*) desc limit 1`,
    )
  ).rows;
  const [tourRow] = (
    await db.execute<{ id: string }>(sql`select tour_id::text as id from payment where kind = 'tour' limit 1`)
  ).rows;
  const student = await signIn(app, busiest!.email, SCALE_PASSWORD);
  const admin = (await signedInAs(app, 'admin')).cookie;

  /** Sequential requests over real HTTP (after 5 to warm up): Fastify's server time and the wall time. */
  const timed = async (url: string, cookie: string) => {
    serverMs.delete(url);
    const wall: number[] = [];
    for (let i = 0; i < REPEAT + 5; i++) {
      const started = performance.now();
      const res = await fetch(`${base}${url}`, { headers: { cookie, 'accept-encoding': 'br, gzip' } });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
      if (i >= 5) wall.push(performance.now() - started);
    }
    const server = serverMs.get(url)!.slice(5);
    const plain = await app.inject({ url, headers: { cookie } });
    const compressed = await app.inject({ url, headers: { cookie, 'accept-encoding': 'br, gzip' } });
    return {
      serverMedian: median(server),
      serverP95: p95(server),
      wallMedian: median(wall),
      bytes: plain.rawPayload.length,
      wireBytes: compressed.rawPayload.length,
      encoding: compressed.headers['content-encoding'] ?? 'identity',
    };
  };

  const lists: [string, string, string, number][] = [
    ['admin Payment History, events, first page', '/api/admin/payments?kind=tour', admin, 50],
    ['admin Payment History, clubs, first page', '/api/admin/payments?kind=club', admin, 50],
    [
      'admin Payment History, one event, page 2',
      `/api/admin/payments?kind=tour&itemId=${tourRow!.id}&page=2`,
      admin,
      50,
    ],
    ['My Payments, events (busiest student)', '/api/me/payments?kind=tour', student, 20],
    ['My Payments, clubs (busiest student)', '/api/me/payments?kind=club', student, 20],
  ];
  const listRows: string[] = [];
  for (const [name, url, cookie, budget] of lists) {
    const r = await timed(url, cookie);
    listRows.push(
      `| ${name} | \`${url.replace(/[0-9a-f-]{36}/, ':id')}\` | ${r.serverMedian.toFixed(1)} | ${r.serverP95.toFixed(1)} | ${r.wallMedian.toFixed(1)} | ${budget} | ${(r.bytes / 1024).toFixed(1)} | ${(r.wireBytes / 1024).toFixed(1)} (${r.encoding}) | ${r.serverMedian <= budget ? 'yes' : 'NO'} |`,
    );
  }

  // The CSV export of every payment (both kinds), read as it arrives and thrown away, while this
  // process's RSS is sampled every 10 ms.
  const csvRows: string[] = [];
  for (const kind of ['tour', 'club']) {
    globalThis.gc?.();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 10);
    const url = `/api/admin/payments.csv?kind=${kind}`;
    serverMs.delete(url);
    const started = performance.now();
    const res = await fetch(`${base}${url}`, { headers: { cookie: admin } });
    let bytes = 0;
    let lines = 0;
    let firstByteMs = 0;
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      if (bytes === 0) firstByteMs = performance.now() - started;
      bytes += chunk.length;
      for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines += 1;
    }
    const totalMs = performance.now() - started;
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    csvRows.push(
      `| ${kind === 'tour' ? 'events' : 'clubs'} | ${lines - 1} | ${(bytes / 1024 / 1024).toFixed(1)} | ${firstByteMs.toFixed(0)} | ${totalMs.toFixed(0)} | ${mb(before)} | ${mb(peak)} | ${mb(peak - before)} | ${res.headers.get('transfer-encoding') === 'chunked' ? 'yes' : 'no'} |`,
    );
  }

  const tourId = tourRow!.id;
  const cases: QueryCase[] = [
    ['My Payments, events', (d) => listUserPayments(d, busiest!.user_id, 'tour', 1)],
    ['My Payments, clubs, page 2', (d) => listUserPayments(d, busiest!.user_id, 'club', 2)],
    ['Payment History, events, first page', (d) => listPaymentGroups(d, 'tour', { page: 1 })],
    ['Payment History, clubs, first page', (d) => listPaymentGroups(d, 'club', { page: 1 })],
    ['Payment History, one event, page 3', (d) => listPaymentGroups(d, 'tour', { itemId: tourId, page: 3 })],
    ...exportQueryCases(tourId),
  ];

  const checkout = await checkoutLoad(app, base, {
    seconds: CHECKOUT_SECONDS,
    rate: CHECKOUT_RATE,
    openEventsFrom: OPEN_EVENTS_FROM,
    gatewayWhere: 'the gateway emulator in the bench process too',
    sessionFor: async (tranId) => sandboxOf(app).sessionFor(tranId),
  });

  await app.close();
  // Explained after the server is closed: PGlite takes one process at a time.
  const explained = await explainQueries(target, cases);

  console.log(
    `\n${new Date().toISOString().slice(0, 10)}; ${target.driver}; Node ${process.version}; ${os.cpus().length} cores; load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}\n`,
  );
  console.log('Lists (sequential requests over loopback, median of', REPEAT, 'after 5 to warm up):\n');
  console.log(
    '| list | path | server ms median | server ms p95 | wall ms median | target ms | body kB | on the wire kB | within target |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const row of listRows) console.log(row);
  console.log('\nCSV export (streamed to a reader that discards it):\n');
  console.log(
    '| export | rows | MB | first byte ms | total ms | RSS before MB | RSS peak MB | RSS growth MB | chunked |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const row of csvRows) console.log(row);
  console.log('\nCheckout start:\n');
  console.log(checkout.report);
  console.log('\nQuery plans:\n');
  console.log('| query | execution ms | index | seq scan |');
  console.log('|---|---|---|---|');
  for (const e of explained)
    console.log(
      `| ${e.name} | ${e.executionMs.toFixed(2)} | ${e.usesIndex ? 'yes' : 'NO'} | ${e.seqScan ? 'yes' : 'no'} |`,
    );
  for (const e of explained) console.log(`\n${e.name}:\n\n\`\`\`\n${e.plan}\n\`\`\``);
  process.exitCode = checkout.ok ? 0 : 1;
} finally {
  await app.close();
  if (!process.argv.includes('--keep')) await target.drop();
}
