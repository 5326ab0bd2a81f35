import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { actAs, recordAudit } from '../../audit.ts';
import type { Viewer } from '../../auth/viewer.ts';
import { payment, paymentEvent } from '../../db/schema/index.ts';
import { GatewayError, type RefundStatus } from '../../gateway/gateway.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict, HttpError } from '../../lib/http-error.ts';
import { offerFreeSeatsQuietly } from '../bookings/index.ts';
import { PLAN_HOLD_REASONS, releasePlan } from '../plans/index.ts';
import { movedBySystem, type PaymentClock } from './clock.ts';
import { HOLD_REASONS } from './confirm.ts';
import { getPayment } from './queries.ts';

type PaymentRecord = typeof payment.$inferSelect;

/** An unconfirmed request (no gateway reference) may be sent again after this long. */
export const UNCONFIRMED_RETRY_AFTER_MS = 2 * 60_000;

export const REFUND_UNCONFIRMED_MESSAGE =
  'The gateway did not confirm the refund. It is kept as Refund processing so it cannot be paid out twice; check the SSLCommerz merchant panel, then try again if it is not there.';

/**
 * Refunds a paid or held payment in full through the gateway, once.
 *
 * The payment moves to refund_pending before the gateway is called (a conditional update, so
 * two admins pressing Refund together cannot both send it), and leaves it only on the gateway's
 * word: refused or never reached puts it back; accepted keeps it until the gateway reports the
 * money returned (settled here at once when it already says so, otherwise by reconciliation);
 * no clear answer keeps it pending without a reference, shown to the admin as unconfirmed.
 */
export async function refundPayment(
  app: FastifyInstance,
  actor: Viewer,
  paymentId: string,
  reason: string,
  options: PaymentClock = {},
) {
  const { db } = app.database;
  const row = await getPayment(db, paymentId);
  if (row.status === 'refunded') throw conflict('This payment was already refunded.', 'ALREADY_REFUNDED');
  const retry = row.status === 'refund_pending';
  if (retry && row.refundRefId) {
    throw conflict('The gateway is already processing a refund of this payment.', 'ALREADY_REFUNDED');
  }
  if (!retry && row.status !== 'paid' && row.status !== 'on_hold') {
    throw conflict('Only a paid or held payment can be refunded.', 'NOT_REFUNDABLE');
  }
  if (row.waiverReason)
    throw conflict('This fee was waived: nothing was paid, so there is nothing to refund.', 'NOT_REFUNDABLE');
  if (!row.bankTranId)
    throw conflict('The gateway gave no bank transaction for this payment.', 'NOT_REFUNDABLE');

  const now = options.now ?? new Date();
  const claimed = retry
    ? await db
        .update(payment)
        .set({ refundRequestedAt: now, updatedAt: now })
        .where(
          and(
            eq(payment.id, row.id),
            eq(payment.status, 'refund_pending'),
            isNull(payment.refundRefId),
            lt(payment.refundRequestedAt, new Date(now.getTime() - UNCONFIRMED_RETRY_AFTER_MS)),
          ),
        )
        .returning({ id: payment.id })
    : await db.transaction(async (tx) => {
        // The trail's status entry names the admin who asked for the refund.
        await actAs(tx, actor, options.now);
        const claimedRows = await tx
          .update(payment)
          .set({
            status: 'refund_pending',
            // The status this update replaces (not the one read above: an Accept may have landed since).
            refundFromStatus: sql`${payment.status}`,
            refundReason: reason,
            refundRequestedAt: now,
            refundRefId: null,
            updatedAt: now,
          })
          .where(and(eq(payment.id, row.id), inArray(payment.status, ['paid', 'on_hold'])))
          .returning({ id: payment.id });
        // A part of a plan refunded lets the plan's seat go: its other paid parts are held for
        // the admin to refund or keep (decision 0052).
        if (claimedRows.length > 0 && row.planRegistrationId) {
          await releasePlan(tx, row.planRegistrationId, PLAN_HOLD_REASONS.refunded, now, null);
        }
        return claimedRows;
      });
  if (claimed.length === 0) {
    throw conflict(
      retry
        ? 'A refund of this payment was sent moments ago. Wait a few minutes before trying again.'
        : 'A refund of this payment is already under way.',
      'ALREADY_REFUNDED',
    );
  }
  await audit(
    app,
    actor,
    row,
    retry ? 'payment.refund_retry' : 'payment.refund_request',
    { reason },
    options.now,
  );

  let answer: Awaited<ReturnType<typeof app.gateway.initiateRefund>>;
  try {
    answer = await app.gateway.initiateRefund({
      bankTranId: row.bankTranId,
      amountPoisha: refundAmountOf(row),
      remarks: retry ? (row.refundReason ?? reason) : reason,
      refId: `RF-${randomBytes(6).toString('hex')}`,
    });
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    await recordRefundEvent(
      app,
      row,
      'refund_request',
      { error: error.code, message: error.message },
      'unreachable',
      options.now,
    );
    // Only a refused or never-delivered request is undone; after a timeout or an error status
    // the gateway may have taken it. A retry stays unconfirmed: the first may have gone through.
    if (!retry && nothingWasSent(error)) {
      await restore(app, row.id);
      throw new HttpError(
        502,
        'GATEWAY_UNAVAILABLE',
        'The payment gateway is not answering; nothing was refunded. Try again later.',
      );
    }
    throw new HttpError(504, 'REFUND_UNCONFIRMED', REFUND_UNCONFIRMED_MESSAGE);
  }
  if (answer.status === 'failed') {
    await recordRefundEvent(app, row, 'refund_request', answer.raw, answer.status, options.now);
    if (!retry) await restore(app, row.id);
    throw new HttpError(
      422,
      'REFUND_REFUSED',
      `The gateway refused the refund: ${answer.errorReason ?? 'no reason given'}`,
    );
  }
  if (!answer.refundRefId) {
    // Taken, but without a reference to follow: unconfirmed, never back to paid.
    await recordRefundEvent(
      app,
      row,
      'refund_request',
      answer.raw,
      'accepted_without_reference',
      options.now,
    );
    throw new HttpError(504, 'REFUND_UNCONFIRMED', REFUND_UNCONFIRMED_MESSAGE);
  }
  // The reference is stored before anything else can fail; only an unconfirmed refund takes one.
  const accepted = await db
    .update(payment)
    .set({ refundRefId: answer.refundRefId, updatedAt: options.now ?? new Date() })
    .where(and(eq(payment.id, row.id), eq(payment.status, 'refund_pending'), isNull(payment.refundRefId)))
    .returning();
  await recordRefundEvent(app, row, 'refund_request', answer.raw, answer.status, options.now);
  if (!accepted[0]) {
    // Another admin linked a reference meanwhile: two gateway refunds may exist for one payment.
    app.log.error(
      { tranId: row.tranId, refundRefId: answer.refundRefId },
      'refund accepted by the gateway but the payment already tracks another refund: check the merchant panel',
    );
  }
  await audit(app, actor, row, 'payment.refund', { reason, refundRefId: answer.refundRefId }, options.now);
  if (accepted[0]) {
    // The sandbox settles at once; the real gateway may take days, and reconciliation asks again.
    await settleRefund(app, accepted[0], options).catch((error: unknown) => {
      if (!(error instanceof GatewayError)) throw error;
    });
  }
  // The seat is free once the gateway took the refund: the first on the waiting list gets it.
  await offerFreeSeatsQuietly(app, row.tourId, options.now ?? new Date());
}

