import type { MyPlan } from '@dpms/shared/schemas';
import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { payment, planRegistration, tour } from '../../db/schema/index.ts';
import { dhakaToday } from '../../lib/dhaka-date.ts';
import { nextPartOf } from './service.ts';

/**
 * A student's plans (every one begun with a paid first part: a start never paid is nothing to
 * show), newest first, each with the parts as they agreed to them and what is paid.
 */
export async function listMyPlans(db: DbOrTx, userId: string, now: Date = new Date()): Promise<MyPlan[]> {
  const plans = await db
    .select({ plan: planRegistration, itemName: tour.destination, departureDate: tour.departureDate })
    .from(planRegistration)
    .innerJoin(tour, eq(tour.id, planRegistration.tourId))
    .where(and(eq(planRegistration.userId, userId), ne(planRegistration.status, 'started')))
    .orderBy(desc(planRegistration.createdAt));
  if (plans.length === 0) return [];
  const paidRows = await db
    .select({
      registrationId: payment.planRegistrationId,
      part: payment.planPart,
      id: payment.id,
      paidAt: payment.paidAt,
      receiptNumber: payment.receiptNumber,
      status: payment.status,
    })
    .from(payment)
    .where(
      and(
        inArray(
          payment.planRegistrationId,
          plans.map(({ plan }) => plan.id),
        ),
        // A released plan's parts are held or refunded: still what the student paid.
        inArray(payment.status, ['paid', 'on_hold', 'refund_pending', 'refunded']),
      ),
    )
    .orderBy(asc(payment.paidAt));
  const today = dhakaToday(now);
  return plans.map(({ plan, itemName, departureDate }) => {
    const mine = paidRows.filter((row) => row.registrationId === plan.id && row.paidAt);
    const paidPart = (part: number) => mine.find((row) => row.part === part);
    const parts = plan.parts.map((item, index) => {
      const paid = paidPart(index + 1);
      return {
        part: index + 1,
        amountPoisha: item.amountPoisha,
        dueOn: item.dueOn,
        status: paid ? ('paid' as const) : item.dueOn < today ? ('overdue' as const) : ('due' as const),
        paidAt: paid?.paidAt?.toISOString() ?? null,
        paymentId: paid?.id ?? null,
        receiptNumber: paid?.receiptNumber ?? null,
      };
    });
    const next =
      plan.status === 'active'
        ? nextPartOf(
            plan.parts,
            mine.flatMap((row) => (row.part ? [row.part] : [])),
          )
        : null;
    return {
      id: plan.id,
      tourId: plan.tourId,
      itemName,
      departureDate,
      status: plan.status === 'started' ? 'active' : plan.status,
      parts,
      totalPoisha: plan.parts.reduce((sum, item) => sum + item.amountPoisha, 0),
      paidPoisha: parts.reduce((sum, item) => sum + (item.status === 'paid' ? item.amountPoisha : 0), 0),
      graceDays: plan.graceDays,
      nextPart: next
        ? { part: next, amountPoisha: plan.parts[next - 1]!.amountPoisha, dueOn: plan.parts[next - 1]!.dueOn }
        : null,
      releasedAt: plan.releasedAt?.toISOString() ?? null,
    };
  });
}
