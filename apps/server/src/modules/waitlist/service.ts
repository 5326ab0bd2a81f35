import type { AdminWaitingList, MyWaitingList, WaitingListEntry } from '@dpms/shared';
import { and, asc, count, eq, gt, inArray, lte, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Viewer } from '../../auth/viewer.ts';
import type { DbOrTx } from '../../db/client.ts';
import { payment, tour, user, waitingListEntry } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { dhakaToday } from '../../lib/dhaka-date.ts';
import { conflict, HttpError, notFound } from '../../lib/http-error.ts';
import { savedLocale } from '../../lib/locale.ts';
import { waitingListOfferMail } from '../../mail/templates.ts';
import { seatTaken } from '../payments/seats.ts';
import { availabilityOf } from '../tours/presenter.ts';
import { findTour } from '../tours/queries.ts';

type Entry = typeof waitingListEntry.$inferSelect;

const ACTIVE = ['waiting', 'offered'] as const;

/** An offer still holding its seat at `now` (a lapsed one not yet swept holds nothing). */
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
async function seatsPaid(db: DbOrTx, tourId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(payment)
    .where(and(eq(payment.tourId, tourId), seatTaken));
  return row?.n ?? 0;
}

/** After a payment for the event became paid: the payer's active entry is done. */
export async function convertEntry(tx: DbOrTx, tourId: string, userId: string, now: Date): Promise<void> {
  await tx
    .update(waitingListEntry)
    .set({ status: 'converted', endedAt: now, updatedAt: now })
    .where(
      and(
        eq(waitingListEntry.tourId, tourId),
        eq(waitingListEntry.userId, userId),
        inArray(waitingListEntry.status, [...ACTIVE]),
      ),
    );
}

export interface OfferReport {
  lapsed: number;
  offered: number;
}

/**
 * Lapses the event's expired offers, then offers each free seat to the next student in line
 * (oldest entry first), with a hold of the event's hold_hours and an offer mail written in the
 * same transaction. The event row is locked first, as confirmation does, so two runs (two
 * instances, a refund and the sweep) queue and never offer the same seat twice.
 */
export async function offerFreeSeats(
  app: FastifyInstance,
  tourId: string,
  now: Date = new Date(),
): Promise<OfferReport> {
  return app.database.db.transaction(async (tx) => {
    const [event] = await tx.select().from(tour).where(eq(tour.id, tourId)).for('update');
    if (!event) return { lapsed: 0, offered: 0 };
    const lapsed = await tx
      .update(waitingListEntry)
      .set({ status: 'lapsed', endedAt: now, updatedAt: now })
      .where(
        and(
          eq(waitingListEntry.tourId, tourId),
          eq(waitingListEntry.status, 'offered'),
          lte(waitingListEntry.offerExpiresAt, now),
        ),
      )
      .returning({ id: waitingListEntry.id });
    const open =
      event.archivedAt === null && event.registration !== 'Closed' && event.departureDate >= dhakaToday(now);
    if (!open) return { lapsed: lapsed.length, offered: 0 };
    const free =
      event.groupSize - (await seatsPaid(tx, tourId)) - (await seatsOfferedToOthers(tx, tourId, null, now));
    if (free <= 0) return { lapsed: lapsed.length, offered: 0 };
    const next = await tx
      .select({ entry: waitingListEntry, email: user.email, name: user.name, locale: user.locale })
      .from(waitingListEntry)
      .innerJoin(user, eq(user.id, waitingListEntry.userId))
      .where(and(eq(waitingListEntry.tourId, tourId), eq(waitingListEntry.status, 'waiting')))
      .orderBy(asc(waitingListEntry.joinedAt), asc(waitingListEntry.id))
      .limit(free);
    const expires = new Date(now.getTime() + event.holdHours * 3_600_000);
    for (const { entry, email, name, locale } of next) {
      await tx
        .update(waitingListEntry)
        .set({ status: 'offered', offeredAt: now, offerExpiresAt: expires, updatedAt: now })
        .where(eq(waitingListEntry.id, entry.id));
      await app.mailer.enqueue(
        {
          to: email,
          ...waitingListOfferMail(
            name,
            event.destination,
            expires,
            `${app.config.publicUrl}/tours/${event.id}`,
            savedLocale(locale),
          ),
        },
        tx,
      );
    }
    return { lapsed: lapsed.length, offered: next.length };
  });
}

/** The safety net run by housekeeping: every event with someone offered or waiting. */
export async function sweepWaitingLists(app: FastifyInstance, now: Date = new Date()): Promise<OfferReport> {
  const tours = await app.database.db
    .selectDistinct({ tourId: waitingListEntry.tourId })
    .from(waitingListEntry)
    .where(inArray(waitingListEntry.status, [...ACTIVE]));
  const total = { lapsed: 0, offered: 0 };
  for (const { tourId } of tours) {
    const report = await offerFreeSeats(app, tourId, now);
    total.lapsed += report.lapsed;
    total.offered += report.offered;
  }
  return total;
}

/** Runs offerFreeSeats after a change that may free a seat; a failure is logged, the sweep retries. */
export async function offerFreeSeatsQuietly(
  app: FastifyInstance,
  tourId: string | null | undefined,
  now: Date = new Date(),
) {
  if (!tourId) return;
  try {
    await offerFreeSeats(app, tourId, now);
  } catch (error) {
    app.log.error({ err: error, tourId }, 'waiting-list offer failed; the housekeeping sweep will retry');
  }
}

