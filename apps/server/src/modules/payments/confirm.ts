import { MEMBERSHIP_DAYS } from '@dpms/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { payment, paymentEvent, tour } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { type CallbackStatus, parseCallback } from '../../payments/callback.ts';
import { boundedForStorage } from '../../payments/form-body.ts';
import { GatewayError, type Validation } from '../../payments/gateway.ts';
import { verifySign } from '../../payments/signature.ts';
import { sendReceipt } from './receipt.ts';

export type NotificationSource = 'success' | 'fail' | 'cancel' | 'ipn' | 'reconcile';

/** What became of one notification; the event log keeps it beside the payload. */
export type Outcome =
  | 'paid'
  | 'already_paid'
  | 'held'
  | 'already_held'
  | 'marked_failed'
  | 'marked_cancelled'
  | 'marked_expired'
  | 'ignored_not_pending'
  | 'malformed'
  | 'unknown_tran_id'
  | 'bad_signature'
  | 'missing_val_id'
  | 'invalid_transaction'
  | 'tran_id_mismatch'
  | 'validator_unavailable';

/** Raised when the Validation API cannot answer: the IPN answers 5xx so the gateway retries. */
export class ValidatorUnavailable extends Error {}

/** A payment that is not final yet may still become paid: money the gateway took is never lost. */
const OPEN_STATUSES = ['pending', 'expired', 'failed', 'cancelled'] as const;

const FAILURE_STATUS: Record<Exclude<CallbackStatus, 'VALID'>, 'failed' | 'cancelled' | 'expired'> = {
  FAILED: 'failed',
  CANCELLED: 'cancelled',
  UNATTEMPTED: 'cancelled',
  EXPIRED: 'expired',
};

export interface NotificationResult {
  outcome: Outcome;
  tranId: string | null;
}

/**
 * Handles one gateway notification (browser callback or IPN): recorded as received (a bounded
 * copy), its verify_sign checked over every field, confirmed with the Validation API, matched
 * to the stored payment, then one conditional state change, so duplicates and races change
 * nothing twice.
 */
export async function processNotification(
  app: FastifyInstance,
  source: NotificationSource,
  fields: Record<string, string>,
): Promise<NotificationResult> {
  const { db } = app.database;
  const callback = parseCallback(fields);
  const signatureValid = verifySign(fields, app.config.sslcommerz.storePassword);
  const tranId =
    callback?.tranId ?? (typeof fields.tran_id === 'string' ? fields.tran_id.slice(0, 64) : null);
  const [stored] = tranId ? await db.select().from(payment).where(eq(payment.tranId, tranId)) : [];
  const [event] = await db
    .insert(paymentEvent)
    .values({
      paymentId: stored?.id ?? null,
      tranId,
      source,
      // Anyone can post here, so only a bounded copy is kept; the checks above used every field.
      payload: boundedForStorage(fields),
      signatureValid,
      outcome: 'received',
    })
    .returning({ id: paymentEvent.id });
  const finish = async (outcome: Outcome, validationStatus: string | null = null) => {
    await db.update(paymentEvent).set({ outcome, validationStatus }).where(eq(paymentEvent.id, event!.id));
    return { outcome, tranId };
  };

  if (!callback) return finish('malformed');
  if (!stored) return finish('unknown_tran_id');
  if (!signatureValid) return finish('bad_signature');

  if (callback.status !== 'VALID') {
    const next = FAILURE_STATUS[callback.status];
    const moved = await db
      .update(payment)
      .set({ status: next, updatedAt: new Date() })
      .where(and(eq(payment.id, stored.id), eq(payment.status, 'pending')))
      .returning({ id: payment.id });
    return finish(moved.length > 0 ? (`marked_${next}` as Outcome) : 'ignored_not_pending');
  }
  if (!callback.valId) return finish('missing_val_id');
  const result = await confirmWithGateway(app, stored.id, callback.valId);
  return finish(result.outcome, result.validationStatus);
}

/**
 * Asks the Validation API about a val_id and applies its answer to the payment. Used by
 * callbacks and by reconciliation alike.
 */
