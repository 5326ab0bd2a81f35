import { MEMBERSHIP_DAYS, type PaymentStatus } from '@dpms/shared/constants';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../audit.ts';
import type { Viewer } from '../../auth/viewer.ts';
import type { DbOrTx } from '../../db/client.ts';
import { payment, paymentEvent } from '../../db/schema/index.ts';
import { type CallbackStatus, parseCallback } from '../../gateway/callback.ts';
import { boundedForStorage, unmatchedMetadata } from '../../gateway/form-body.ts';
import { GatewayError, type Validation } from '../../gateway/gateway.ts';
import { verifySign } from '../../gateway/signature.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict } from '../../lib/http-error.ts';
import { convertEntry, eventIsFull } from '../bookings/index.ts';
import { runningMembership, unexpiredPeriods } from '../clubs/index.ts';
import { takeCodeUse } from '../discounts/index.ts';
import { isReleasedPart, lockPlanForPart, markPartPaid } from '../plans/index.ts';
import { movedBySystem, type PaymentMoveOptions, stampTrail } from './clock.ts';
import { getPayment } from './queries.ts';
import { queueReceipt } from './receipt/receipt.ts';

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
const OPEN_STATUSES: readonly PaymentStatus[] = ['pending', 'expired', 'failed', 'cancelled'];

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
  options: PaymentMoveOptions = {},
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
      // Anyone can post here, so only a bounded copy is kept, and of a post that matches no
      // payment only its shape; the checks above used every field.
      payload: stored ? boundedForStorage(fields) : unmatchedMetadata(fields),
      signatureValid,
      outcome: 'received',
      receivedAt: options.now,
    })
    .returning({ id: paymentEvent.id });
  const finish = async (outcome: Outcome, validationStatus: string | null = null) => {
    await db.update(paymentEvent).set({ outcome, validationStatus }).where(eq(paymentEvent.id, event!.id));
    return { outcome, tranId };
  };

  if (!callback) return finish('malformed');
  // The signature first: a post nobody signed is refused the same way whether its tran_id is a
  // real payment's or a guess, so the answer tells a stranger nothing about which exist.
  if (!signatureValid) return finish('bad_signature');
  if (!stored) return finish('unknown_tran_id');

  if (callback.status !== 'VALID') {
    const next = FAILURE_STATUS[callback.status];
    const moved = await movedBySystem(db, options, (tx) =>
      tx
        .update(payment)
        .set({ status: next, updatedAt: options.now ?? new Date() })
        .where(and(eq(payment.id, stored.id), eq(payment.status, 'pending')))
        .returning({ id: payment.id }),
    );
    return finish(moved.length > 0 ? (`marked_${next}` as Outcome) : 'ignored_not_pending');
  }
  if (!callback.valId) return finish('missing_val_id');
  let result: Awaited<ReturnType<typeof confirmWithGateway>>;
  try {
    // The notice's outcome is written in the transaction that moves the payment, so a crash
    // between the two can never leave a paid payment whose notice still says 'received'.
    result = await confirmWithGateway(
      app,
      stored.id,
      callback.valId,
      (tx, outcome, validationStatus) =>
        tx
          .update(paymentEvent)
          .set({ outcome, validationStatus })
          .where(eq(paymentEvent.id, event!.id))
          .then(() => undefined),
      options,
    );
  } catch (error) {
    // The event log says why this notice changed nothing; the caller answers for a retry.
    if (error instanceof ValidatorUnavailable) await finish('validator_unavailable');
    throw error;
  }
  if (result.recorded) return { outcome: result.outcome, tranId };
  return finish(result.outcome, result.validationStatus);
}

/**
 * Writes the evidence of a payment's move (the notice's outcome, or reconciliation's record)
 * inside the transaction that makes the move, so the two are never apart.
 */
export type RecordOutcome = (tx: DbOrTx, outcome: Outcome, validationStatus: string) => Promise<void>;

/**
 * Asks the Validation API about a val_id and applies its answer to the payment. Used by
 * callbacks and by reconciliation alike.
 */