/**
 * What a refund returns: what the gateway says it took. That is the invoiced amount, except on a
 * mismatch hold, where the gateway's own figure is the money to give back.
 */
export function refundAmountOf(row: Pick<PaymentRecord, 'amountPoisha' | 'gatewayAmountPoisha'>): number {
  return row.gatewayAmountPoisha ?? row.amountPoisha;
}

const NEVER_CONNECTED = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN']);

/** True when the gateway certainly did not act on the request: it refused it, or was never reached. */
function nothingWasSent(error: GatewayError): boolean {
  if (error.code === 'rejected') return true;
  if (error.code !== 'network') return false;
  for (let cause: unknown = error.cause; cause instanceof Error; cause = cause.cause) {
    if (NEVER_CONNECTED.has((cause as NodeJS.ErrnoException).code ?? '')) return true;
  }
  return false;
}

/**
 * Asks the gateway about an accepted refund and applies its answer: refunded ends it;
 * cancelled puts the payment on hold for an admin (it can be refunded again); processing waits.
 */
export async function settleRefund(
  app: FastifyInstance,
  row: PaymentRecord,
  options: PaymentClock = {},
): Promise<RefundStatus['status'] | 'gone'> {
  if (row.status !== 'refund_pending' || !row.refundRefId) return 'gone';
  const { db } = app.database;
  let answer: RefundStatus;
  try {
    answer = await app.gateway.queryRefund(row.refundRefId);
  } catch (error) {
    if (error instanceof GatewayError) {
      app.log.warn({ err: error, tranId: row.tranId }, 'refund status unavailable; asked again later');
    }
    throw error;
  }
  const now = options.now ?? new Date();
  const stillPending = and(
    eq(payment.id, row.id),
    eq(payment.status, 'refund_pending'),
    eq(payment.refundRefId, row.refundRefId),
  );
  if (answer.status === 'refunded') {
    // The gateway's answer moves it: the trail names no person.
    const moved = await movedBySystem(db, options, (tx) =>
      tx
        .update(payment)
        .set({ status: 'refunded', refundedAt: now, updatedAt: now })
        .where(stillPending)
        .returning({ id: payment.id }),
    );
    if (moved.length > 0)
      await recordRefundEvent(app, row, 'refund_query', answer.raw, 'refunded', options.now);
    return moved.length > 0 ? 'refunded' : 'gone';
  }
  if (answer.status === 'cancelled') {
    const moved = await movedBySystem(db, options, (tx) =>
      tx
        .update(payment)
        .set({
          status: 'on_hold',
          // A mismatch stays one: only a refund settles it, never an Accept.
          holdReason: row.holdReason?.startsWith(HOLD_REASONS.mismatchPrefix)
            ? `${row.holdReason}. The gateway cancelled its refund: refund it again.`
            : 'The gateway cancelled the refund: refund it again, or keep the payment.',
          refundRefId: null,
          refundFromStatus: null,
          updatedAt: now,
        })
        .where(stillPending)
        .returning({ id: payment.id }),
    );
    if (moved.length > 0)
      await recordRefundEvent(app, row, 'refund_query', answer.raw, 'refund_cancelled', options.now);
    return moved.length > 0 ? 'cancelled' : 'gone';
  }
  await db.update(payment).set({ updatedAt: now }).where(stillPending);
  return 'processing';
}

