import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { auditLog, payment, planRegistration } from '../../db/schema/index.ts';
import { dhakaToday } from '../../lib/dhaka-date.ts';
import { offerFreeSeatsQuietly } from '../bookings/index.ts';
import { PLAN_HOLD_REASONS } from './service.ts';

/**
 * Lets a plan's seat go, once: the plan moves from active (or started) to released only if it is
 * still there, and its paid parts go to the held queue with `holdReason`, for an admin to refund or
 * keep. Called inside the caller's transaction; true when this call released it.
 */
export async function releasePlan(
  tx: DbOrTx,
  registrationId: string,
  holdReason: string,
  now: Date,
  releasedPart: number | null,
): Promise<boolean> {
  const released = await tx
    .update(planRegistration)
    .set({ status: 'released', releasedAt: now, releasedPart, updatedAt: now })
    .where(
      and(
        eq(planRegistration.id, registrationId),
        sql`${planRegistration.status} in ('started', 'active', 'complete')`,
      ),
    )
    .returning({ id: planRegistration.id });
  if (released.length === 0) return false;
  await tx
    .update(payment)
    .set({ status: 'on_hold', holdReason, updatedAt: now })
    .where(and(eq(payment.planRegistrationId, registrationId), eq(payment.status, 'paid')));
  return true;
}

/** A plan with a part past its day and grace unpaid at `today`, and the first such part. */
async function overduePlans(db: DbOrTx, today: string) {
  const { rows } = await db.execute(sql`
    select r.id, r.tour_id, r.user_id, min(e.n)::int as part
    from plan_registration r
      cross join lateral jsonb_array_elements(r.parts) with ordinality as e(item, n)
    where r.status = 'active'
      and (e.item ->> 'dueOn')::date + r.grace_days < ${today}::date
      and not exists (
        select 1 from payment p
        where p.plan_registration_id = r.id and p.plan_part = e.n and p.status in ('paid', 'refund_pending'))
    group by r.id, r.tour_id, r.user_id`);
  return rows.map((row) => ({
    id: String(row.id),
    tourId: String(row.tour_id),
    userId: row.user_id === null ? null : String(row.user_id),
    part: Number(row.part),
  }));
}

export interface PlanSweepReport {
  released: number;
}

/**
 * Releases every plan whose part went unpaid past its day and the grace days (a Dhaka day), once
 * each across instances: the release is a conditional move under the plan's row lock, so a second
 * sweep finds it done and writes nothing. The freed seat is then
 * offered to the waiting list. Each release is in the audit trail.
 */
export async function sweepPlans(app: FastifyInstance, now: Date = new Date()): Promise<PlanSweepReport> {
  const { db } = app.database;
  let released = 0;
  for (const due of await overduePlans(db, dhakaToday(now))) {
    const done = await db.transaction(async (tx) => {
      // The plan's payments first, then the plan: the order a part's move to paid takes them
      // (payments/confirm.ts), so the two never wait on each other.
      await tx
        .select({ id: payment.id })
        .from(payment)
        .where(eq(payment.planRegistrationId, due.id))
        .for('update');
      const moved = await releasePlan(tx, due.id, PLAN_HOLD_REASONS.released, now, due.part);
      if (moved) {
        await tx.insert(auditLog).values({
          actorUserId: null,
          actorEmail: null,
          action: 'plan.release',
          targetType: 'plan_registration',
          targetId: due.id,
          details: { tourId: due.tourId, userId: due.userId, unpaidPart: due.part },
          createdAt: now,
        });
      }
      return moved;
    });
    if (!done) continue;
    released += 1;
    await offerFreeSeatsQuietly(app, due.tourId, now);
  }
  return { released };
}
