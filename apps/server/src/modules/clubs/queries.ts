import type { Membership } from '@dpms/shared';
import { and, asc, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { club, payment } from '../../db/schema/index.ts';

export type ClubRow = typeof club.$inferSelect;

/** Clubs on offer (archived ones hidden), in the order they were added. */
export function listClubs(db: Db): Promise<ClubRow[]> {
  return db.select().from(club).where(isNull(club.archivedAt)).orderBy(asc(club.createdAt), asc(club.id));
}

/** One club by id, archived or not (payment histories link archived ones). */
export async function findClub(db: Db, id: string): Promise<ClubRow | undefined> {
  const [row] = await db.select().from(club).where(eq(club.id, id));
  return row;
}

/** Locks a club row for the rest of the transaction; undefined when there is none. */
export async function lockClub(tx: Db, id: string): Promise<ClubRow | undefined> {
  const [row] = await tx.select().from(club).where(eq(club.id, id)).for('update');
  return row;
}

/**
 * The user's current memberships, by club id: for each club, the paid payment that runs
 * latest, if it has not ended yet. One query for any number of clubs.
 */
export async function currentMemberships(
  db: Db,
  userId: string,
  clubId?: string,
): Promise<Map<string, Membership>> {
  const now = new Date();
  const rows = await db
    .selectDistinctOn([payment.clubId], {
      clubId: payment.clubId,
      plan: payment.plan,
      validUntil: payment.validUntil,
      amountPoisha: payment.amountPoisha,
    })
    .from(payment)
    .where(
      and(
        eq(payment.userId, userId),
        eq(payment.kind, 'club'),
        eq(payment.status, 'paid'),
        isNotNull(payment.validUntil),
        clubId ? eq(payment.clubId, clubId) : undefined,
      ),
    )
    .orderBy(payment.clubId, desc(payment.validUntil));
  const memberships = new Map<string, Membership>();
  for (const row of rows) {
    if (!row.clubId || !row.plan || !row.validUntil || row.validUntil <= now) continue;
    memberships.set(row.clubId, {
      plan: row.plan,
      validUntil: row.validUntil.toISOString(),
      lastPaidPoisha: row.amountPoisha,
    });
  }
  return memberships;
}
