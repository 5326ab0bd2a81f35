import { randomBytes } from 'node:crypto';
import type { Plan } from '@dpms/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Viewer } from '../../auth/viewer.ts';
import { club, payment } from '../../db/schema/index.ts';
import { GatewayError } from '../../gateway/gateway.ts';
import { isForeignKeyViolation } from '../../lib/db-errors.ts';
import { dhakaToday } from '../../lib/dhaka-date.ts';
import { conflict, HttpError, notFound } from '../../lib/http-error.ts';
import { availabilityOf } from '../tours/presenter.ts';
import { findTour } from '../tours/queries.ts';
import type { PaymentClock } from './clock.ts';

export type CheckoutTarget = { kind: 'tour'; tourId: string } | { kind: 'club'; clubId: string; plan: Plan };

/** SSLCommerz allows 30 characters; ours are unique per attempt and say what they are for. */
export function newTranId(kind: 'tour' | 'club', now: Date = new Date()): string {
  const time = now.getTime().toString(36).toUpperCase();
  return `DPMS-${kind === 'tour' ? 'E' : 'C'}${time}-${randomBytes(4).toString('hex').toUpperCase()}`;
}

/** A payment awaiting an admin's review still counts: paying twice would only need a refund. */
async function hasHeldRegistration(app: FastifyInstance, tourId: string, userId: string): Promise<boolean> {
  const [held] = await app.database.db
    .select({ id: payment.id })
    .from(payment)
    .where(and(eq(payment.tourId, tourId), eq(payment.userId, userId), eq(payment.status, 'on_hold')))
    .limit(1);
  return Boolean(held);
}

/**
 * A student (the route's requireStudent) pays only with a student ID and batch: the receipt and
 * the bursar need both.
 */
function assertCanPay(viewer: Viewer) {
  if (!viewer.studentId || !viewer.batch) {
    throw new HttpError(
      403,
      'PROFILE_INCOMPLETE',
      'Complete your profile with your student ID and batch before paying.',
    );
  }
}

const CLUB_GONE = 'This club does not exist or is no longer taking payments.';
const EVENT_GONE = 'This event does not exist or is no longer taking registrations.';

interface Priced {
  amountPoisha: number;
  itemName: string;
  category: string;
  tourId: string | null;
  clubId: string | null;
  plan: Plan | null;
}

/** Reads the price from the database: nothing the browser sends decides what is charged. */
async function priceFor(
  app: FastifyInstance,
  viewer: Viewer,
  target: CheckoutTarget,
  today: string,
): Promise<Priced> {
  const { db } = app.database;
  if (target.kind === 'club') {
    const [row] = await db
      .select()
      .from(club)
      .where(and(eq(club.id, target.clubId), isNull(club.archivedAt)));
    if (!row) throw notFound(CLUB_GONE);
    const amountPoisha = target.plan === 'yearly' ? row.yearlyPricePoisha : row.monthlyPricePoisha;
    return {
      amountPoisha,
      itemName: row.clubName,
      category: 'Club membership',
      tourId: null,
      clubId: row.id,
      plan: target.plan,
    };
  }
  const row = await findTour(db, target.tourId, viewer.id);
  if (!row || row.archivedAt) throw notFound(EVENT_GONE);
  if (row.registered) throw conflict('You have already paid for this event.', 'ALREADY_REGISTERED');
  if (await hasHeldRegistration(app, row.id, viewer.id)) {
    throw conflict(
      'Your payment for this event is being reviewed by the department. You will not be charged twice: wait for their answer before paying again.',
      'PAYMENT_UNDER_REVIEW',
    );
  }
  // The same rule the event screens show (tours/presenter.ts).
  const availability = availabilityOf(row, today);
  if (!availability.canRegister) {
    throw new HttpError(422, `EVENT_${availability.reason!.toUpperCase()}`, availability.message!);
  }
  return {
    amountPoisha: row.costPoisha,
    itemName: row.destination,
    category: 'Department event',
    tourId: row.id,
    clubId: null,
    plan: null,
  };
}