export async function confirmWithGateway(
  app: FastifyInstance,
  paymentId: string,
  valId: string,
  recordOutcome?: RecordOutcome,
  options: PaymentMoveOptions = {},
): Promise<{ outcome: Outcome; validationStatus: string | null; recorded: boolean }> {
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
    return { outcome: 'invalid_transaction', validationStatus: validation.status, recorded: false };
  }
  const { db } = app.database;
  const [stored] = await db.select().from(payment).where(eq(payment.id, paymentId));
  if (!stored || validation.tranId !== stored.tranId) {
    // A real val_id of some other payment: it proves nothing about this one.
    return { outcome: 'tran_id_mismatch', validationStatus: validation.status, recorded: false };
  }
  const gatewayFields = {
    valId: validation.valId,
    bankTranId: validation.bankTranId,
    cardType: validation.cardType,
    riskLevel: validation.riskLevel,
    gatewayAmountPoisha: validation.amountPoisha,
  };
  const mismatch = [
    validation.amountPoisha !== stored.amountPoisha
      ? `amount ${validation.amountPoisha} ≠ ${stored.amountPoisha}`
      : null,
    validation.currency !== stored.currency ? `currency ${validation.currency}` : null,
  ].filter(Boolean);
  const holdReason =
    mismatch.length > 0
      ? `${HOLD_REASONS.mismatchPrefix}: ${mismatch.join(', ')}`
      : validation.riskLevel === 1
        ? `Flagged as risky by the gateway: ${validation.riskTitle || 'risk level 1'}`
        : null;
  if (holdReason) {
    const outcome = await db.transaction(async (tx) => {
      await stampTrail(tx, options);
      const held = await tx
        .update(payment)
        .set({ ...gatewayFields, status: 'on_hold', holdReason, updatedAt: options.now ?? new Date() })
        .where(and(eq(payment.id, stored.id), inArray(payment.status, [...OPEN_STATUSES])))
        .returning({ id: payment.id });
      const outcome = held.length > 0 ? ('held' as const) : ('already_held' as const);
      await recordOutcome?.(tx, outcome, validation.status);
      return outcome;
    });
    return { outcome, validationStatus: validation.status, recorded: Boolean(recordOutcome) };
  }
  const { outcome, recorded } = await markPaid(
    app,
    stored.id,
    gatewayFields,
    OPEN_STATUSES,
    (tx, moved) => (recordOutcome ? recordOutcome(tx, moved, validation.status) : Promise.resolve()),
    undefined,
    options,
  );
  return { outcome, validationStatus: validation.status, recorded: recorded && Boolean(recordOutcome) };
}

/**
 * The one move to paid: a conditional update inside a transaction. A club payment extends the
 * member's validity from its current end; a payment for a full event, by a deleted account, or
 * a second paid registration for the same event (refused by the database) is held for an
 * admin instead. The receipt mail is written in the same transaction: it exists exactly when
 * the payment is paid. `from` is the statuses the move may start from: any open one for a
 * gateway notice, on_hold when an admin accepts a held payment.
 */
