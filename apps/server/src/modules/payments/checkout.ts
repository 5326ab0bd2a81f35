import { randomBytes } from 'node:crypto';
import type { Plan } from '@dpms/shared/constants';
import type { PayMethod } from '@dpms/shared/pay-methods';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Viewer } from '../../auth/viewer.ts';
import type { Db } from '../../db/client.ts';
import { club, payment } from '../../db/schema/index.ts';
import { GatewayError } from '../../gateway/gateway.ts';
import { isForeignKeyViolation } from '../../lib/db-errors.ts';
import { dhakaToday } from '../../lib/dhaka-date.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { refuseUnbookable } from '../bookings/index.ts';
import { type AppliedCode, applyCode } from '../discounts/index.ts';
import { type PlanCharge, planCharge, refuseFullCheckoutWhilePaying } from '../plans/index.ts';
import { prepareCheckoutTour } from '../tours/index.ts';
import type { PaymentClock } from './clock.ts';

export type CheckoutTarget =
  | {
      kind: 'tour';
      tourId: string;
      /** Pay in parts: the plan's first part, or its next. */
      inParts?: boolean;
    }
  | { kind: 'club'; clubId: string; plan: Plan };

/** SSLCommerz allows 30 characters; ours are unique per attempt and say what they are for. */
export function newTranId(kind: 'tour' | 'club', now: Date = new Date()): string {
  const time = now.getTime().toString(36).toUpperCase();
  return `DPMS-${kind === 'tour' ? 'E' : 'C'}${time}-${randomBytes(4).toString('hex').toUpperCase()}`;
}

/**
 * The statements every checkout runs, built (by drizzle) and prepared (by PostgreSQL, once per
 * connection) once per database rather than on each request: decision 0027.
 */
function prepareCheckout(db: Db) {
  const at = sql.placeholder('at');
  return {
    tour: prepareCheckoutTour(db),
    club: db
      .select()
      .from(club)
      .where(and(eq(club.id, sql.placeholder('id')), isNull(club.archivedAt)))
      .prepare('dpms_checkout_club'),
    /** The pending row; created_at and updated_at are the database's now() unless `at` is given. */
    insert: db
      .insert(payment)
      .values({
        tranId: sql.placeholder('tranId'),
        kind: sql.placeholder('kind'),
        tourId: sql.placeholder('tourId'),
        clubId: sql.placeholder('clubId'),
        plan: sql.placeholder('plan'),
        userId: sql.placeholder('userId'),
        amountPoisha: sql.placeholder('amountPoisha'),
        payerName: sql.placeholder('payerName'),
        payerEmail: sql.placeholder('payerEmail'),
        payerStudentId: sql.placeholder('payerStudentId'),
        payerBatch: sql.placeholder('payerBatch'),
        payerMobile: sql.placeholder('payerMobile'),
        itemName: sql.placeholder('itemName'),
        payMethod: sql.placeholder('payMethod'),
        discountPoisha: sql.placeholder('discountPoisha'),
        discountCodeId: sql.placeholder('discountCodeId'),
        discountCode: sql.placeholder('discountCode'),
        planRegistrationId: sql.placeholder('planRegistrationId'),
        planPart: sql.placeholder('planPart'),
        planParts: sql.placeholder('planParts'),
        createdAt: sql`coalesce(${at}::timestamptz, now())`,
        updatedAt: sql`coalesce(${at}::timestamptz, now())`,
      })
      .returning({ id: payment.id })
      .prepare('dpms_checkout_insert'),
    sessionKey: db
      .update(payment)
      .set({
        gatewaySessionKey: sql`${sql.placeholder('sessionKey')}`,
        updatedAt: sql`${sql.placeholder('at')}::timestamptz`,
      })
      .where(eq(payment.id, sql.placeholder('id')))
      .prepare('dpms_checkout_session_key'),
  };
}

const preparedFor = new WeakMap<Db, ReturnType<typeof prepareCheckout>>();
function statements(db: Db) {
  let prepared = preparedFor.get(db);
  if (!prepared) {
    prepared = prepareCheckout(db);
    preparedFor.set(db, prepared);
  }
  return prepared;
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
  /** Paying in parts: which part this checkout pays (its amount is amountPoisha). */
  planCharge: PlanCharge | null;
}

