import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { tour, user, waitingListEntry } from '../../db/schema/index.ts';
import { dhakaToday } from '../../lib/dhaka-date.ts';
import { savedLocale } from '../../lib/locale.ts';
import { waitingListOfferMail } from '../../mail/templates.ts';
import { seatsOfferedToOthers, seatsPaid } from './seats.ts';

/** A waiting-list entry still in line: waiting, or holding an offered seat. */
export const ACTIVE_ENTRY = ['waiting', 'offered'] as const;

/** After a payment for the event became paid: the payer's active entry is done. */
export async function convertEntry(tx: DbOrTx, tourId: string, userId: string, now: Date): Promise<void> {
  await tx
    .update(waitingListEntry)
    .set({ status: 'converted', endedAt: now, updatedAt: now })
    .where(
      and(
        eq(waitingListEntry.tourId, tourId),
        eq(waitingListEntry.userId, userId),
        inArray(waitingListEntry.status, [...ACTIVE_ENTRY]),
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
    .where(inArray(waitingListEntry.status, [...ACTIVE_ENTRY]));
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
