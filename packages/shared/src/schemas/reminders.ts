import { z } from 'zod';
import { fieldPerKey } from './common.ts';

/** The kinds of reminder a student gets by e-mail and on Home; each can be turned off. */
export const REMINDER_KINDS = [
  'membership_ending',
  'event_departing',
  'registration_closing',
  'checkout_pending',
  // The next part of an event paid in parts, 3 days and 1 day before its day (decision 0052).
  'part_due',
] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** Which kinds are on: every kind, true unless the student turned it off. */
export const reminderSettingsSchema = fieldPerKey(REMINDER_KINDS, z.boolean());
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;

export const reminderSettingsUpdateSchema = reminderSettingsSchema.partial().strict();
export type ReminderSettingsUpdate = z.infer<typeof reminderSettingsUpdateSchema>;

/** A notice due now for the signed-in student: the same facts its reminder mail tells. */
export const noticeSchema = z.object({
  kind: z.enum(REMINDER_KINDS),
  /** The event or club it is about. */
  itemKind: z.enum(['tour', 'club']),
  itemId: z.string(),
  itemName: z.string(),
  /** The moment it is about: the membership's end, the departure day, when the checkout began. */
  at: z.string(),
  /** Whole days left until `at` (0 for today); null for a pending checkout. */
  daysLeft: z.number().int().nullable(),
});
export type Notice = z.infer<typeof noticeSchema>;

export const noticesSchema = z.object({ notices: z.array(noticeSchema) });
export type Notices = z.infer<typeof noticesSchema>;