/**
 * Settles an unconfirmed refund with the reference the admin found in the gateway's merchant
 * panel. The reference is believed only after the gateway confirms it is a refund of this
 * payment's own bank transaction; then its answer applies as in settleRefund.
 */
export async function linkRefundReference(
  app: FastifyInstance,
  actor: Viewer,
  paymentId: string,
  refundRefId: string,
): Promise<void> {
  const { db } = app.database;
  const row = await getPayment(db, paymentId);
  if (row.status !== 'refund_pending' || row.refundRefId) {
    throw conflict('Only an unconfirmed refund can be given a reference.', 'NOT_UNCONFIRMED');
  }
  let answer: RefundStatus;
  try {
    answer = await app.gateway.queryRefund(refundRefId);
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    if (error.code === 'rejected') {
      throw new HttpError(422, 'UNKNOWN_REFUND', 'The gateway knows no refund with that reference.');
    }
    throw new HttpError(502, 'GATEWAY_UNAVAILABLE', 'The payment gateway is not answering. Try again later.');
  }
  if (answer.bankTranId !== row.bankTranId) {
    throw new HttpError(
      422,
      'FOREIGN_REFUND',
      'That refund belongs to another transaction, not to this payment.',
    );
  }
  const linked = await db
    .update(payment)
    .set({ refundRefId, updatedAt: new Date() })
    .where(and(eq(payment.id, row.id), eq(payment.status, 'refund_pending'), isNull(payment.refundRefId)))
    .returning();
  if (!linked[0]) throw conflict('This refund changed meanwhile; reload it.', 'NOT_UNCONFIRMED');
  await audit(app, actor, row, 'payment.refund_link', { refundRefId });
  await settleRefund(app, linked[0]).catch((error: unknown) => {
    if (!(error instanceof GatewayError)) throw error;
  });
}

/** Refunds the gateway accepted and has not finished, least recently asked about first. */
export function refundsToSettle(app: FastifyInstance, askedBefore: Date, limit = 50) {
  return app.database.db
    .select()
    .from(payment)
    .where(
      and(
        eq(payment.status, 'refund_pending'),
        isNotNull(payment.refundRefId),
        lt(payment.updatedAt, askedBefore),
      ),
    )
    .orderBy(payment.updatedAt)
    .limit(limit);
}

/**
 * Puts a refused refund request back to the status it came from; on hold instead when the
 * student registered for the event again meanwhile (the database allows one paid registration).
 */
async function restore(app: FastifyInstance, paymentId: string) {
  const { db } = app.database;
  const [row] = await db.select().from(payment).where(eq(payment.id, paymentId));
  if (!row?.refundFromStatus) return;
  const back = (status: 'paid' | 'on_hold', holdReason = row.holdReason) =>
    db
      .update(payment)
      .set({
        status,
        holdReason,
        refundFromStatus: null,
        refundReason: null,
        refundRequestedAt: null,
        updatedAt: new Date(),
      })
      .where(
        and(eq(payment.id, paymentId), eq(payment.status, 'refund_pending'), isNull(payment.refundRefId)),
      );
  try {
    await back(row.refundFromStatus);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await back('on_hold', HOLD_REASONS.alreadyRegistered);
  }
}

async function recordRefundEvent(
  app: FastifyInstance,
  row: PaymentRecord,
  source: 'refund_request' | 'refund_query',
  payload: Record<string, unknown>,
  outcome: string,
  /** The clock's time (the demo's history); left out, the database's now(). */
  at?: Date,
) {
  await app.database.db.insert(paymentEvent).values({
    paymentId: row.id,
    tranId: row.tranId,
    source,
    payload,
    signatureValid: null,
    validationStatus: null,
    outcome,
    receivedAt: at,
  });
}

async function audit(
  app: FastifyInstance,
  actor: Viewer,
  row: PaymentRecord,
  action: string,
  details: Record<string, unknown>,
  at?: Date,
) {
  await recordAudit(app.database.db, actor, {
    action,
    targetType: 'payment',
    targetId: row.id,
    details: { tranId: row.tranId, amountPoisha: refundAmountOf(row), ...details },
    at,
  });
}
