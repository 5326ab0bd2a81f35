import { asc, count, desc, eq, getTableColumns, isNull, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tour } from '../../db/schema/index.ts';
import { bookingsByTour } from '../bookings/index.ts';

/**
 * Events joined with their bookings in the same query (modules/bookings): the seats taken per
 * event and whether the viewer paid for it (no query per event).
 */
function selectTours<Extra extends Record<string, SQL.Aliased | SQL>>(
  db: Db,
  viewerId: string | null | Placeholder,
  extra: Extra = {} as Extra,
) {
  const bookings = bookingsByTour(db, viewerId);
  return db
    .select({
      ...getTableColumns(tour),
      seatsTaken: bookings.seatsTaken,
      registered: bookings.registered,
      ...extra,
    })
    .from(tour)
    .leftJoin(bookings.paid, eq(bookings.paid.tourId, tour.id))
    .leftJoin(bookings.offered, eq(bookings.offered.tourId, tour.id))
    .leftJoin(bookings.paidByViewer, eq(bookings.paidByViewer.tourId, tour.id));
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
