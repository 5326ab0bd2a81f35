import { type PaymentPlan, planOpen } from '@dpms/shared/schemas';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Viewer } from '../../auth/viewer.ts';
import type { DbOrTx } from '../../db/client.ts';
import { payment, planRegistration } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict, HttpError } from '../../lib/http-error.ts';
import { type BookableEvent, refuseUnbookable } from '../bookings/index.ts';

// Paying an event in parts (decision 0052). A student's plan is a plan_registration row holding
// the parts they agreed to; each part is a payment of its own (plan_part of plan_parts). Part 1
// holds the seat, the last part gives the ticket, and every amount is read from the plan here.

export const PLAN_REFUSALS = {
  notOffered: 'This event is not paid in parts.',
  closed: 'Paying this event in parts has closed: pay in full instead.',
  withCode: 'A discount code is for paying in full, not in parts.',
  payingInParts: 'You are paying for this event in parts: pay the next part from My Payments.',
} as const;

/** Why a plan's paid parts are held for an admin, who refunds them or keeps them by policy. */
export const PLAN_HOLD_REASONS = {
  released:
    'A part of this plan was not paid by its due date and the seat was released: refund this part, or accept it to keep it by the department’s policy.',
  refunded:
    'Another part of this plan was refunded, so the seat was released: refund this part too, or accept it to keep it by the department’s policy.',
} as const;

/** Whether a held payment is a part whose plan released its seat (accepting it keeps the money). */
export function isReleasedPart(row: {
  planRegistrationId: string | null;
  holdReason: string | null;
}): boolean {
  return (
    row.planRegistrationId !== null &&
    (row.holdReason === PLAN_HOLD_REASONS.released || row.holdReason === PLAN_HOLD_REASONS.refunded)
  );
}

/** The part a tour checkout in parts charges: which of how many, for how much, in which plan. */
export interface PlanCharge {
  registrationId: string;
  part: number;
  parts: number;
  amountPoisha: number;
}

type RegistrationRow = typeof planRegistration.$inferSelect;

/** The student's plan for an event that is not released (one at most), if any. */
export async function currentPlan(
  db: DbOrTx,
  tourId: string,
  userId: string,
): Promise<RegistrationRow | null> {
  const [row] = await db
    .select()
    .from(planRegistration)
    .where(
      and(
        eq(planRegistration.tourId, tourId),
        eq(planRegistration.userId, userId),
        ne(planRegistration.status, 'released'),
      ),
    );
  return row ?? null;
}

/** The parts of a plan already paid (or on their way back: a refund not yet settled). */
export async function paidParts(db: DbOrTx, registrationId: string): Promise<number[]> {
  const rows = await db
    .select({ part: payment.planPart })
    .from(payment)
    .where(
      and(
        eq(payment.planRegistrationId, registrationId),
        inArray(payment.status, ['paid', 'refund_pending']),
      ),
    )
    .orderBy(asc(payment.planPart));
  return rows.flatMap((row) => (row.part ? [row.part] : []));
}

/** The first part of a plan not yet paid, or null when every part is. */
export function nextPartOf(parts: PaymentPlan['parts'], paid: number[]): number | null {
  for (let part = 1; part <= parts.length; part += 1) if (!paid.includes(part)) return part;
  return null;
}

/**
 * A full checkout by a student whose plan for this event is running: they pay the next part, not
 * the price again.
 */
export async function refuseFullCheckoutWhilePaying(db: DbOrTx, tourId: string, userId: string) {
  const plan = await currentPlan(db, tourId, userId);
  if (plan?.status === 'active') throw conflict(PLAN_REFUSALS.payingInParts, 'PAYING_IN_PARTS');
}

/**
 * What a checkout in parts charges. A running plan pays its next part (its seat is held, so an
 * event that filled or closed since does not stop it). Otherwise the event's plan, open until
 * part 1's day, is started by the same booking rule as a payment in full: the plan the student
 * agrees to is copied (a later edit of the event's plan does not change it), or, for a start that
 * was never paid, copied again.
 */