export async function confirmWithGateway(
  app: FastifyInstance,
  paymentId: string,
  valId: string,
): Promise<{ outcome: Outcome; validationStatus: string | null }> {
  let validation: Validation;
  try {
    validation = await app.gateway.validate(valId);
  } catch (error) {
    if (error instanceof GatewayError) {
      app.log.warn({ err: error, paymentId }, 'validation API unavailable; payment stays pending');
      throw new ValidatorUnavailable(error.message);
    }
    throw error;
  }
  if (validation.status === 'INVALID_TRANSACTION') {
    return { outcome: 'invalid_transaction', validationStatus: validation.status };
  }
  const { db } = app.database;
  const [stored] = await db.select().from(payment).where(eq(payment.id, paymentId));
  if (!stored || validation.tranId !== stored.tranId) {
    // A real val_id of some other payment: it proves nothing about this one.
    return { outcome: 'tran_id_mismatch', validationStatus: validation.status };
  }
  const gatewayFields = {
    valId: validation.valId,
    bankTranId: validation.bankTranId,
    cardType: validation.cardType,
    riskLevel: validation.riskLevel,
  };
  const mismatch = [
    validation.amountPoisha !== stored.amountPoisha
      ? `amount ${validation.amountPoisha} ≠ ${stored.amountPoisha}`
      : null,
    validation.currency !== stored.currency ? `currency ${validation.currency}` : null,
  ].filter(Boolean);
  const holdReason =
    mismatch.length > 0
      ? `Gateway answer does not match: ${mismatch.join(', ')}`
      : validation.riskLevel === 1
        ? `Flagged as risky by the gateway: ${validation.riskTitle || 'risk level 1'}`
        : null;
  if (holdReason) {
    const held = await db
      .update(payment)
      .set({ ...gatewayFields, status: 'on_hold', holdReason, updatedAt: new Date() })
      .where(and(eq(payment.id, stored.id), inArray(payment.status, [...OPEN_STATUSES])))
      .returning({ id: payment.id });
    return { outcome: held.length > 0 ? 'held' : 'already_held', validationStatus: validation.status };
  }
  const outcome = await markPaid(app, stored.id, gatewayFields);
  return { outcome, validationStatus: validation.status };
}

/**
 * The one move to paid: a conditional update inside a transaction. A club payment extends the
 * member's validity from its current end; a second paid registration for the same event is
 * refused by the database and held for a refund instead.
 */
async function markPaid(
  app: FastifyInstance,
  paymentId: string,
  gatewayFields: { valId: string; bankTranId: string; cardType: string; riskLevel: 0 | 1 },
): Promise<Outcome> {
  const { db } = app.database;
  try {
    const paid = await db.transaction(async (tx) => {
      // The payment row is locked first, so a second notice of the same payment waits here and
      // then reads it paid, instead of reading it open and queueing on the event's lock.
      const [row] = await tx.select().from(payment).where(eq(payment.id, paymentId)).for('update');
      if (!row || !(OPEN_STATUSES as readonly string[]).includes(row.status)) return null;
      const now = new Date();
      if (row.kind === 'tour' && row.tourId && (await eventIsFull(tx as unknown as Db, row.tourId))) {
        // Seats are checked at checkout, but two students can pay for the last one at once.
        await tx
          .update(payment)
          .set({ ...gatewayFields, status: 'on_hold', holdReason: EVENT_FULL_HOLD, updatedAt: now })
          .where(and(eq(payment.id, paymentId), inArray(payment.status, [...OPEN_STATUSES])));
        return 'held' as const;
      }
      let validFrom: Date | null = null;
      let validUntil: Date | null = null;
      if (row.kind === 'club' && row.plan) {
        // Serialise renewals of one member's club so two payments never start from the same end.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${row.userId}:${row.clubId}`}))`);
        const [current] = await tx
          .select({ end: sql<Date | string | null>`max(${payment.validUntil})` })
          .from(payment)
          .where(
            and(
              eq(payment.clubId, row.clubId!),
              row.userId ? eq(payment.userId, row.userId) : eq(payment.payerEmail, row.payerEmail),
              eq(payment.status, 'paid'),
            ),
          );
        const end = current?.end ? new Date(current.end) : null;
        validFrom = end && end > now ? end : now;
        validUntil = new Date(validFrom.getTime() + MEMBERSHIP_DAYS[row.plan] * 86_400_000);
      }
      const updated = await tx
        .update(payment)
        .set({
          ...gatewayFields,
          status: 'paid',
          holdReason: null,
          paidAt: now,
          validFrom,
          validUntil,
          receiptNumber: `R-${row.tranId.replace(/^DPMS-/, '')}`,
          updatedAt: now,
        })
        .where(and(eq(payment.id, paymentId), inArray(payment.status, [...OPEN_STATUSES])))
        .returning();
      return updated[0] ?? null;
    });
    if (paid === 'held') return 'held';
    if (!paid) return 'already_paid';
    await sendReceipt(app, paid).catch((error) =>
      app.log.error({ err: error, paymentId }, 'receipt mail failed'),
    );
    return 'paid';
  } catch (error) {
    if (isUniqueViolation(error)) {
      await db
        .update(payment)
        .set({
          ...gatewayFields,
          status: 'on_hold',
          holdReason: 'Already registered for this event with another payment: refund this one.',
          updatedAt: new Date(),
        })
        .where(and(eq(payment.id, paymentId), inArray(payment.status, [...OPEN_STATUSES])));
      return 'held';
    }
    throw error;
  }
}

const EVENT_FULL_HOLD = 'The event was full when this payment arrived: refund it or make room.';

/** Locks the event row (so concurrent confirmations queue here) and tells whether every seat is paid for. */
async function eventIsFull(tx: Db, tourId: string): Promise<boolean> {
  const [locked] = await tx
    .select({ groupSize: tour.groupSize })
    .from(tour)
    .where(eq(tour.id, tourId))
    .for('update');
  const [paid] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(payment)
    .where(and(eq(payment.tourId, tourId), eq(payment.status, 'paid')));
  return Boolean(locked) && (paid?.n ?? 0) >= locked!.groupSize;
}