/** Reads the price from the database: nothing the browser sends decides what is charged. */
export async function priceFor(
  app: FastifyInstance,
  viewer: Viewer,
  target: CheckoutTarget,
  today: string,
  options: { code?: string; now?: Date } = {},
): Promise<Priced> {
  const prepared = statements(app.database.db);
  if (target.kind === 'club') {
    const [row] = await prepared.club.execute({ id: target.clubId });
    if (!row) throw notFound(CLUB_GONE);
    const amountPoisha = target.plan === 'yearly' ? row.yearlyPricePoisha : row.monthlyPricePoisha;
    return {
      amountPoisha,
      itemName: row.clubName,
      category: 'Club membership',
      tourId: null,
      clubId: row.id,
      plan: target.plan,
      planCharge: null,
    };
  }
  // The event, its seats, and whether this student has paid for it or has a payment on hold.
  const [row] = await prepared.tour.execute({ id: target.tourId, viewerId: viewer.id });
  if (!row || row.archivedAt) throw notFound(EVENT_GONE);
  const event = {
    itemName: row.destination,
    category: 'Department event',
    tourId: row.id,
    clubId: null,
    plan: null,
  };
  if (target.inParts) {
    // The plan decides the part and its amount (modules/plans), with the same booking rule.
    const charge = await planCharge(app.database.db, viewer, row, today, options);
    return { ...event, amountPoisha: charge.amountPoisha, planCharge: charge };
  }
  // A student paying this event in parts pays its next part, not the price again.
  if (row.registered) await refuseFullCheckoutWhilePaying(app.database.db, row.id, viewer.id);
  // Paid already, a payment on hold, or no seat: the same rule the event screens show.
  refuseUnbookable(row, today);
  return { ...event, amountPoisha: row.costPoisha, planCharge: null };
}

/**
 * Starts a payment: a pending row with a fresh tran_id and a snapshot of the payer, then a
 * gateway session. The row is kept whatever happens next, so every attempt can be traced.
 * `payMethod`, the method the student chose, is kept on the row (the next checkout starts on
 * it: decision 0050) and opens the gateway's page on that method; it never changes the price.
 */
export async function startCheckout(
  app: FastifyInstance,
  viewer: Viewer,
  target: CheckoutTarget,
  mobile: string,
  options: PaymentClock & { payMethod?: PayMethod; code?: string } = {},
): Promise<{ url: string; tranId: string }> {
  assertCanPay(viewer);
  const now = options.now ?? new Date();
  const listed = await priceFor(app, viewer, target, dhakaToday(now), options);
  const { db } = app.database;
  // A code the server checks and applies itself: the price is the database's, less its discount.
  const applied: AppliedCode | null = options.code
    ? await applyCode(db, viewer, options.code, codeItem(listed), now)
    : null;
  const priced = { ...listed, amountPoisha: listed.amountPoisha - (applied?.discountPoisha ?? 0) };
  const prepared = statements(db);
  const tranId = newTranId(target.kind, now);
  const [created] = await prepared.insert
    .execute({
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
      payMethod: options.payMethod ?? null,
      discountPoisha: applied?.discountPoisha ?? 0,
      discountCodeId: applied?.id ?? null,
      discountCode: applied?.code ?? null,
      planRegistrationId: priced.planCharge?.registrationId ?? null,
      planPart: priced.planCharge?.part ?? null,
      planParts: priced.planCharge?.parts ?? null,
      at: options.now?.toISOString() ?? null,
    })
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
      productName: productNameOf(priced),
      productCategory: priced.category,
      customer: { name: viewer.name, email: viewer.email, phone: mobile },
      callbackUrls: {
        success: `${base}/success`,
        fail: `${base}/fail`,
        cancel: `${base}/cancel`,
        ipn: `${base}/ipn`,
      },
      passThrough: { a: created!.id },
      ...(options.payMethod ? { payMethod: options.payMethod } : {}),
    });
    await prepared.sessionKey.execute({
      sessionKey: session.sessionKey,
      at: (options.now ?? new Date()).toISOString(),
      id: created!.id,
    });
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

/** What the gateway's page names: the item, and a club's plan or an event's part. */
function productNameOf(priced: Priced): string {
  if (priced.plan) return `${priced.itemName} (${priced.plan} membership)`;
  if (priced.planCharge)
    return `${priced.itemName} (part ${priced.planCharge.part} of ${priced.planCharge.parts})`;
  return priced.itemName;
}

/** What a code is checked against: the item and its price before any discount. */
export function codeItem(priced: Priced) {
  return priced.tourId
    ? { kind: 'tour' as const, id: priced.tourId, listPricePoisha: priced.amountPoisha }
    : { kind: 'club' as const, id: priced.clubId!, listPricePoisha: priced.amountPoisha };
}

/** The gateway's own words for a refusal, without our "createSession:" prefix. */
function gatewayReason(error: GatewayError): string {
  return error.message.replace(/^createSession:\s*/, '').slice(0, 200);
}
