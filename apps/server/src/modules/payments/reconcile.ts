import { and, eq, gt, inArray, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { payment, paymentEvent } from '../../db/schema/index.ts';
import { GatewayError } from '../../gateway/gateway.ts';
import { runExclusively } from '../../jobs/exclusive.ts';
import { runPeriodically } from '../../jobs/periodic.ts';
import { confirmWithGateway, type Outcome, ValidatorUnavailable } from './confirm.ts';
import { refundsToSettle, settleRefund } from './refund.ts';

type PaymentRecord = typeof payment.$inferSelect;

export interface ReconcileOptions {
  /** Ask about pending payments older than this (a visit to the gateway page takes minutes). */
  pendingAfterMs?: number;
  /** A pending payment the gateway has no paid attempt for is expired after this long. */
  expireAfterMs?: number;
  /** Expired payments are asked about again for this long: money taken late is never lost. */
  lookBackMs?: number;
  /** An accepted refund is asked about again once this long has passed since the last answer. */
  refundAskAfterMs?: number;
  now?: Date;
}

export interface ReconcileReport {
  checked: number;
  paid: number;
  held: number;
  expired: number;
  /** Refunds the gateway reported finished (money back with the payer). */
  refunded: number;
  errors: number;
}

/**
 * Asks the gateway about payments still pending after a while (a lost IPN, a closed browser),
 * confirms the ones it took money for, and expires the abandoned ones.
 */
export async function reconcilePayments(
  app: FastifyInstance,
  options: ReconcileOptions = {},
): Promise<ReconcileReport> {
  const now = options.now ?? new Date();
  const pendingBefore = new Date(now.getTime() - (options.pendingAfterMs ?? 10 * 60_000));
  const expireBefore = new Date(now.getTime() - (options.expireAfterMs ?? 2 * 60 * 60_000));
  const lookBackFrom = new Date(now.getTime() - (options.lookBackMs ?? 3 * 24 * 60 * 60_000));
  const { db } = app.database;
  // Pending payments first, in their own batch, so a pile of old expired attempts never
  // crowds out a student whose money the gateway took a few minutes ago. Least recently asked
  // first: rows the gateway keeps giving no answer for take their turn, then step aside.
  const pending = await db
    .select()
    .from(payment)
    .where(and(eq(payment.status, 'pending'), lt(payment.createdAt, pendingBefore)))
    .orderBy(payment.updatedAt, payment.createdAt)
    .limit(100);
  const lookBack = await db
    .select()
    .from(payment)
    .where(
      and(
        inArray(payment.status, ['expired', 'failed', 'cancelled']),
        gt(payment.createdAt, lookBackFrom),
        lt(payment.updatedAt, pendingBefore),
      ),
    )
    .orderBy(payment.updatedAt)
    .limit(50);

  const report: ReconcileReport = { checked: 0, paid: 0, held: 0, expired: 0, refunded: 0, errors: 0 };
  // One row's trouble is logged and counted; the others, and the refunds below, still run.
  const failed = (tranId: string) => (error: unknown) => {
    report.errors += 1;
    logFailure(app, error, tranId);
  };
  for (const row of [...pending, ...lookBack]) {
    report.checked += 1;
    await reconcileOne(app, row, { now, expireBefore }, report).catch(failed(row.tranId));
    // Asked about now, whatever the answer (a row that moved has a fresh time already).
    await db
      .update(payment)
      .set({ updatedAt: now })
      .where(and(eq(payment.id, row.id), eq(payment.status, row.status)))
      .catch(failed(row.tranId));
  }
  // Refunds the gateway accepted but had not finished: asked about once a run at most.
  const askedBefore = new Date(now.getTime() - (options.refundAskAfterMs ?? 60_000));
  for (const row of await refundsToSettle(app, askedBefore)) {
    report.checked += 1;
    try {
      if ((await settleRefund(app, row)) === 'refunded') report.refunded += 1;
    } catch (error) {
      failed(row.tranId)(error);
      // Asked about now, answer or not: the next run starts with other refunds.
      await app.database.db
        .update(payment)
        .set({ updatedAt: now })
        .where(and(eq(payment.id, row.id), eq(payment.status, 'refund_pending')))
        .catch((touchError: unknown) => logFailure(app, touchError, row.tranId));
    }
  }
  if (report.checked > 0) app.log.info(report, 'payments reconciled');
  app.metrics?.reconciled({ ...report });
  return report;
}

/**
 * Asks the gateway about one payment: confirms it when money was taken, and expires a pending
 * one past its time when the gateway shows no paid attempt (an expired one is still asked about
 * during the look-back, so money taken late is never lost).
 */
async function reconcileOne(
  app: FastifyInstance,
  row: PaymentRecord,
  { now, expireBefore }: { now: Date; expireBefore: Date },
  report: ReconcileReport,
): Promise<void> {
  const { db } = app.database;
  const attempts = await app.gateway.queryByTranId(row.tranId);
  const taken = attempts.find((a) => (a.status === 'VALID' || a.status === 'VALIDATED') && a.valId);
  let paidAttempt = false;
  if (taken?.valId) {
    const evidence = (validationStatus: string | null, outcome: Outcome) => ({
      paymentId: row.id,
      tranId: row.tranId,
      source: 'reconcile' as const,
      payload: { attempts: attempts.map((a) => a.raw) },
      signatureValid: null,
      validationStatus,
      outcome,
    });
    // A move is recorded in its own transaction (see RecordOutcome); anything else after it.
    const { outcome, validationStatus, recorded } = await confirmWithGateway(
      app,
      row.id,
      taken.valId,
      (tx, moved, status) =>
        tx
          .insert(paymentEvent)
          .values(evidence(status, moved))
          .then(() => undefined),
    );
    if (outcome === 'paid') report.paid += 1;
    if (outcome === 'held') report.held += 1;
    paidAttempt = outcome !== 'invalid_transaction' && outcome !== 'tran_id_mismatch';
    if (!recorded) await db.insert(paymentEvent).values(evidence(validationStatus, outcome));
  }
  if (!paidAttempt && row.status === 'pending' && row.createdAt < expireBefore) {
    const moved = await db
      .update(payment)
      .set({ status: 'expired', updatedAt: now })
      .where(and(eq(payment.id, row.id), eq(payment.status, 'pending')))
      .returning({ id: payment.id });
    report.expired += moved.length;
  }
}

function logFailure(app: FastifyInstance, error: unknown, tranId: string): void {
  if (error instanceof GatewayError || error instanceof ValidatorUnavailable) {
    app.log.warn({ err: error, tranId }, 'reconciliation could not reach the gateway');
  } else {
    app.log.error({ err: error, tranId }, 'reconciliation failed for one payment; moving on');
  }
}

/**
 * Runs reconciliation in this process: soon after start-up (a restart is exactly when a payment
 * may have been left behind), then every `everyMs`. Every instance has this timer; a run takes
 * the reconcile lock first (jobs/exclusive.ts), so one instance at a time asks about each row.
 * The returned stop clears the timers and waits for a run under way.
 */
export function startReconciler(
  app: FastifyInstance,
  { everyMs = 5 * 60_000, pendingAfterMs = 10 * 60_000, firstAfterMs = Math.min(everyMs, 10_000) } = {},
): () => Promise<void> {
  const run = () =>
    runExclusively(app, 'reconcile', () => reconcilePayments(app, { pendingAfterMs })).catch((error) =>
      app.log.error({ err: error }, 'reconciliation failed'),
    );
  return runPeriodically(run, { firstAfterMs, everyMs });
}

/**
 * An admin's "Check with the gateway" on one payment: a pending or lapsed one is asked about as
 * reconciliation would (paid when the gateway took the money), a refund under way is asked
 * whether it finished. Answers whether the status changed.
 */
export async function checkOneWithGateway(app: FastifyInstance, row: PaymentRecord): Promise<boolean> {
  const now = new Date();
  const report: ReconcileReport = { checked: 1, paid: 0, held: 0, expired: 0, refunded: 0, errors: 0 };
  if (row.status === 'refund_pending') return (await settleRefund(app, row)) === 'refunded';
  if (!['pending', 'expired', 'failed', 'cancelled'].includes(row.status)) return false;
  await reconcileOne(app, row, { now, expireBefore: new Date(now.getTime() - 2 * 60 * 60_000) }, report);
  return report.paid + report.held + report.expired > 0;
}