/**
 * Starts a payment: a pending row with a fresh tran_id and a snapshot of the payer, then a
 * gateway session. The row is kept whatever happens next, so every attempt can be traced.
 */
export async function startCheckout(
  app: FastifyInstance,
  viewer: Viewer,
  target: CheckoutTarget,
  mobile: string,
  options: PaymentClock = {},
): Promise<{ url: string; tranId: string }> {
  assertCanPay(viewer);
  const now = options.now ?? new Date();
  const priced = await priceFor(app, viewer, target, dhakaToday(now));
  const { db } = app.database;
  const tranId = newTranId(target.kind, now);
  const [created] = await db
    .insert(payment)
    .values({
      tranId,
      kind: target.kind,
      tourId: priced.tourId,
      clubId: priced.clubId,
      plan: priced.plan,
      userId: viewer.id,
      amountPoisha: priced.amountPoisha,
      payerName: viewer.name,
      payerEmail: viewer.email,
      payerStudentId: viewer.studentId,
      payerBatch: viewer.batch,
      payerMobile: mobile,
      itemName: priced.itemName,
      ...(options.now ? { createdAt: now, updatedAt: now } : {}),
    })
    .returning()
    .catch((error: unknown) => {
      // An admin deleted the club or event after we read its price: the same answer as if
      // we had come a moment later.
      if (isForeignKeyViolation(error, 'payment_club_id_club_id_fk')) throw notFound(CLUB_GONE);
      if (isForeignKeyViolation(error, 'payment_tour_id_tour_id_fk')) throw notFound(EVENT_GONE);
      throw error;
    });

  const base = `${app.config.publicUrl}/api/payments/sslcommerz`;
  try {
    const session = await app.gateway.createSession({
      tranId,
      amountPoisha: priced.amountPoisha,
      productName: priced.plan ? `${priced.itemName} (${priced.plan} membership)` : priced.itemName,
      productCategory: priced.category,
      customer: { name: viewer.name, email: viewer.email, phone: mobile },
      callbackUrls: {
        success: `${base}/success`,
        fail: `${base}/fail`,
        cancel: `${base}/cancel`,
        ipn: `${base}/ipn`,
      },
      passThrough: { a: created!.id },
    });
    await db
      .update(payment)
      .set({ gatewaySessionKey: session.sessionKey, updatedAt: options.now ?? new Date() })
      .where(eq(payment.id, created!.id));
    return { url: session.gatewayUrl, tranId };
  } catch (error) {
    // Whatever went wrong, this attempt is over: failed with the reason, never left pending as
    // if it might still be paid.
    const refused = error instanceof GatewayError && error.code === 'rejected';
    const reason = refused ? gatewayReason(error) : 'the gateway did not answer';
    await db
      .update(payment)
      .set({
        status: 'failed',
        holdReason: `gateway session failed: ${reason}`.slice(0, 500),
        updatedAt: new Date(),
      })
      .where(and(eq(payment.id, created!.id), eq(payment.status, 'pending')));
    if (!(error instanceof GatewayError)) throw error;
    app.log.error({ err: error, tranId, code: error.code }, 'gateway session failed');
    if (refused) {
      throw new HttpError(
        502,
        'GATEWAY_REFUSED',
        `The payment could not be started: the payment gateway refused it (${reason}). Nothing was charged. Please tell the department office.`,
      );
    }
    throw new HttpError(
      502,
      'GATEWAY_UNAVAILABLE',
      'The payment gateway is not answering right now. Nothing was charged; please try again in a minute.',
    );
  }
}

/** The gateway's own words for a refusal, without our "createSession:" prefix. */
function gatewayReason(error: GatewayError): string {
  return error.message.replace(/^createSession:\s*/, '').slice(0, 200);
}
