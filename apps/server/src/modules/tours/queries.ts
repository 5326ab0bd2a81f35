import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  isNull,
  ne,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payment, tour, waitingListEntry } from '../../db/schema/index.ts';
import { seatTaken } from '../payments/seats.ts';

/**
 * Tours joined with what the pages need about payments, in the same query: the paid seats per
 * tour, and whether the viewer paid for it (no query per tour).
 */
function selectTours<Extra extends Record<string, SQL.Aliased | SQL>>(
  db: Db,
  viewerId: string | null | Placeholder,
  extra: Extra = {} as Extra,
) {
  const seats = db
    .select({ tourId: payment.tourId, n: sql<number>`count(*)::int`.as('n') })
    .from(payment)
    .where(and(eq(payment.kind, 'tour'), seatTaken))
    .groupBy(payment.tourId)
    .as('seats');
  // Seats held for other students by a waiting-list offer count as taken (modules/waitlist).
  const offered = db
    .select({ tourId: waitingListEntry.tourId, held: sql<number>`count(*)::int`.as('held') })
    .from(waitingListEntry)
    .where(
      and(
        eq(waitingListEntry.status, 'offered'),
        sql`${waitingListEntry.offerExpiresAt} > now()`,
        ne(waitingListEntry.userId, viewerId ?? ''),
      ),
    )
    .groupBy(waitingListEntry.tourId)
    .as('offered');
  // Signed out: matches nothing (no user has an empty id), through the payment_user index.
  const paidByViewer = db
    .selectDistinct({ tourId: payment.tourId })
    .from(payment)
    .where(and(eq(payment.kind, 'tour'), eq(payment.status, 'paid'), eq(payment.userId, viewerId ?? '')))
    .as('paid_by_viewer');
  return db
    .select({
      ...getTableColumns(tour),
      seatsTaken: sql<number>`coalesce(${seats.n}, 0) + coalesce(${offered.held}, 0)`.mapWith(Number),
      registered: sql<boolean>`${paidByViewer.tourId} is not null`.mapWith(Boolean),
      ...extra,
    })
    .from(tour)
    .leftJoin(seats, eq(seats.tourId, tour.id))
    .leftJoin(offered, eq(offered.tourId, tour.id))
    .leftJoin(paidByViewer, eq(paidByViewer.tourId, tour.id));
}

export type TourRow = typeof tour.$inferSelect & { seatsTaken: number; registered: boolean };

export interface TourListQuery {
  page: number;
  pageSize: number;
  /** YYYY-MM-DD: departures on or after it are upcoming. */
  today: string;
  viewerId: string | null;
}

/** Non-archived events: upcoming ones soonest first, then past ones most recent first. */
export async function listTours(db: Db, query: TourListQuery): Promise<{ rows: TourRow[]; total: number }> {
  const visible = isNull(tour.archivedAt);
  const upcoming = sql`${tour.departureDate} >= ${query.today}`;
  const [rows, [totals]] = await Promise.all([
    selectTours(db, query.viewerId)
      .where(visible)
      .orderBy(
        sql`case when ${upcoming} then 0 else 1 end`,
        sql`case when ${upcoming} then ${tour.departureDate} end asc`,
        desc(tour.departureDate),
        asc(tour.createdAt),
        asc(tour.id),
      )
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(tour).where(visible),
  ]);
  return { rows, total: totals?.n ?? 0 };
}

/** One event by id, archived or not (payment histories link archived ones). */
export async function findTour(db: Db, id: string, viewerId: string | null): Promise<TourRow | undefined> {
  const [row] = await selectTours(db, viewerId).where(eq(tour.id, id));
  return row;
}

/**
 * findTour as a checkout needs it, with whether the viewer has a payment for it on hold (an
 * admin is reviewing it), in one statement prepared once per connection: `execute({ id,
 * viewerId })`. The checkout's hottest read, so neither drizzle nor PostgreSQL plans it again.
 */
export function prepareCheckoutTour(db: Db) {
  const viewerId = sql.placeholder('viewerId');
  return selectTours(db, viewerId, {
    onHold:
      sql<boolean>`exists (select 1 from "payment" "held" where "held"."tour_id" = ${tour.id} and "held"."user_id" = ${viewerId} and "held"."status" = 'on_hold')`.mapWith(
        Boolean,
      ),
  })
    .where(eq(tour.id, sql.placeholder('id')))
    .prepare('dpms_checkout_tour');
}

/** The events a user has paid for (their registrations), for the per-user part of the pages. */
export async function registeredTourIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ tourId: payment.tourId })
    .from(payment)
    .where(and(eq(payment.kind, 'tour'), eq(payment.status, 'paid'), eq(payment.userId, userId)));
  return rows.flatMap((row) => (row.tourId ? [row.tourId] : []));
}