const EVENT_GONE = 'This event does not exist or is no longer taking registrations.';

/** A student joins a full event's waiting list. */
export async function joinWaitingList(
  app: FastifyInstance,
  viewer: Viewer,
  tourId: string,
  now = new Date(),
) {
  const { db } = app.database;
  const row = await findTour(db, tourId, viewer.id);
  if (!row || row.archivedAt) throw notFound(EVENT_GONE);
  if (row.registered) throw conflict('You have already paid for this event.', 'ALREADY_REGISTERED');
  const availability = availabilityOf(row, dhakaToday(now));
  if (availability.reason !== 'full') {
    if (availability.canRegister) {
      throw conflict('This event still has seats: register instead.', 'NOT_FULL');
    }
    throw new HttpError(422, `EVENT_${availability.reason!.toUpperCase()}`, availability.message!);
  }
  await db
    .insert(waitingListEntry)
    .values({ tourId, userId: viewer.id, joinedAt: now, createdAt: now, updatedAt: now })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) {
        throw conflict('You are already on the waiting list for this event.', 'ALREADY_WAITING');
      }
      throw error;
    });
  return myWaitingList(db, viewer.id, tourId);
}

/** A student leaves the list (waiting, or giving up a held seat, which then moves on). */
export async function leaveWaitingList(
  app: FastifyInstance,
  viewer: Viewer,
  tourId: string,
  now = new Date(),
) {
  const left = await app.database.db
    .update(waitingListEntry)
    .set({ status: 'left', endedAt: now, updatedAt: now })
    .where(
      and(
        eq(waitingListEntry.tourId, tourId),
        eq(waitingListEntry.userId, viewer.id),
        inArray(waitingListEntry.status, [...ACTIVE]),
      ),
    )
    .returning({ status: waitingListEntry.status });
  if (left.length === 0) throw notFound('You are not on the waiting list for this event.');
  await offerFreeSeatsQuietly(app, tourId);
  return myWaitingList(app.database.db, viewer.id, tourId);
}

async function waitingAhead(db: DbOrTx, entry: Entry): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(waitingListEntry)
    .where(
      and(
        eq(waitingListEntry.tourId, entry.tourId),
        eq(waitingListEntry.status, 'waiting'),
        sql`(${waitingListEntry.joinedAt}, ${waitingListEntry.id}) < (${entry.joinedAt}, ${entry.id})`,
      ),
    );
  return row?.n ?? 0;
}

/** The student's latest entry for the event, with their place in line. */
export async function myWaitingList(db: DbOrTx, userId: string, tourId: string): Promise<MyWaitingList> {
  const [latest] = await db
    .select()
    .from(waitingListEntry)
    .where(and(eq(waitingListEntry.tourId, tourId), eq(waitingListEntry.userId, userId)))
    .orderBy(sql`${waitingListEntry.joinedAt} desc`)
    .limit(1);
  const [waiting] = await db
    .select({ n: count() })
    .from(waitingListEntry)
    .where(and(eq(waitingListEntry.tourId, tourId), eq(waitingListEntry.status, 'waiting')));
  // An offer past its time is lapsed, whether or not the sweep has run yet.
  const status =
    latest?.status === 'offered' && latest.offerExpiresAt && latest.offerExpiresAt <= new Date()
      ? 'lapsed'
      : (latest?.status ?? null);
  return {
    status,
    position: latest && status === 'waiting' ? (await waitingAhead(db, latest)) + 1 : null,
    offerExpiresAt: status === 'offered' ? (latest?.offerExpiresAt?.toISOString() ?? null) : null,
    waitingCount: waiting?.n ?? 0,
  };
}

/** The admin's view: every entry, the ended ones as history, the line in order. */
export async function adminWaitingList(db: DbOrTx, tourId: string): Promise<AdminWaitingList> {
  const [event] = await db.select().from(tour).where(eq(tour.id, tourId));
  if (!event) throw notFound('No such event.');
  const rows = await db
    .select({ entry: waitingListEntry, name: user.name, email: user.email, studentId: user.studentId })
    .from(waitingListEntry)
    .innerJoin(user, eq(user.id, waitingListEntry.userId))
    .where(eq(waitingListEntry.tourId, tourId))
    .orderBy(asc(waitingListEntry.joinedAt), asc(waitingListEntry.id));
  let place = 0;
  const entries: WaitingListEntry[] = rows.map(({ entry, name, email, studentId }) => ({
    id: entry.id,
    userName: name,
    userEmail: email,
    studentId: studentId ?? null,
    status: entry.status,
    position: entry.status === 'waiting' ? ++place : null,
    joinedAt: entry.joinedAt.toISOString(),
    offeredAt: entry.offeredAt?.toISOString() ?? null,
    offerExpiresAt: entry.offerExpiresAt?.toISOString() ?? null,
    endedAt: entry.endedAt?.toISOString() ?? null,
  }));
  return {
    tourId: event.id,
    destination: event.destination,
    groupSize: event.groupSize,
    holdHours: event.holdHours,
    entries,
  };
}
