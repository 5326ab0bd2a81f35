import { count, eq, min, sql } from 'drizzle-orm';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client.ts';
import { auditLog, mailOutbox, payment } from '../db/schema/index.ts';

/** Seconds: a page or read answers in milliseconds, a gateway call in up to its 30 s timeout. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * How long one scrape's database figures are kept: every instance answers Prometheus, and the
 * figures are the cluster's (the same on each), so they are read at most this often.
 */
const DATABASE_FIGURES_MS = 10_000;

export type Metrics = ReturnType<typeof createMetrics>;

/**
 * DPMS's Prometheus series (docs/operations.md names each). Two kinds:
 * - this instance's: requests, gateway calls, job runs, pool waits, Node's process metrics;
 * - the cluster's, read from the database at scrape time (payments by kind and move, the mail
 *   outbox, reconciliation's lag, the on-hold queue): every instance reports the same figures,
 *   so a dashboard takes `max` across instances. Read from the append-only audit trail, the
 *   payment moves survive restarts and count each move once, whichever instance made it.
 * No label carries personal data: routes are patterns (`/api/tours/:id`), never addresses.
 */
export function createMetrics(database: Database) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'dpms_' });

  const http = new Histogram({
    name: 'dpms_http_request_duration_seconds',
    help: 'Requests answered by this instance, by route pattern, method and status code.',
    labelNames: ['route', 'method', 'status_code'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const gateway = new Histogram({
    name: 'dpms_gateway_call_duration_seconds',
    help: "Calls to the payment gateway by this instance, by call and outcome ('ok' or 'error').",
    labelNames: ['call', 'outcome'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const jobRuns = new Counter({
    name: 'dpms_job_runs_total',
    help: "Background job runs on this instance, by job and outcome ('ok', 'failed', or 'skipped' when another instance held the job).",
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
  });
  const jobDuration = new Histogram({
    name: 'dpms_job_duration_seconds',
    help: 'How long the background job runs of this instance took, by job.',
    labelNames: ['job'] as const,
    buckets: [0.01, 0.1, 0.5, 1, 5, 15, 60, 300],
    registers: [registry],
  });
  const reconciled = new Counter({
    name: 'dpms_reconcile_payments_total',
    help: "Payments reconciliation (on this instance) asked the gateway about, by result ('checked', then what came of them: 'paid', 'held', 'expired', 'refunded', 'errors').",
    labelNames: ['result'] as const,
    registers: [registry],
  });
  const poolWait = new Histogram({
    name: 'dpms_db_pool_wait_seconds',
    help: "How long this instance's queries and transactions waited for a pooled PostgreSQL connection.",
    buckets: [0.001, 0.005, 0.025, 0.1, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: 'dpms_db_pool_connections',
    help: "This instance's PostgreSQL pool by state ('total', 'idle', 'waiting': requests queued for one).",
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = database.poolStats?.();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  database.onPoolWait?.((seconds) => poolWait.observe(seconds));

  const figures = databaseFigures(database);
  new Gauge({
    name: 'dpms_payments_started',
    help: 'Checkouts ever started (payment rows), by kind; cumulative, from the database.',
    labelNames: ['kind'] as const,
    registers: [registry],
    async collect() {
      for (const row of (await figures()).started) this.set({ kind: row.kind }, row.n);
    },
  });
  new Gauge({
    name: 'dpms_payment_moves',
    help: 'Payment status changes ever made, by kind and the status moved to (paid, failed, cancelled, expired, on_hold, refund_pending, refunded); cumulative, from the audit trail. Use increase() on max() across instances.',
    labelNames: ['kind', 'to'] as const,
    registers: [registry],
    async collect() {
      for (const row of (await figures()).moves) this.set({ kind: row.kind, to: row.to }, row.n);
    },
  });
  new Gauge({
    name: 'dpms_payments',
    help: 'Payments now in each status, by kind, from the database.',
    labelNames: ['kind', 'status'] as const,
    registers: [registry],
    async collect() {
      for (const row of (await figures()).byStatus) this.set({ kind: row.kind, status: row.status }, row.n);
    },
  });
  const ageGauge = (name: string, help: string, pick: (f: Figures) => Date | null) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        const at = pick(await figures());
        this.set(at ? Math.max(0, (Date.now() - at.getTime()) / 1000) : 0);
      },
    });
  ageGauge(
    'dpms_oldest_pending_payment_age_seconds',
    "Age of the oldest payment still pending (0: none): reconciliation's lag once it passes RECONCILE_AFTER_SECONDS.",
    (f) => f.oldestPending,
  );
  ageGauge(
    'dpms_oldest_on_hold_payment_age_seconds',
    'How long the longest-waiting payment on hold has waited for an admin (0: none).',
    (f) => f.oldestOnHold,
  );
  ageGauge(
    'dpms_mail_outbox_oldest_queued_age_seconds',
    'Age of the oldest mail still waiting to be sent (0: none).',
    (f) => f.oldestQueuedMail,
  );
  new Gauge({
    name: 'dpms_mail_outbox',
    help: "Mail not yet sent, by status ('queued': not tried yet; 'retrying': a send failed and is tried again; 'failed': given up after its retries).",
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      const { mail } = await figures();
      for (const status of MAIL_STATES) this.set({ status }, mail[status]);
    },
  });

  return {
    registry,
    /** One answered request (`route` is the pattern Fastify matched, or 'unmatched'). */
    request(route: string, method: string, statusCode: number, seconds: number) {
      http.observe({ route, method, status_code: String(statusCode) }, seconds);
    },
    gatewayCall(call: string, outcome: 'ok' | 'error', seconds: number) {
      gateway.observe({ call, outcome }, seconds);
    },
    jobRun(job: string, outcome: 'ok' | 'failed' | 'skipped', seconds: number) {
      jobRuns.inc({ job, outcome });
      if (outcome !== 'skipped') jobDuration.observe({ job }, seconds);
    },
    reconciled(report: Record<string, number>) {
      for (const [result, n] of Object.entries(report)) if (n > 0) reconciled.inc({ result }, n);
    },
  };
}

interface Figures {
  started: { kind: string; n: number }[];
  moves: { kind: string; to: string; n: number }[];
  byStatus: { kind: string; status: string; n: number }[];
  oldestPending: Date | null;
  oldestOnHold: Date | null;
  oldestQueuedMail: Date | null;
  mail: Record<(typeof MAIL_STATES)[number], number>;
}

const MAIL_STATES = ['queued', 'retrying', 'failed'] as const;

/** The cluster's figures, read in one go and kept for DATABASE_FIGURES_MS. */
function databaseFigures(database: Database): () => Promise<Figures> {
  let kept: { at: number; figures: Promise<Figures> } | undefined;
  return () => {
    if (!kept || Date.now() - kept.at > DATABASE_FIGURES_MS) {
      const figures = readFigures(database);
      kept = { at: Date.now(), figures };
      // A failed read is not kept: the next scrape asks again.
      figures.catch(() => {
        kept = undefined;
      });
    }
    return kept.figures;
  };
}

async function readFigures({ db }: Database): Promise<Figures> {
  const kind = sql<string>`${auditLog.details}->>'kind'`;
  const to = sql<string>`${auditLog.details}->>'after'`;
  // A queued mail that has failed at least once is being retried.
  const mailState = sql<string>`case when ${mailOutbox.status} = 'queued' and ${mailOutbox.attempts} > 0 then 'retrying' else ${mailOutbox.status} end`;
  const [started, moves, byStatus, [pending], [onHold], mail, [queuedMail]] = await Promise.all([
    db.select({ kind: payment.kind, n: count() }).from(payment).groupBy(payment.kind),
    db
      .select({ kind, to, n: count() })
      .from(auditLog)
      .where(eq(auditLog.action, 'payment.status'))
      .groupBy(kind, to),
    db
      .select({ kind: payment.kind, status: payment.status, n: count() })
      .from(payment)
      .groupBy(payment.kind, payment.status),
    db
      .select({ at: min(payment.createdAt) })
      .from(payment)
      .where(eq(payment.status, 'pending')),
    db
      .select({ at: min(payment.updatedAt) })
      .from(payment)
      .where(eq(payment.status, 'on_hold')),
    db
      .select({ state: mailState, n: count() })
      .from(mailOutbox)
      .where(sql`${mailOutbox.status} in ('queued', 'failed')`)
      .groupBy(mailState),
    db
      .select({ at: min(mailOutbox.createdAt) })
      .from(mailOutbox)
      .where(eq(mailOutbox.status, 'queued')),
  ]);
  return {
    started,
    moves: moves.filter((row) => row.kind && row.to),
    byStatus,
    oldestPending: toDate(pending?.at),
    oldestOnHold: toDate(onHold?.at),
    oldestQueuedMail: toDate(queuedMail?.at),
    mail: Object.fromEntries(
      MAIL_STATES.map((state) => [state, mail.find((row) => row.state === state)?.n ?? 0]),
    ) as Figures['mail'],
  };
}

function toDate(value: Date | string | null | undefined): Date | null {
  if (!value) return null;
  return value instanceof Date ? value : new Date(value);
}