async function markPaid(
  app: FastifyInstance,
  paymentId: string,
  gatewayFields: {
    valId: string | null;
    bankTranId: string | null;
    cardType: string | null;
    riskLevel: 0 | 1 | null;
    gatewayAmountPoisha: number | null;
  },
  from: readonly PaymentStatus[] = OPEN_STATUSES,
  /** Runs inside the transaction of a move (to paid, or to held), with its outcome. */
  recordMove: (tx: DbOrTx, outcome: 'paid' | 'held') => Promise<void> = () => Promise.resolve(),
  /** The admin making the move (accepting a held payment); the gateway's notices have none. */
  actor?: Viewer,
  options: PaymentMoveOptions = {},
): Promise<{ outcome: Outcome; recorded: boolean }> {
  const { db } = app.database;
  const movable = inArray(payment.status, [...from]);
  let receiptMail: string | undefined;
  try {
    const moved = await db.transaction(async (tx) => {
      await stampTrail(tx, options, actor);
      // The payment row is locked first, so a second notice of the same payment waits here and
      // then reads it paid, instead of reading it open and queueing on the event's lock.
      const [row] = await tx.select().from(payment).where(eq(payment.id, paymentId)).for('update');
      if (!row || !from.includes(row.status)) return null;
      const now = options.now ?? new Date();
      const hold = async (holdReason: string) => {
        await tx
          .update(payment)
          .set({ ...gatewayFields, status: 'on_hold', holdReason, updatedAt: now })
          .where(and(eq(payment.id, paymentId), movable));
        await recordMove(tx, 'held');
        return 'held' as const;
      };
      if (!row.userId) return hold(HOLD_REASONS.accountDeleted);
      // Seats are checked at checkout, but two students can pay for the last one at once. A later
      // part of a plan pays for a seat its first part holds already.
      const takesSeat = (row.planPart ?? 1) === 1;
      if (
        row.kind === 'tour' &&
        row.tourId &&
        takesSeat &&
        (await eventIsFull(tx, row.tourId, row.userId, now))
      ) {
        return hold(HOLD_REASONS.eventFull);
      }
      // A part of a plan whose seat was released takes no more money: held for an admin.
      const part = row.planRegistrationId ? await lockPlanForPart(tx, row) : null;
      if (part && !part.ok) return hold(part.reason);
      // A code's last use goes to the first payment paid with it; the next is held. An admin who
      // accepts such a payment takes it at the price paid, beyond the code's uses.
      if (row.discountCodeId && !actor && !(await takeCodeUse(tx, row.discountCodeId))) {
        return hold(HOLD_REASONS.codeUsedUp);
      }
      let validFrom: Date | null = null;
      let validUntil: Date | null = null;
      if (row.kind === 'club' && row.plan) {
        // Serialise renewals of one member's club so two payments never start from the same end.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${row.userId}:${row.clubId}`}))`);
        // A renewal starts where the membership running now ends (its chained renewals
        // included), or now when none runs: a period paid for later, after a refunded gap,
        // does not make today covered.
        const periods = await unexpiredPeriods(tx, row.userId, now, row.clubId!);
        const running = runningMembership(
          periods.map((p) => ({ ...p, plan: p.plan ?? row.plan!, validUntil: p.validUntil! })),
          now,
        );
        validFrom = running ? new Date(running.validUntil) : now;
        validUntil = new Date(validFrom.getTime() + MEMBERSHIP_DAYS[row.plan] * 86_400_000);
      }
      const [paid] = await tx
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
        .where(and(eq(payment.id, paymentId), movable))
        .returning();
      if (!paid) return null;
      if (part?.ok) await markPartPaid(tx, row.planRegistrationId!, part, now);
      if (paid.kind === 'tour' && paid.tourId && takesSeat)
        await convertEntry(tx, paid.tourId, row.userId, now);
      if (options.mailReceipt !== false) receiptMail = await queueReceipt(app, paid, tx);
      await recordMove(tx, 'paid');
      return 'paid' as const;
    });
    // The PDF is drawn once the move has committed: no lock or connection waits on it.
    if (moved === 'paid' && receiptMail) await composeReceipt(app, receiptMail);
    return moved ? { outcome: moved, recorded: true } : { outcome: 'already_paid', recorded: false };
  } catch (error) {
    if (isUniqueViolation(error)) {
      await db.transaction(async (tx) => {
        await stampTrail(tx, options);
        await tx
          .update(payment)
          .set({
            ...gatewayFields,
            status: 'on_hold',
            holdReason: HOLD_REASONS.alreadyRegistered,
            updatedAt: options.now ?? new Date(),
          })
          .where(and(eq(payment.id, paymentId), movable));
        await recordMove(tx, 'held');
      });
      return { outcome: 'held', recorded: true };
    }
    throw error;
  }
}

/**
 * A waiver's registration or membership becomes paid by the same move as a gateway payment (seat,
 * membership period, waiting list, receipt), with no gateway evidence and the admin as actor.
 */
export function markWaivedPaid(
  app: FastifyInstance,
  paymentId: string,
  actor: Viewer,
): Promise<{ outcome: Outcome; recorded: boolean }> {
  const none = { valId: null, bankTranId: null, cardType: null, riskLevel: null, gatewayAmountPoisha: null };
  return markPaid(app, paymentId, none, ['pending'], undefined, actor);
}

/**
 * Draws a queued receipt's attachments. The payment is paid whatever happens here: a failure is
 * logged, and the mail sender composes them itself after the grace period.
 */
async function composeReceipt(app: FastifyInstance, mailId: string): Promise<void> {
  try {
    await app.mailer.compose(mailId);
  } catch (error) {
    app.log.error(
      { err: error, mailId },
      'receipt: drawing the attachments failed; the sender will try again',
    );
  }
}

