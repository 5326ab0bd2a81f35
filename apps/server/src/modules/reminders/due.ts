import { REMINDER_KINDS, type ReminderKind, type ReminderSettings } from '@dpms/shared/schemas';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { reminderOptOut } from '../../db/schema/index.ts';
import { dhakaToday } from '../../lib/dhaka-date.ts';

/** A checkout still pending this long gets its reminder (and no sooner). */
export const CHECKOUT_PENDING_AFTER_MINUTES = 60;
/** A pending checkout older than this is old news: no reminder is started for it any more. */
export const CHECKOUT_PENDING_FORGOTTEN_DAYS = 2;
/** Registration of an open event closes at its departure; its reminder goes this many days before. */
export const REGISTRATION_CLOSING_DAYS = 2;

/** A reminder due now: who, about what, and which of the kind's occasions. */
export interface DueReminder {
  kind: ReminderKind;
  occasion: string;
  /** The payment (or, for a closing registration, the event) it is about. */
  subjectId: string;
  userId: string;
  itemKind: 'tour' | 'club';
  itemId: string;
  itemName: string;
  /** ISO time (membership end, pending checkout start) or YYYY-MM-DD (departure day). */
  at: string;
  daysLeft: number | null;
}

type Row = Record<string, unknown>;
const DAY_MS = 86_400_000;
const iso = (value: unknown) => new Date(value as string | Date).toISOString();

/**
 * A row of one kind's query (subject_id, user_id, kind, item_id, item_name) as the reminder it
 * is; `at` and `daysLeft` are the kind's to say.
 */
function rowToDue(
  row: Row,
  kind: ReminderKind,
  occasion: string,
  when: { at: string; daysLeft: number | null },
): DueReminder {
  return {
    kind,
    occasion,
    subjectId: String(row.subject_id),
    userId: String(row.user_id),
    itemKind: row.kind === 'club' ? 'club' : 'tour',
    itemId: String(row.item_id),
    itemName: String(row.item_name),
    ...when,
  };
}

/** Every kind's query leaves out a user who turned the kind off. */
const notOptedOut = (kind: ReminderKind) =>
  sql`not exists (select 1 from reminder_opt_out o where o.user_id = p.user_id and o.kind = ${kind})`;
const forUser = (userId: string | undefined) => (userId ? sql`and p.user_id = ${userId}` : sql``);

/**
 * Every reminder due at `now` (for one user, or for all): the same list feeds the mail sweep and
 * the notices on Home. Whether one was already sent is the reminder table's business, not this.
 */
