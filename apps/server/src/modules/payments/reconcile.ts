import { and, eq, gt, inArray, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { payment, paymentEvent } from '../../db/schema/index.ts';
import { GatewayError } from '../../payments/gateway.ts';
import { confirmWithGateway, ValidatorUnavailable } from './confirm.ts';
import { refundsToSettle, settleRefund } from './refund.ts';

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
  // crowds out a student whose money the gateway took a few minutes ago.
  const pending = await db
    .select()
    .from(payment)
    .where(and(eq(payment.status, 'pending'), lt(payment.createdAt, pendingBefore)))
    .orderBy(payment.createdAt)
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
  const candidates = [...pending, ...lookBack];

  const report: ReconcileReport = { checked: 0, paid: 0, held: 0, expired: 0, refunded: 0, errors: 0 };
  for (const row of candidates) {
    report.checked += 1;
    try {
      const attempts = await app.gateway.queryByTranId(row.tranId);
      const taken = attempts.find((a) => (a.status === 'VALID' || a.status === 'VALIDATED') && a.valId);
      if (taken?.valId) {
        const { outcome, validationStatus } = await confirmWithGateway(app, row.id, taken.valId);
        if (outcome === 'paid') report.paid += 1;
        if (outcome === 'held') report.held += 1;
        await db.insert(paymentEvent).values({
          paymentId: row.id,
          tranId: row.tranId,
          source: 'reconcile',
          payload: { attempts: attempts.map((a) => a.raw) },
          signatureValid: null,
          validationStatus,
          outcome,
        });
      } else if (row.status !== 'pending') {
        // Asked about now: the next run starts with others.
        await db.update(payment).set({ updatedAt: now }).where(eq(payment.id, row.id));
      } else if (row.createdAt < expireBefore) {
        const moved = await db
          .update(payment)
          .set({ status: 'expired', updatedAt: now })
          .where(and(eq(payment.id, row.id), eq(payment.status, 'pending')))
          .returning({ id: payment.id });
        report.expired += moved.length;
      }
    } catch (error) {
      if (!(error instanceof GatewayError) && !(error instanceof ValidatorUnavailable)) throw error;
      report.errors += 1;
      app.log.warn({ err: error, tranId: row.tranId }, 'reconciliation could not reach the gateway');
    }
  }
  // Refunds the gateway accepted but had not finished: asked about once a run at most.
  const askedBefore = new Date(now.getTime() - (options.refundAskAfterMs ?? 60_000));
  for (const row of await refundsToSettle(app, askedBefore)) {
    report.checked += 1;
    try {
      if ((await settleRefund(app, row)) === 'refunded') report.refunded += 1;
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      report.errors += 1;
    }
  }
  if (report.checked > 0) app.log.info(report, 'payments reconciled');
  return report;
}

/** Runs reconciliation every few minutes in this process; every move is conditional, so several instances are safe. */
export function startReconciler(app: FastifyInstance, everyMs = 5 * 60_000): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    reconcilePayments(app)
      .catch((error) => app.log.error({ err: error }, 'reconciliation failed'))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
