import { z } from 'zod';

/** A waiting-list entry's life: waiting in line, offered a held seat, then one of the ends. */
export const WAITING_LIST_STATUSES = ['waiting', 'offered', 'lapsed', 'left', 'converted'] as const;
export type WaitingListStatus = (typeof WAITING_LIST_STATUSES)[number];

/** How long an offered seat is held when the event does not say otherwise. */
export const DEFAULT_HOLD_HOURS = 24;

/** The signed-in student's place on an event's waiting list (their latest entry). */
export const myWaitingListSchema = z.object({
  status: z.enum(WAITING_LIST_STATUSES).nullable(),
  /** 1 for the first in line; null unless waiting. */
  position: z.number().int().positive().nullable(),
  offerExpiresAt: z.string().nullable(),
  /** How many students are waiting (offered ones not included). */
  waitingCount: z.number().int().nonnegative(),
});
export type MyWaitingList = z.infer<typeof myWaitingListSchema>;

export const waitingListEntrySchema = z.object({
  id: z.string(),
  userName: z.string(),
  userEmail: z.string().nullable(),
  studentId: z.string().nullable(),
  status: z.enum(WAITING_LIST_STATUSES),
  /** 1 for the first in line; null unless waiting. */
  position: z.number().int().positive().nullable(),
  joinedAt: z.string(),
  offeredAt: z.string().nullable(),
  offerExpiresAt: z.string().nullable(),
  /** When it ended: lapsed, left or converted. */
  endedAt: z.string().nullable(),
});
export type WaitingListEntry = z.infer<typeof waitingListEntrySchema>;

export const adminWaitingListSchema = z.object({
  tourId: z.string(),
  destination: z.string(),
  groupSize: z.number().int(),
  holdHours: z.number().int(),
  entries: z.array(waitingListEntrySchema),
});
export type AdminWaitingList = z.infer<typeof adminWaitingListSchema>;
