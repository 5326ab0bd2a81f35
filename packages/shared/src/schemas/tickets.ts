import { z } from 'zod';

/** A paid event registration's ticket, as its owner sees it in My Payments. */
export const ticketSchema = z.object({
  paymentId: z.string(),
  tourId: z.string(),
  itemName: z.string(),
  departureDate: z.string(),
  /** Where the group gathers, when the event names it. */
  meetingPoint: z.string().nullable(),
  payerName: z.string(),
  payerStudentId: z.string().nullable(),
  /** The signed code the QR carries, also printed so it can be typed. */
  code: z.string(),
  /** The QR code as an SVG document. */
  qrSvg: z.string(),
  checkedInAt: z.string().nullable(),
});
export type Ticket = z.infer<typeof ticketSchema>;

export const TICKET_CODE_MESSAGE = 'Enter the ticket code';

/** The phone a check-in was made on: its own random id, and a label people recognise. */
const deviceIdSchema = z
  .string()
  .trim()
  .min(8)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);
const deviceLabelSchema = z.string().trim().min(1).max(80);

/**
 * What the check-in screen sends: a scanned or typed code, and the phone it was scanned on. A
 * check-in made offline is sent once the phone is back online, with the time it was scanned.
 */
export const checkInInputSchema = z.object({
  code: z
    .string({ message: TICKET_CODE_MESSAGE })
    .trim()
    .min(1, TICKET_CODE_MESSAGE)
    .max(200, TICKET_CODE_MESSAGE),
  deviceId: deviceIdSchema.optional(),
  deviceLabel: deviceLabelSchema.optional(),
  /** When an offline scan happened (ISO); the server keeps it if it is in the last week. */
  scannedAt: z.iso.datetime({ offset: true }).optional(),
});
export type CheckInInput = z.input<typeof checkInInputSchema>;

/** One paid registration of an event, with whether it was checked in. */
export const attendeeSchema = z.object({
  paymentId: z.string(),
  name: z.string(),
  studentId: z.string().nullable(),
  batch: z.string().nullable(),
  email: z.string(),
  mobile: z.string(),
  photoUrl: z.string().nullable(),
  paidAt: z.string().nullable(),
  checkedInAt: z.string().nullable(),
  checkedInBy: z.string().nullable(),
  /** The phone it was checked in on, when the check-in screen said (null before offline check-in). */
  checkedInDevice: z.string().nullable(),
  /** Later scans of the same ticket (another phone, or two phones offline): never a second check-in. */
  repeatScans: z.array(
    z.object({ scannedAt: z.string(), scannedBy: z.string(), device: z.string().nullable() }),
  ),
});
export type Attendee = z.infer<typeof attendeeSchema>;

/** The check-in's answer: checked in now, or already earlier (when, by whom). */
export const checkInResultSchema = z.object({
  outcome: z.enum(['checked_in', 'already_checked_in']),
  attendee: attendeeSchema,
});
export type CheckInResult = z.infer<typeof checkInResultSchema>;

export const ATTENDEE_FILTERS = ['all', 'checked_in', 'not_checked_in'] as const;
export type AttendeeFilter = (typeof ATTENDEE_FILTERS)[number];
export const attendeeQuerySchema = z.object({ filter: z.enum(ATTENDEE_FILTERS).default('all') });

export const attendeeListSchema = z.object({
  tourId: z.string(),
  destination: z.string(),
  departureDate: z.string(),
  paid: z.number().int(),
  checkedIn: z.number().int(),
  items: z.array(attendeeSchema),
});
export type AttendeeList = z.infer<typeof attendeeListSchema>;

/**
 * What a refused code looks like offline: the SHA-256 of a code (base64url) that has a valid
 * signature but must be refused, with the refusal the server would give, in the language asked.
 */
export const offlineRefusalSchema = z.object({
  digest: z.string(),
  code: z.enum(['TICKET_OTHER_EVENT', 'TICKET_REFUNDED', 'TICKET_NOT_PAID']),
  message: z.string(),
});
export type OfflineRefusal = z.infer<typeof offlineRefusalSchema>;

/**
 * An event's check-in list for a phone to keep: every paid registration with its ticket code, so
 * a scan can be checked with no network, and the codes to refuse (another event's tickets,
 * refunded ones) as digests. It holds no key: a phone can match codes, never make one.
 */
export const offlineCheckInListSchema = z.object({
  tourId: z.string(),
  destination: z.string(),
  departureDate: z.string(),
  takenAt: z.string(),
  attendees: z.array(attendeeSchema.extend({ code: z.string() })),
  refusals: z.array(offlineRefusalSchema),
  /** The refusal of a code that is not a DPMS ticket at all, in the language asked. */
  invalidMessage: z.string(),
});
export type OfflineCheckInList = z.infer<typeof offlineCheckInListSchema>;
export type OfflineAttendee = OfflineCheckInList['attendees'][number];
