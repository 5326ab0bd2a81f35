/**
 * Checkout start under load (issue 8, item 7): signed-in students start event and club checkouts
 * through autocannon, first at a fixed rate (does the server keep up, with what p99), then as fast
 * as it goes. Afterwards the ledger is read back: one pending payment per answered checkout, with
 * the right student, item, plan and amount, and the sandbox holding a session for the same amount.
 */
import autocannon from 'autocannon';
import { and, eq, gte, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { club, payment, tour } from '../../src/db/schema/index.ts';
import { sandboxOf } from '../../src/gateway/testing.ts';
import { signedInAs } from '../../test/factories/accounts.ts';

interface Started {
  tranId: string;
  userId: string;
  path: string;
}

export interface CheckoutLoadOptions {
  seconds: number;
  /** Requests per second of the fixed-rate run. */
  rate: number;
  openEventsFrom: number;
  students?: number;
  connections?: number;
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
  const started: Started[] = [];
  let next = 0;
  const run = (rate: number | undefined, connections: number) =>
    autocannon({
      url: base,
      connections,
      duration: options.seconds,
      ...(rate ? { overallRate: rate } : {}),
      requests: [
        {
          method: 'POST',
          setupRequest: (request, ctx) => {
            const context = ctx as Record<string, unknown>;
            const n = next++;
            const student = students[n % students.length]!;
            const target = targets[Math.floor(n / students.length) % targets.length]!;
            context.userId = student.id;
            context.path = target.path;
            return {
              ...request,
              path: target.path,
              headers: {
                'content-type': 'application/json',
                cookie: student.cookie,
                origin: app.config.publicUrl,
              },
              body: JSON.stringify(target.body),
            };
          },
          onResponse: (status, body, ctx) => {
            const context = ctx as Record<string, unknown>;
            if (status === 201)
              started.push({
                tranId: (JSON.parse(body) as { tranId: string }).tranId,
                userId: context.userId as string,
                path: context.path as string,
              });
          },
        },
      ],
    });

  const fixed = await run(options.rate, options.connections ?? 50);
  const open = await run(undefined, options.connections ?? 50);

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
  const byTran = new Map(rows.map((r) => [r.tranId, r]));
  const priceOf = new Map<string, number>();
  for (const t of tours) priceOf.set(`/api/tours/${t.id}/checkout`, t.cost);
  for (const [i, c] of clubs.entries())
    priceOf.set(`/api/clubs/${c.id}/checkout`, i % 3 === 0 ? c.yearly : c.monthly);
  const sandbox = sandboxOf(app);
  const problems: string[] = [];
  for (const s of started) {
    const row = byTran.get(s.tranId);
    const item = s.path.split('/')[3];
    if (!row) problems.push(`${s.tranId}: no payment row`);
    else if (row.status !== 'pending') problems.push(`${s.tranId}: ${row.status}, not pending`);
    else if (row.userId !== s.userId) problems.push(`${s.tranId}: another student's row`);
    else if ((row.tourId ?? row.clubId) !== item) problems.push(`${s.tranId}: another item`);
    else if (row.amountPoisha !== priceOf.get(s.path))
      problems.push(`${s.tranId}: amount ${row.amountPoisha}`);
    else {
      const session = sandbox.sessionFor(s.tranId);
      if (
        !session ||
        session.sessionKey !== row.gatewaySessionKey ||
        session.amountPoisha !== row.amountPoisha
      )
        problems.push(`${s.tranId}: the gateway session does not match`);
    }
  }
  if (rows.length !== started.length)
    problems.push(`${rows.length} payment rows for ${started.length} answered checkouts`);
  if (new Set(started.map((s) => s.tranId)).size !== started.length)
    problems.push('a tran_id answered twice');

  const line = (label: string, r: autocannon.Result) =>
    `| ${label} | ${r.duration.toFixed(0)} | ${r.requests.total} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ${r.latency.max} | ${r.non2xx} | ${r.errors + r.timeouts} |`;
  const ok = problems.length === 0;
  const report = [
    `${students.length} students, ${tours.length} open events and ${clubs.length} clubs; autocannon in the same process.`,
    '',
    '| run | seconds | requests | per second | p50 ms | p99 ms | max ms | non-2xx | errors |',
    '|---|---|---|---|---|---|---|---|---|',
    line(`fixed rate ${options.rate}/s, ${options.connections ?? 50} connections`, fixed),
    line(`as fast as it goes, ${options.connections ?? 50} connections`, open),
    '',
    `Ledger: ${started.length} checkouts answered 201, ${rows.length} payment rows made, ${problems.length} problems${ok ? ' (one pending row per checkout, right student, item and amount, and a matching sandbox session)' : ''}.`,
    ...problems.slice(0, 10).map((p) => `  problem: ${p}`),
  ].join('\n');
  return { ok, report };
}