export async function planCharge(
  db: DbOrTx,
  viewer: Viewer,
  event: BookableEvent & {
    id: string;
    paymentPlan: PaymentPlan | null;
    registered: boolean;
    onHold?: boolean;
  },
  today: string,
  options: { code?: string; now?: Date } = {},
): Promise<PlanCharge> {
  if (options.code) throw new HttpError(422, 'CODE_NOT_WITH_PARTS', PLAN_REFUSALS.withCode);
  const running = await currentPlan(db, event.id, viewer.id);
  if (running?.status === 'complete') {
    throw conflict('You have already paid for this event.', 'ALREADY_REGISTERED');
  }
  if (running?.status === 'active') {
    const part = nextPartOf(running.parts, await paidParts(db, running.id));
    if (part === null) throw conflict('You have already paid for this event.', 'ALREADY_REGISTERED');
    return {
      registrationId: running.id,
      part,
      parts: running.parts.length,
      amountPoisha: running.parts[part - 1]!.amountPoisha,
    };
  }
  const plan = event.paymentPlan;
  if (!plan) throw new HttpError(422, 'PLAN_NOT_OFFERED', PLAN_REFUSALS.notOffered);
  if (!planOpen(plan, today)) throw new HttpError(422, 'PLAN_CLOSED', PLAN_REFUSALS.closed);
  refuseUnbookable(event, today);
  const now = options.now ?? new Date();
  const registrationId = running
    ? await refreshStart(db, running.id, plan, now)
    : await start(db, event.id, viewer.id, plan, now);
  return { registrationId, part: 1, parts: plan.parts.length, amountPoisha: plan.parts[0]!.amountPoisha };
}

async function refreshStart(db: DbOrTx, id: string, plan: PaymentPlan, now: Date): Promise<string> {
  await db
    .update(planRegistration)
    .set({ parts: plan.parts, graceDays: plan.graceDays, updatedAt: now })
    .where(and(eq(planRegistration.id, id), eq(planRegistration.status, 'started')));
  return id;
}

async function start(
  db: DbOrTx,
  tourId: string,
  userId: string,
  plan: PaymentPlan,
  now: Date,
): Promise<string> {
  try {
    const [row] = await db
      .insert(planRegistration)
      .values({
        tourId,
        userId,
        parts: plan.parts,
        graceDays: plan.graceDays,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: planRegistration.id });
    return row!.id;
  } catch (error) {
    // The same student's second tab started it a moment ago: that start is this one.
    if (!isUniqueViolation(error)) throw error;
    const again = await currentPlan(db, tourId, userId);
    if (!again) throw error;
    return again.id;
  }
}

/** Where a part's move to paid stands against its plan, read under the plan's row lock. */
export type PartVerdict =
  | { ok: true; startsSeat: boolean; completes: boolean }
  | { ok: false; reason: string };

/**
 * Locks a part's plan (so its parts' moves queue) and says whether the part may become paid: a
 * released plan takes no more money (held for an admin). Part 1 starts the seat (the caller
 * checks the event is not full); the last part completes the plan.
 */
export async function lockPlanForPart(
  tx: DbOrTx,
  row: { planRegistrationId: string | null; planPart: number | null; planParts: number | null },
): Promise<PartVerdict> {
  const [plan] = await tx
    .select({ status: planRegistration.status })
    .from(planRegistration)
    .where(eq(planRegistration.id, row.planRegistrationId!))
    .for('update');
  if (!plan || plan.status === 'released') return { ok: false, reason: PLAN_HOLD_REASONS.released };
  const part = row.planPart ?? 1;
  if (part > 1 && plan.status !== 'active') return { ok: false, reason: PLAN_HOLD_REASONS.released };
  return { ok: true, startsSeat: part === 1, completes: part === row.planParts };
}

/** After a part became paid (same transaction): the plan runs, or, with its last part, is complete. */
export async function markPartPaid(
  tx: DbOrTx,
  registrationId: string,
  verdict: { completes: boolean },
  now: Date,
) {
  await tx
    .update(planRegistration)
    .set({ status: verdict.completes ? 'complete' : 'active', updatedAt: now })
    .where(eq(planRegistration.id, registrationId));
}
