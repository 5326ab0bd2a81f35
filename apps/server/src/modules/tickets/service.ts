import { createHash } from 'node:crypto';
import type { Locale } from '@dpms/shared/locale';
import type { Attendee, AttendeeFilter, CheckInInput, OfflineCheckInList } from '@dpms/shared/schemas';
import { and, asc, eq, gte, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../audit.ts';
import type { Viewer } from '../../auth/viewer.ts';
import type { DbOrTx } from '../../db/client.ts';
import { payment, ticketCheckIn, ticketRepeatScan, tour, user } from '../../db/schema/index.ts';
import { translate } from '../../i18n/translate.ts';
import { dhakaToday } from '../../lib/dhaka-date.ts';
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

/**
 * Whether a payment has a ticket: a paid event registration. Paid in parts, the last part carries
 * it (parts are paid in order, so the last one paid is the plan complete); a part an admin kept
 * after its plan released the seat has none (decision 0052).
 */
export function hasTicket(
  row: Pick<PaymentRecord, 'kind' | 'status' | 'planPart' | 'planParts' | 'keptAt'>,
): boolean {
  return (
    row.kind === 'tour' && row.status === 'paid' && row.keptAt === null && row.planPart === row.planParts
  );
}

/** hasTicket in SQL: the payments that are an event's tickets. */
const ticketPayment = and(
  isNull(payment.keptAt),
  sql`${payment.planPart} is not distinct from ${payment.planParts}`,
)!;

/** A payment's ticket code, or null when it has no ticket. */
export function ticketCodeFor(app: FastifyInstance, row: PaymentRecord): string | null {
  return hasTicket(row) ? ticketCode(ticketKeyOf(app), row.id) : null;
}

export const TICKET_INVALID =
  'This is not a valid DPMS ticket: the code may be mistyped or forged. Do not let this person board.';
const TICKET_REFUNDED = 'This ticket was refunded and is no longer valid.';
const TICKET_REFUND_PENDING = 'This ticket is being refunded and is no longer valid.';
const TICKET_NOT_PAID = 'This registration is not paid, so the ticket is not valid.';
const ticketForOtherEvent = (itemName: string) => `This ticket is for another event: ${itemName}.`;

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
  checkedInDevice: ticketCheckIn.deviceLabel,
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
  checkedInDevice: string | null;
};

type RepeatScans = Map<string, Attendee['repeatScans']>;

export function presentAttendee(row: AttendeeRecord, repeats: RepeatScans = new Map()): Attendee {
  return {
    ...row,
    paidAt: row.paidAt?.toISOString() ?? null,
    checkedInAt: row.checkedInAt?.toISOString() ?? null,
    repeatScans: repeats.get(row.paymentId) ?? [],
  };
}

/** The repeat scans of these payments' tickets, oldest first, by payment. */
async function repeatScansOf(db: DbOrTx, paymentIds: string[]): Promise<RepeatScans> {
  const byPayment: RepeatScans = new Map();
  if (paymentIds.length === 0) return byPayment;
  const rows = await db
    .select()
    .from(ticketRepeatScan)
    .where(inArray(ticketRepeatScan.paymentId, paymentIds))
    .orderBy(asc(ticketRepeatScan.scannedAt), asc(ticketRepeatScan.id));
  for (const row of rows) {
    const list = byPayment.get(row.paymentId) ?? [];
    list.push({
      scannedAt: row.scannedAt.toISOString(),
      scannedBy: row.scannedByName,
      device: row.deviceLabel,
    });
    byPayment.set(row.paymentId, list);
  }
  return byPayment;
}

/** How far back an offline scan's own time is believed; older (or future) times become now. */
const OFFLINE_SCAN_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

