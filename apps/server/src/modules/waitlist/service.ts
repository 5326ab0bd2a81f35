import type { AdminWaitingList, MyWaitingList, WaitingListEntry } from '@dpms/shared/schemas';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Viewer } from '../../auth/viewer.ts';
import type { DbOrTx } from '../../db/client.ts';
import { tour, user, waitingListEntry } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { dhakaToday } from '../../lib/dhaka-date.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import {
  ACTIVE_ENTRY,
  availabilityOf,
  offerFreeSeatsQuietly,
  refuseIfBooked,
  unavailable,
} from '../bookings/index.ts';
import { findTour } from '../tours/index.ts';

type Entry = typeof waitingListEntry.$inferSelect;

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
  refuseIfBooked(row);
  const availability = availabilityOf(row, dhakaToday(now));
  if (availability.reason !== 'full') {
    if (availability.canRegister) {
      throw conflict('This event still has seats: register instead.', 'NOT_FULL');
    }
    throw unavailable(availability);
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
        inArray(waitingListEntry.status, [...ACTIVE_ENTRY]),
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
