import { and, count, eq, gt, isNull, ne, or, type Placeholder, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { payment, tour, waitingListEntry } from '../../db/schema/index.ts';

/**
 * The payment of a registration that stands for its seat: a payment in full, or a plan's first
 * part (decision 0052), unless an admin kept it after its plan let the seat go.
 */
export const seatPayment = and(sql`coalesce(${payment.planPart}, 1) = 1`, isNull(payment.keptAt))!;

/**
 * A payment that holds a seat: a paid one, and a refund the gateway has not confirmed yet
 * (the money may still be with the department, and a refused refund puts it back to paid).
 */
export const seatTaken = and(
  seatPayment,
  or(eq(payment.status, 'paid'), and(eq(payment.status, 'refund_pending'), isNull(payment.refundRefId))),
)!;

/** A waiting-list offer still holding its seat at `now` (a lapsed one not yet swept holds nothing). */
export function activeOffer(now: Date | null = null) {
  return and(
    eq(waitingListEntry.status, 'offered'),
    now ? gt(waitingListEntry.offerExpiresAt, now) : sql`${waitingListEntry.offerExpiresAt} > now()`,
  )!;
}

/**
 * Seats held by offers to other students than `userId`: they count as taken for everyone else,
 * at checkout and at confirmation, so an offered seat is never sold twice.
 */
export async function seatsOfferedToOthers(
  db: DbOrTx,
  tourId: string,
  userId: string | null,
  now: Date | null = null,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(waitingListEntry)
    .where(
      and(
        eq(waitingListEntry.tourId, tourId),
        activeOffer(now),
        userId ? ne(waitingListEntry.userId, userId) : undefined,
      ),
    );
  return row?.n ?? 0;
}

/** The paid (or refund-unconfirmed) seats of an event. */
export async function seatsPaid(db: DbOrTx, tourId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(payment)
    .where(and(eq(payment.tourId, tourId), seatTaken));
  return row?.n ?? 0;
}

/**
 * Locks the event row (so concurrent confirmations queue here) and tells whether every seat is
 * taken: paid, or held by a waiting-list offer to another student than the payer.
 */
export async function eventIsFull(tx: DbOrTx, tourId: string, payerId: string, now: Date): Promise<boolean> {
  const [locked] = await tx
    .select({ groupSize: tour.groupSize })
    .from(tour)
    .where(eq(tour.id, tourId))
    .for('update');
  if (!locked) return false;
  const taken = (await seatsPaid(tx, tourId)) + (await seatsOfferedToOthers(tx, tourId, payerId, now));
  return taken >= locked.groupSize;
}

/**
 * The subqueries a list of events joins to show its bookings in the same statement (no query per
 * event): seats paid per event, seats held by offers to others than the viewer, and the events
 * the viewer paid for. Signed out, the viewer's id is '' (no user has it), through the
 * payment_user index.
 */
export function bookingsByTour(db: Db, viewerId: string | null | Placeholder) {
  const paid = db
    .select({ tourId: payment.tourId, n: sql<number>`count(*)::int`.as('n') })
    .from(payment)
    .where(and(eq(payment.kind, 'tour'), seatTaken))
    .groupBy(payment.tourId)
    .as('seats');
  const offered = db
    .select({ tourId: waitingListEntry.tourId, held: sql<number>`count(*)::int`.as('held') })
    .from(waitingListEntry)
    .where(and(activeOffer(), ne(waitingListEntry.userId, viewerId ?? '')))
    .groupBy(waitingListEntry.tourId)
    .as('offered');
  const paidByViewer = db
    .selectDistinct({ tourId: payment.tourId })
    .from(payment)
    .where(
      and(
        eq(payment.kind, 'tour'),
        eq(payment.status, 'paid'),
        seatPayment,
        eq(payment.userId, viewerId ?? ''),
      ),
    )
    .as('paid_by_viewer');
  return {
    paid,
    offered,
    paidByViewer,
    seatsTaken: sql<number>`coalesce(${paid.n}, 0) + coalesce(${offered.held}, 0)`.mapWith(Number),
    registered: sql<boolean>`${paidByViewer.tourId} is not null`.mapWith(Boolean),
  };
}

/** The events a user has paid for (their registrations; paying in parts, the first part), for the per-user part of the pages. */
export async function registeredTourIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ tourId: payment.tourId })
    .from(payment)
    .where(
      and(eq(payment.kind, 'tour'), eq(payment.status, 'paid'), seatPayment, eq(payment.userId, userId)),
    );
  return rows.flatMap((row) => (row.tourId ? [row.tourId] : []));
}
