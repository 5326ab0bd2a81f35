import type { Attendee, AttendeeFilter } from '@dpms/shared/schemas';
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../audit.ts';
import type { Viewer } from '../../auth/viewer.ts';
import type { DbOrTx } from '../../db/client.ts';
import { payment, ticketCheckIn, tour, user } from '../../db/schema/index.ts';
import { conflict, HttpError, notFound } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import { TOUR_NOT_FOUND } from '../tours/index.ts';
import { ticketCode, ticketKey, verifyTicketCode } from './token.ts';

type PaymentRecord = typeof payment.$inferSelect;

const keys = new WeakMap<FastifyInstance, Buffer>();
/** The app's ticket key, derived once from its auth secret. */
export function ticketKeyOf(app: FastifyInstance): Buffer {
  let key = keys.get(app);
  if (!key) {
    key = ticketKey(app.config.authSecret);
    keys.set(app, key);
  }
  return key;
}

/** Whether a payment has a ticket: a paid event registration. */
export function hasTicket(row: Pick<PaymentRecord, 'kind' | 'status'>): boolean {
  return row.kind === 'tour' && row.status === 'paid';
}

/** A payment's ticket code, or null when it has no ticket. */
export function ticketCodeFor(app: FastifyInstance, row: PaymentRecord): string | null {
  return hasTicket(row) ? ticketCode(ticketKeyOf(app), row.id) : null;
}

export const TICKET_INVALID =
  'This is not a valid DPMS ticket: the code may be mistyped or forged. Do not let this person board.';
const TICKET_REFUNDED = 'This ticket was refunded and is no longer valid.';
const TICKET_REFUND_PENDING = 'This ticket is being refunded and is no longer valid.';
const TICKET_NOT_PAID = 'This registration is not paid, so the ticket is not valid.';

const attendeeColumns = {
  paymentId: payment.id,
  name: payment.payerName,
  studentId: payment.payerStudentId,
  batch: payment.payerBatch,
  email: payment.payerEmail,
  mobile: payment.payerMobile,
  photoUrl: user.image,
  paidAt: payment.paidAt,
  checkedInAt: ticketCheckIn.checkedInAt,
  checkedInBy: ticketCheckIn.checkedInByName,
};

type AttendeeRecord = {
  paymentId: string;
  name: string;
  studentId: string | null;
  batch: string | null;
  email: string;
  mobile: string;
  photoUrl: string | null;
  paidAt: Date | null;
  checkedInAt: Date | null;
  checkedInBy: string | null;
};

export function presentAttendee(row: AttendeeRecord): Attendee {
  return {
    ...row,
    paidAt: row.paidAt?.toISOString() ?? null,
    checkedInAt: row.checkedInAt?.toISOString() ?? null,
  };
}

function attendeesQuery(db: DbOrTx) {
  return db
    .select(attendeeColumns)
    .from(payment)
    .leftJoin(user, eq(user.id, payment.userId))
    .leftJoin(ticketCheckIn, eq(ticketCheckIn.paymentId, payment.id));
}

async function findEvent(db: DbOrTx, tourId: string) {
  if (!isUuid(tourId)) throw notFound(TOUR_NOT_FOUND);
  const [row] = await db
    .select({ id: tour.id, destination: tour.destination, departureDate: tour.departureDate })
    .from(tour)
    .where(eq(tour.id, tourId));
  if (!row) throw notFound(TOUR_NOT_FOUND);
  return row;
}

/**
 * Checks a ticket in at an event's bus, once. The payment row is locked while it is looked at,
 * so a refund cannot slip in between; the check-in row's primary key makes a second scan, even
 * one at the same moment on another phone, find the first instead of checking in again.
 */
