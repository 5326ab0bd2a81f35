/**
 * Checkout start under load (issue 8, item 7): signed-in students start event and club checkouts
 * from a load generator in a process of its own (checkout-driver.mjs), first at a steady rate
 * (does the server keep up, with what p99), then as fast as it goes (autocannon). Afterwards the ledger is read back: one pending payment per answered checkout, with
 * the right student, item, plan and amount, and the sandbox holding a session for the same amount.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type autocannon from 'autocannon';
import { and, eq, gte, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { club, payment, tour } from '../../src/db/schema/index.ts';
import { signedInAs } from '../../test/factories/accounts.ts';

/** How many sessions the gateway emulator keeps (SandboxStore's default). */
const SANDBOX_SESSIONS = 5000;

interface Started {
  tranId: string;
  userId: string;
  path: string;
}

/**
 * A few seconds at the steady rate first: the server's first checkouts compile its code paths and
 * prepare its statements on each pooled connection.
 */
const WARM_UP_SECONDS = 3;

/** What checkout-driver.mjs is given. */
interface DriverInput {
  base: string;
  origin: string;
  seconds: number;
  /** Seconds at the steady rate before the measured runs, not reported (their rows are checked). */
  warmUpSeconds: number;
  rate: number;
  connections: number;
  students: { id: string; cookie: string }[];
  targets: { path: string; body: unknown }[];
}

/** What checkout-driver.mjs reports of each run. */
type RunSummary = Pick<
  autocannon.Result,
  'duration' | 'requests' | 'latency' | 'non2xx' | 'errors' | 'timeouts'
>;

export interface CheckoutLoadOptions {
  seconds: number;
  /** Requests per second of the fixed-rate run. */
  rate: number;
  openEventsFrom: number;
  students?: number;
  connections?: number;
  /** Where the gateway runs, for the report. */
  gatewayWhere: string;
  /** The session the gateway holds for a tran_id (the emulator forgets its oldest ones). */
  sessionFor(tranId: string): Promise<{ sessionKey: string; amountPoisha: number } | undefined>;
}

