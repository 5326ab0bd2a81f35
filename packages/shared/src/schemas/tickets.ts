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

/** What the check-in screen sends: a scanned or typed code. */
export const checkInInputSchema = z.object({
  code: z
    .string({ message: TICKET_CODE_MESSAGE })
    .trim()
    .min(1, TICKET_CODE_MESSAGE)
    .max(200, TICKET_CODE_MESSAGE),
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