/** Why a payment the gateway took is held for an admin instead of paid. */
export const HOLD_REASONS = {
  eventFull: 'The event was full when this payment arrived: refund it, or add a seat and accept it.',
  alreadyRegistered: 'Already registered for this event with another payment: refund this one.',
  accountDeleted: 'The account was deleted before this payment arrived: refund it.',
  codeUsedUp:
    'Its discount code had been used up by other payments when this one arrived: refund it, or accept it at the price paid.',
  mismatchPrefix: 'Gateway answer does not match',
} as const;

/** A held payment whose money the gateway confirmed in full (amount and currency matched). */
export function canAcceptHeld(
  row: Pick<typeof payment.$inferSelect, 'status' | 'valId' | 'holdReason'>,
): boolean {
  return (
    row.status === 'on_hold' &&
    Boolean(row.valId) &&
    !row.holdReason?.startsWith(HOLD_REASONS.mismatchPrefix) &&
    row.holdReason !== HOLD_REASONS.accountDeleted
  );
}

/**
 * An admin accepts a held payment as paid, after checking it: a risky payment they trust, or a
 * full event they made room in. The same checks run again under the same locks, so an event
 * still full or a student already registered keeps it held. A payment whose amount or currency
 * did not match the gateway's is never accepted: only a refund settles it.
 */
export async function acceptHeldPayment(
  app: FastifyInstance,
  actor: Viewer,
  paymentId: string,
): Promise<void> {
  const { db } = app.database;
  const row = await getPayment(db, paymentId);
  if (row.status !== 'on_hold') throw conflict('Only a held payment can be accepted.', 'NOT_HELD');
  if (isReleasedPart(row)) return keepReleasedPart(app, actor, row);
  if (!canAcceptHeld(row) || !row.valId || !row.bankTranId) {
    throw conflict(
      'The gateway did not confirm this amount, so it cannot be accepted: refund it instead.',
      'NOT_ACCEPTABLE',
    );
  }
  const { outcome } = await markPaid(
    app,
    row.id,
    {
      valId: row.valId,
      bankTranId: row.bankTranId,
      cardType: row.cardType,
      riskLevel: row.riskLevel as 0 | 1 | null,
      gatewayAmountPoisha: row.gatewayAmountPoisha,
    },
    ['on_hold'],
    undefined,
    actor,
  );
  if (outcome !== 'paid') {
    const [after] = await db
      .select({ status: payment.status, holdReason: payment.holdReason })
      .from(payment)
      .where(eq(payment.id, row.id));
    if (after?.status !== 'on_hold') {
      throw conflict('This payment changed meanwhile (a refund, perhaps): reload it.', 'CHANGED');
    }
    throw conflict(`Still held: ${after.holdReason}`, 'STILL_HELD');
  }
  await recordAudit(db, actor, {
    action: 'payment.accept_held',
    targetType: 'payment',
    targetId: row.id,
    details: { tranId: row.tranId, amountPoisha: row.amountPoisha, holdReason: row.holdReason },
  });
}

/**
 * An admin keeps, by the department's policy, a part paid before its plan released the seat: the
 * payment is paid again (the money stays with the department, in the settlement) and marked kept,
 * so it holds no seat and gives no ticket.
 */
async function keepReleasedPart(
  app: FastifyInstance,
  actor: Viewer,
  row: Awaited<ReturnType<typeof getPayment>>,
): Promise<void> {
  const { db } = app.database;
  await db.transaction(async (tx) => {
    await stampTrail(tx, {}, actor);
    const now = new Date();
    const kept = await tx
      .update(payment)
      .set({ status: 'paid', keptAt: now, updatedAt: now })
      .where(and(eq(payment.id, row.id), eq(payment.status, 'on_hold')))
      .returning({ id: payment.id });
    if (kept.length === 0) {
      throw conflict('This payment changed meanwhile (a refund, perhaps): reload it.', 'CHANGED');
    }
    await recordAudit(tx, actor, {
      action: 'payment.keep_released_part',
      targetType: 'payment',
      targetId: row.id,
      details: {
        tranId: row.tranId,
        amountPoisha: row.amountPoisha,
        part: row.planPart,
        parts: row.planParts,
      },
    });
  });
}