function scanTimeOf(scannedAt: string | undefined, now: Date): Date {
  if (!scannedAt) return now;
  const at = new Date(scannedAt);
  const age = now.getTime() - at.getTime();
  return age >= 0 && age <= OFFLINE_SCAN_WINDOW_MS ? at : now;
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
 * one at the same moment on another phone, find the first instead of checking in again. A second
 * scan is kept as a repeat scan, so the phones involved can all be told. A scan made offline
 * comes with its own time and device; sent twice (an answer lost on the way), it is the same scan.
 */
export async function checkIn(app: FastifyInstance, actor: Viewer, tourId: string, input: CheckInInput) {
  const { db } = app.database;
  const event = await findEvent(db, tourId);
  const paymentId = verifyTicketCode(ticketKeyOf(app), input.code);
  if (!paymentId) throw new HttpError(422, 'TICKET_INVALID', TICKET_INVALID);
  const now = new Date();
  const scannedAt = scanTimeOf(input.scannedAt, now);
  const device = { deviceId: input.deviceId ?? null, deviceLabel: input.deviceLabel ?? null };
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(payment).where(eq(payment.id, paymentId)).for('update');
    if (row?.kind !== 'tour') throw new HttpError(422, 'TICKET_INVALID', TICKET_INVALID);
    if (row.tourId !== event.id) throw conflict(ticketForOtherEvent(row.itemName), 'TICKET_OTHER_EVENT');
    if (row.status === 'refunded') throw conflict(TICKET_REFUNDED, 'TICKET_REFUNDED');
    if (row.status === 'refund_pending') throw conflict(TICKET_REFUND_PENDING, 'TICKET_REFUNDED');
    if (!hasTicket(row)) throw conflict(TICKET_NOT_PAID, 'TICKET_NOT_PAID');
    const inserted = await tx
      .insert(ticketCheckIn)
      .values({
        paymentId: row.id,
        tourId: event.id,
        checkedInAt: scannedAt,
        checkedInBy: actor.id,
        checkedInByName: actor.name,
        ...device,
        syncedAt: now,
      })
      .onConflictDoNothing({ target: ticketCheckIn.paymentId })
      .returning({ paymentId: ticketCheckIn.paymentId });
    let fresh = inserted.length > 0;
    if (fresh) {
      await recordAudit(tx, actor, {
        action: 'ticket.check_in',
        targetType: 'payment',
        targetId: row.id,
        details: {
          tourId: event.id,
          tranId: row.tranId,
          studentId: row.payerStudentId,
          ...(input.scannedAt ? { scannedOffline: true, scannedAt: scannedAt.toISOString() } : {}),
          ...(device.deviceLabel ? { device: device.deviceLabel } : {}),
        },
      });
    } else {
      const [first] = await tx.select().from(ticketCheckIn).where(eq(ticketCheckIn.paymentId, row.id));
      // The same phone sending the same scan again (its answer was lost): that scan's answer again.
      fresh =
        device.deviceId !== null &&
        first?.deviceId === device.deviceId &&
        first.checkedInAt.getTime() === scannedAt.getTime();
      if (!fresh) {
        await tx
          .insert(ticketRepeatScan)
          .values({
            paymentId: row.id,
            scannedAt,
            scannedBy: actor.id,
            scannedByName: actor.name,
            ...device,
            syncedAt: now,
          })
          .onConflictDoNothing();
      }
    }
    const [attendee] = await attendeesQuery(tx).where(eq(payment.id, row.id));
    return {
      outcome: fresh ? ('checked_in' as const) : ('already_checked_in' as const),
      attendee: presentAttendee(attendee!, await repeatScansOf(tx, [row.id])),
    };
  });
}

/** An event's paid registrations, checked in or not, by name. */
export async function listAttendees(db: DbOrTx, tourId: string, filter: AttendeeFilter) {
  const event = await findEvent(db, tourId);
  const paid = and(
    eq(payment.tourId, event.id),
    eq(payment.kind, 'tour'),
    eq(payment.status, 'paid'),
    ticketPayment,
  );
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
  const repeats = await repeatScansOf(
    db,
    rows.filter((row) => row.checkedInAt).map((row) => row.paymentId),
  );
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
    items: rows.map((row) => presentAttendee(row, repeats)),
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

/** A ticket code as a phone keeps it to refuse it: SHA-256, base64url. */
export function codeDigest(code: string): string {
  return createHash('sha256').update(code.trim()).digest('base64url');
}

/** Other events' tickets are refused offline as online while those events are this recent. */
const OTHER_EVENTS_DAYS_BACK = 7;
const TICKETED_STATUSES = ['paid', 'refund_pending', 'refunded'] as const;

/**
 * An event's check-in list for a phone to keep while it has a network: every paid registration
 * with its ticket code, and, as digests with the server's own refusal in the reader's language,
 * the codes it must refuse: this event's refunded tickets and recent other events' tickets.
 */
export async function offlineCheckInList(
  app: FastifyInstance,
  tourId: string,
  locale: Locale,
): Promise<OfflineCheckInList> {
  const { db } = app.database;
  const list = await listAttendees(db, tourId, 'all');
  const key = ticketKeyOf(app);
  const since = dhakaToday(new Date(Date.now() - OTHER_EVENTS_DAYS_BACK * 24 * 60 * 60 * 1000));
  const refusable = await db
    .select({ id: payment.id, tourId: payment.tourId, status: payment.status, itemName: payment.itemName })
    .from(payment)
    .innerJoin(tour, eq(tour.id, payment.tourId))
    .where(
      and(
        eq(payment.kind, 'tour'),
        inArray(payment.status, [...TICKETED_STATUSES]),
        ticketPayment,
        sql`(${payment.tourId} <> ${list.tourId} OR ${payment.status} <> 'paid')`,
        sql`(${payment.tourId} = ${list.tourId} OR ${gte(tour.departureDate, since)})`,
      ),
    );
  const refusals = refusable.map((row) => {
    const [code, message] =
      row.tourId !== list.tourId
        ? (['TICKET_OTHER_EVENT', ticketForOtherEvent(row.itemName)] as const)
        : row.status === 'refunded'
          ? (['TICKET_REFUNDED', TICKET_REFUNDED] as const)
          : (['TICKET_REFUNDED', TICKET_REFUND_PENDING] as const);
    return { digest: codeDigest(ticketCode(key, row.id)), code, message: translate(message, locale) };
  });
  return {
    tourId: list.tourId,
    destination: list.destination,
    departureDate: list.departureDate,
    takenAt: new Date().toISOString(),
    attendees: list.items.map((attendee) => ({ ...attendee, code: ticketCode(key, attendee.paymentId) })),
    refusals,
    invalidMessage: translate(TICKET_INVALID, locale),
  };
}
