import { REMINDER_KINDS } from '@dpms/shared/schemas';
import { sql } from 'drizzle-orm';
import { check, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import { ownerUserId } from './auth.ts';
import { createdAtColumn } from './columns.ts';
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
    userId: ownerUserId(),
    /** Which of the kind's reminders: '7d', '3d', '1d' or 'once'. */
    occasion: text('occasion').notNull(),
    mailId: uuid('mail_id').references(() => mailOutbox.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
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
    userId: ownerUserId(),
    kind: text('kind', { enum: REMINDER_KINDS }).notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind] }),
    check('reminder_opt_out_kind_check', sql`${t.kind} in ${inList(REMINDER_KINDS)}`),
  ],
);