export async function dueReminders(db: DbOrTx, now: Date, userId?: string): Promise<DueReminder[]> {
  const today = dhakaToday(now);
  const weekAhead = new Date(now.getTime() + 7 * DAY_MS);
  const pendingBefore = new Date(now.getTime() - CHECKOUT_PENDING_AFTER_MINUTES * 60_000);
  const pendingAfter = new Date(now.getTime() - CHECKOUT_PENDING_FORGOTTEN_DAYS * DAY_MS);

  // A paid membership ending within 7 days that no later paid period follows (renewed: no reminder).
  const memberships = (
    await db.execute(sql`
      select p.id as subject_id, p.user_id, p.kind, c.id as item_id, c.club_name as item_name, p.valid_until as at
      from payment p join club c on c.id = p.club_id
      where p.kind = 'club' and p.status = 'paid' and p.user_id is not null
        and p.valid_until > ${now} and p.valid_until <= ${weekAhead}
        and not exists (
          select 1 from payment q
          where q.user_id = p.user_id and q.club_id = p.club_id and q.status = 'paid' and q.valid_until > p.valid_until)
        and ${notOptedOut('membership_ending')} ${forUser(userId)}`)
  ).rows.map((r) => {
    const left = new Date(r.at as string).getTime() - now.getTime();
    return rowToDue(r, 'membership_ending', left <= DAY_MS ? '1d' : '7d', {
      at: iso(r.at),
      daysLeft: Math.max(0, Math.ceil(left / DAY_MS)),
    });
  });

  // A paid registration of an event departing today or within 3 days.
  const departures = (
    await db.execute(sql`
      select p.id as subject_id, p.user_id, p.kind, t.id as item_id, t.destination as item_name,
        t.departure_date::text as at, (t.departure_date - ${today}::date) as days_left
      from payment p join tour t on t.id = p.tour_id
      where p.kind = 'tour' and p.status = 'paid' and p.user_id is not null and t.archived_at is null
        and coalesce(p.plan_part, 1) = 1 and p.kept_at is null
        and t.departure_date >= ${today}::date and t.departure_date <= ${today}::date + 3
        and ${notOptedOut('event_departing')} ${forUser(userId)}`)
  ).rows.map((r) => {
    const daysLeft = Number(r.days_left);
    return rowToDue(r, 'event_departing', daysLeft >= 2 ? '3d' : '1d', { at: String(r.at), daysLeft });
  });

  // An open event with seats left, departing within 2 days, that the student began a checkout for
  // and never paid (nor asked back: a refund, or a payment under review, counts as an answer).
  const closing = (
    await db.execute(sql`
      select distinct on (p.user_id, t.id) t.id as subject_id, p.user_id, p.kind, t.id as item_id,
        t.destination as item_name, t.departure_date::text as at, (t.departure_date - ${today}::date) as days_left
      from payment p join tour t on t.id = p.tour_id
      where p.kind = 'tour' and p.user_id is not null
        and t.registration = 'Open' and t.archived_at is null
        and t.departure_date >= ${today}::date and t.departure_date <= ${today}::date + ${REGISTRATION_CLOSING_DAYS}::int
        and not exists (
          select 1 from payment q where q.user_id = p.user_id and q.tour_id = t.id
            and q.status in ('paid', 'on_hold', 'refund_pending', 'refunded'))
        and (select count(*) from payment s where s.tour_id = t.id
               and (s.status = 'paid' or (s.status = 'refund_pending' and s.refund_ref_id is null))
               and coalesce(s.plan_part, 1) = 1 and s.kept_at is null) < t.group_size
        and ${notOptedOut('registration_closing')} ${forUser(userId)}
      order by p.user_id, t.id`)
  ).rows.map((r) =>
    rowToDue(r, 'registration_closing', 'once', { at: String(r.at), daysLeft: Number(r.days_left) }),
  );

  // The newest checkout per student and item still pending after an hour, with nothing paid for
  // the item since, for an event or club that still takes payments.
  const pending = (
    await db.execute(sql`
      select distinct on (p.user_id, coalesce(p.tour_id, p.club_id)) p.id as subject_id, p.user_id, p.kind,
        coalesce(p.tour_id, p.club_id) as item_id, p.item_name, p.created_at as at
      from payment p
        left join tour t on t.id = p.tour_id
        left join club c on c.id = p.club_id
      where p.status = 'pending' and p.user_id is not null
        and p.created_at <= ${pendingBefore} and p.created_at > ${pendingAfter}
        and (p.tour_id is null or (t.archived_at is null and t.registration = 'Open' and t.departure_date >= ${today}::date))
        and (p.club_id is null or c.archived_at is null)
        and not exists (
          select 1 from payment q
          where q.user_id = p.user_id and coalesce(q.tour_id, q.club_id) = coalesce(p.tour_id, p.club_id)
            and q.status in ('paid', 'on_hold', 'refund_pending') and q.created_at > p.created_at)
        and ${notOptedOut('checkout_pending')} ${forUser(userId)}
      order by p.user_id, coalesce(p.tour_id, p.club_id), p.created_at desc`)
  ).rows.map((r) => rowToDue(r, 'checkout_pending', 'once', { at: iso(r.at), daysLeft: null }));

  // The next unpaid part of a running plan, due today or within 3 days (once 3 days before, once
  // the day before). Its day passed, the grace days are the plan's own notice (My Payments).
  const parts = (
    await db.execute(sql`
      select p.id as subject_id, p.user_id, 'tour' as kind, t.id as item_id, t.destination as item_name,
        next.item ->> 'dueOn' as at, ((next.item ->> 'dueOn')::date - ${today}::date) as days_left, next.n as part
      from plan_registration p join tour t on t.id = p.tour_id
        cross join lateral (
          select x.item, x.n from jsonb_array_elements(p.parts) with ordinality as x(item, n)
          where not exists (
            select 1 from payment q
            where q.plan_registration_id = p.id and q.plan_part = x.n and q.status in ('paid', 'refund_pending'))
          order by x.n limit 1) next
      where p.status = 'active' and p.user_id is not null
        and (next.item ->> 'dueOn')::date >= ${today}::date and (next.item ->> 'dueOn')::date <= ${today}::date + 3
        and ${notOptedOut('part_due')} ${forUser(userId)}`)
  ).rows.map((r) => {
    const daysLeft = Number(r.days_left);
    return rowToDue(r, 'part_due', `part${Number(r.part)}-${daysLeft >= 2 ? '3d' : '1d'}`, {
      at: String(r.at),
      daysLeft,
    });
  });

  return [...memberships, ...departures, ...closing, ...pending, ...parts];
}

/** Which kinds a user has on. */
export async function reminderSettings(db: DbOrTx, userId: string): Promise<ReminderSettings> {
  const off = await db
    .select({ kind: reminderOptOut.kind })
    .from(reminderOptOut)
    .where(eq(reminderOptOut.userId, userId));
  const offKinds = new Set(off.map((r) => r.kind));
  return Object.fromEntries(REMINDER_KINDS.map((kind) => [kind, !offKinds.has(kind)])) as ReminderSettings;
}

/** Turns kinds on or off; the kinds left out stay as they were. */
export async function updateReminderSettings(
  db: DbOrTx,
  userId: string,
  changes: Partial<ReminderSettings>,
): Promise<ReminderSettings> {
  for (const kind of REMINDER_KINDS) {
    const on = changes[kind];
    if (on === undefined) continue;
    if (on) {
      await db
        .delete(reminderOptOut)
        .where(and(eq(reminderOptOut.userId, userId), eq(reminderOptOut.kind, kind)));
    } else {
      await db.insert(reminderOptOut).values({ userId, kind }).onConflictDoNothing();
    }
  }
  return reminderSettings(db, userId);
}
