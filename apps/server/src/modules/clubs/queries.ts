import type { Plan } from '@dpms/shared/constants';
import type { Membership } from '@dpms/shared/schemas';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { club, payment } from '../../db/schema/index.ts';

export type ClubRow = typeof club.$inferSelect;

/** Clubs on offer (archived ones hidden), in the order they were added. */
export function listClubs(db: Db): Promise<ClubRow[]> {
  return db.select().from(club).where(isNull(club.archivedAt)).orderBy(asc(club.createdAt), asc(club.id));
}

/** One paid membership period, as confirmation wrote it. */
export interface PaidPeriod {
  plan: Plan;
  validFrom: Date | null;
  validUntil: Date;
  amountPoisha: number;
}

/**
 * The membership running at `now`, from one club's paid periods: the period that contains now,
 * extended by the renewals chained after it (a renewal starts where the last period ends), so
 * the countdown runs to the end of the last one and "Paid" shows what was paid for it. A period
 * that starts later with a gap before it (an earlier one refunded) is not a membership yet.
 */
export function runningMembership(periods: PaidPeriod[], now: Date): Membership | null {
  const byStart = [...periods].sort((a, b) => startOf(a) - startOf(b));
  let last: PaidPeriod | null = null;
  for (const period of byStart) {
    if (period.validUntil <= now) continue;
    if (!last) {
      if (startOf(period) > now.getTime()) return null;
      last = period;
    } else if (startOf(period) <= last.validUntil.getTime()) {
      if (period.validUntil > last.validUntil) last = period;
    } else {
      break;
    }
  }
  return last
    ? { plan: last.plan, validUntil: last.validUntil.toISOString(), lastPaidPoisha: last.amountPoisha }
    : null;
}

/** A period without a start (none is written so, but the column allows it) counts from always. */
const startOf = (period: PaidPeriod) => period.validFrom?.getTime() ?? Number.NEGATIVE_INFINITY;

/** A user's paid membership periods not yet over at `now`: of one club, or of every club. */
export function unexpiredPeriods(db: DbOrTx, userId: string, now: Date, clubId?: string) {
  return db
    .select({
      clubId: payment.clubId,
      plan: payment.plan,
      validFrom: payment.validFrom,
      validUntil: payment.validUntil,
      amountPoisha: payment.amountPoisha,
    })
    .from(payment)
    .where(
      and(
        eq(payment.userId, userId),
        eq(payment.kind, 'club'),
        eq(payment.status, 'paid'),
        gt(payment.validUntil, now),
        clubId ? eq(payment.clubId, clubId) : undefined,
      ),
    );
}

/**
 * The user's current memberships, by club id (see runningMembership). One query for any number
 * of clubs: the paid periods not yet over.
 */
export async function currentMemberships(
  db: Db,
  userId: string,
  clubId?: string,
): Promise<Map<string, Membership>> {
  const now = new Date();
  const rows = await unexpiredPeriods(db, userId, now, clubId);
  const periodsByClub = new Map<string, PaidPeriod[]>();
  for (const { clubId: id, plan, validFrom, validUntil, amountPoisha } of rows) {
    if (!id || !plan || !validUntil) continue;
    periodsByClub.set(id, [...(periodsByClub.get(id) ?? []), { plan, validFrom, validUntil, amountPoisha }]);
  }
  const memberships = new Map<string, Membership>();
  for (const [id, periods] of periodsByClub) {
    const membership = runningMembership(periods, now);
    if (membership) memberships.set(id, membership);
  }
  return memberships;
}