export async function checkIn(app: FastifyInstance, actor: Viewer, tourId: string, code: string) {
  const { db } = app.database;
  const event = await findEvent(db, tourId);
  const paymentId = verifyTicketCode(ticketKeyOf(app), code);
  if (!paymentId) throw new HttpError(422, 'TICKET_INVALID', TICKET_INVALID);
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(payment).where(eq(payment.id, paymentId)).for('update');
    if (row?.kind !== 'tour') throw new HttpError(422, 'TICKET_INVALID', TICKET_INVALID);
    if (row.tourId !== event.id)
      throw conflict(`This ticket is for another event: ${row.itemName}.`, 'TICKET_OTHER_EVENT');
    if (row.status === 'refunded') throw conflict(TICKET_REFUNDED, 'TICKET_REFUNDED');
    if (row.status === 'refund_pending') throw conflict(TICKET_REFUND_PENDING, 'TICKET_REFUNDED');
    if (row.status !== 'paid') throw conflict(TICKET_NOT_PAID, 'TICKET_NOT_PAID');
    const inserted = await tx
      .insert(ticketCheckIn)
      .values({ paymentId: row.id, tourId: event.id, checkedInBy: actor.id, checkedInByName: actor.name })
      .onConflictDoNothing({ target: ticketCheckIn.paymentId })
      .returning({ paymentId: ticketCheckIn.paymentId });
    if (inserted.length > 0) {
      await recordAudit(tx, actor, {
        action: 'ticket.check_in',
        targetType: 'payment',
        targetId: row.id,
        details: { tourId: event.id, tranId: row.tranId, studentId: row.payerStudentId },
      });
    }
    const [attendee] = await attendeesQuery(tx).where(eq(payment.id, row.id));
    return {
      outcome: inserted.length > 0 ? ('checked_in' as const) : ('already_checked_in' as const),
      attendee: presentAttendee(attendee!),
    };
  });
}

/** An event's paid registrations, checked in or not, by name. */
export async function listAttendees(db: DbOrTx, tourId: string, filter: AttendeeFilter) {
  const event = await findEvent(db, tourId);
  const paid = and(eq(payment.tourId, event.id), eq(payment.kind, 'tour'), eq(payment.status, 'paid'));
  const rows = await attendeesQuery(db)
    .where(
      and(
        paid,
        filter === 'checked_in'
          ? isNotNull(ticketCheckIn.paymentId)
          : filter === 'not_checked_in'
            ? isNull(ticketCheckIn.paymentId)
            : undefined,
      ),
    )
    .orderBy(asc(payment.payerName), asc(payment.id));
  const [counts] = await db
    .select({
      paid: sql<number>`count(*)::int`,
      checkedIn: sql<number>`count(${ticketCheckIn.paymentId})::int`,
    })
    .from(payment)
    .leftJoin(ticketCheckIn, eq(ticketCheckIn.paymentId, payment.id))
    .where(paid);
  return {
    tourId: event.id,
    destination: event.destination,
    departureDate: event.departureDate,
    paid: counts?.paid ?? 0,
    checkedIn: counts?.checkedIn ?? 0,
    items: rows.map(presentAttendee),
  };
}

/** The owner's ticket for one of their payments, or a 404 when it has none. */
export async function ownTicket(app: FastifyInstance, viewerId: string, paymentId: string) {
  const { db } = app.database;
  if (!isUuid(paymentId)) throw notFound(NO_TICKET);
  const [row] = await db
    .select({
      payment,
      departureDate: tour.departureDate,
      meetingPoint: tour.meetingPoint,
      itinerary: tour.itinerary,
      location: tour.location,
      checkedInAt: ticketCheckIn.checkedInAt,
    })
    .from(payment)
    .innerJoin(tour, eq(tour.id, payment.tourId))
    .leftJoin(ticketCheckIn, eq(ticketCheckIn.paymentId, payment.id))
    .where(eq(payment.id, paymentId));
  if (!row || row.payment.userId !== viewerId || !hasTicket(row.payment)) throw notFound(NO_TICKET);
  return { ...row, code: ticketCode(ticketKeyOf(app), row.payment.id) };
}

export const NO_TICKET = 'No ticket for that payment.';