export async function checkoutLoad(app: FastifyInstance, base: string, options: CheckoutLoadOptions) {
  const { db } = app.database;
  const startedAt = new Date();
  const tours = (
    await db
      .select({ id: tour.id, cost: tour.costPoisha })
      .from(tour)
      .where(and(eq(tour.registration, 'Open'), isNull(tour.archivedAt)))
  ).slice(0, 10);
  const clubs = await db
    .select({ id: club.id, monthly: club.monthlyPricePoisha, yearly: club.yearlyPricePoisha })
    .from(club);
  // Fresh students: none has paid for these events yet, so every checkout may start.
  const students: { id: string; cookie: string }[] = [];
  for (let i = 0; i < (options.students ?? 40); i++) students.push(await signedInAs(app, 'student'));

  const targets = [
    ...tours.map((t) => ({ path: `/api/tours/${t.id}/checkout`, body: { mobile: '01711111111' } })),
    ...clubs.map((c, i) => ({
      path: `/api/clubs/${c.id}/checkout`,
      body: { mobile: '01711111111', plan: i % 3 === 0 ? 'yearly' : 'monthly' },
    })),
  ];
  // The load generator runs in a process of its own, off the server's event loop (checkout-driver.mjs).
  const input: DriverInput = {
    base,
    origin: app.config.publicUrl,
    seconds: options.seconds,
    warmUpSeconds: WARM_UP_SECONDS,
    rate: options.rate,
    connections: options.connections ?? 50,
    students,
    targets,
  };
  const driver = fork(fileURLToPath(new URL('./checkout-driver.mjs', import.meta.url)), { execArgv: [] });
  driver.send(input);
  const { fixed, open, started } = await new Promise<{
    fixed: RunSummary;
    open: RunSummary;
    started: Started[];
  }>((resolve, reject) => {
    driver.once('message', resolve);
    driver.once('error', reject);
    driver.once('exit', (code) => reject(new Error(`the load generator stopped (exit ${code})`)));
  });

  // The flat-out run stops without waiting for the checkouts in flight: let the server finish them.
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  // The ledger: every row the bench's students made since it started.
  const rows = await db
    .select()
    .from(payment)
    .where(
      and(
        inArray(
          payment.userId,
          students.map((s) => s.id),
        ),
        gte(payment.createdAt, startedAt),
      ),
    );
  const answered = new Map(started.map((s) => [s.tranId, s]));
  const priceOf = new Map<string, number>();
  for (const t of tours) priceOf.set(t.id, t.cost);
  for (const [i, c] of clubs.entries()) priceOf.set(c.id, i % 3 === 0 ? c.yearly : c.monthly);
  const problems: string[] = [];
  const forgotten: string[] = [];
  // Every row, answered or still in flight when autocannon stopped: pending, the right amount
  // for its item, and the gateway session opened for that amount.
  for (const row of rows) {
    const item = (row.tourId ?? row.clubId)!;
    const s = answered.get(row.tranId);
    const session = await options.sessionFor(row.tranId);
    if (row.status !== 'pending') problems.push(`${row.tranId}: ${row.status}, not pending`);
    else if (row.amountPoisha !== priceOf.get(item))
      problems.push(`${row.tranId}: amount ${row.amountPoisha}`);
    else if (s && (row.userId !== s.userId || s.path.split('/')[3] !== item))
      problems.push(`${row.tranId}: another student's or item's row`);
    else if (!session) forgotten.push(`${row.tranId}: no gateway session`);
    else if (session.sessionKey !== row.gatewaySessionKey || session.amountPoisha !== row.amountPoisha)
      problems.push(`${row.tranId}: the gateway session does not match`);
  }
  // The emulator keeps its newest SANDBOX_SESSIONS sessions only (gateway/sandbox/store.ts): past
  // that, the oldest rows' sessions are gone, and only as many as that explains are let pass.
  const forgettable = Math.max(0, rows.length - SANDBOX_SESSIONS);
  if (forgotten.length > forgettable) problems.push(...forgotten);
  const byTran = new Set(rows.map((r) => r.tranId));
  for (const s of started) if (!byTran.has(s.tranId)) problems.push(`${s.tranId}: answered 201 but no row`);
  if (answered.size !== started.length) problems.push('a tran_id answered twice');
  const inFlight = rows.length - started.length;

  const line = (label: string, r: RunSummary) =>
    `| ${label} | ${r.duration.toFixed(0)} | ${r.requests.total} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ${r.latency.max} | ${r.non2xx} | ${r.errors + r.timeouts} |`;
  const ok = problems.length === 0;
  const report = [
    `${students.length} students, ${tours.length} open events and ${clubs.length} clubs; the load generator in a process of its own; the server in the bench process; ${options.gatewayWhere}.`,
    '',
    '| run | seconds | requests | per second | p50 ms | p99 ms | max ms | non-2xx | errors |',
    '|---|---|---|---|---|---|---|---|---|',
    line(
      `steady ${options.rate}/s, at most ${options.connections ?? 50} connections (after ${WARM_UP_SECONDS} s of warm-up)`,
      fixed,
    ),
    line(`as fast as it goes, ${options.connections ?? 50} connections`, open),
    '',
    `Ledger: ${started.length} checkouts answered 201, ${rows.length} payment rows made, ${problems.length} problems${ok ? ' (one pending row per checkout, right student, item and amount, and a matching sandbox session)' : ''}; ${inFlight} more rows are checkouts still in flight when autocannon stopped (checked the same way)${forgotten.length > 0 && ok ? `; ${forgotten.length} of the oldest rows' sandbox sessions were already forgotten by the emulator, which keeps ${SANDBOX_SESSIONS}` : ''}.`,
    ...problems.slice(0, 10).map((p) => `  problem: ${p}`),
  ].join('\n');
  return { ok, report };
}
