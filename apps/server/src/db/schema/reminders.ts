import { REMINDER_KINDS } from '@dpms/shared';
import { sql } from 'drizzle-orm';
import { check, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { inList } from './in-list.ts';
import { mailOutbox } from './payments.ts';

/**
 * Every reminder ever sent, one row per (kind, subject, user, occasion). The unique key is what
 * makes a reminder go out once: the sweep inserts the row and queues its mail in one transaction,
 * so a second worker, a second instance or a restarted one finds the row and sends nothing.
 */
export const reminder = pgTable(
  'reminder',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: REMINDER_KINDS }).notNull(),
    /** The payment (membership, registration, pending checkout) or event it is about. */
    subjectId: text('subject_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** Which of the kind's reminders: '7d', '3d', '1d' or 'once'. */
    occasion: text('occasion').notNull(),
    mailId: uuid('mail_id').references(() => mailOutbox.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('reminder_once').on(t.kind, t.subjectId, t.userId, t.occasion),
    check('reminder_kind_check', sql`${t.kind} in ${inList(REMINDER_KINDS)}`),
  ],
);

/** A kind of reminder a student turned off (no row: on). */
export const reminderOptOut = pgTable(
  'reminder_opt_out',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: REMINDER_KINDS }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind] }),
    check('reminder_opt_out_kind_check', sql`${t.kind} in ${inList(REMINDER_KINDS)}`),
  ],
);
