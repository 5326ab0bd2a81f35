import { type Dashboard, PENDING_TOO_LONG_MINUTES } from '@dpms/shared/schemas';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { dhakaDayStart, dhakaToday } from '../../lib/dhaka-date.ts';

const DAY_MS = 86_400_000;

/** The Dhaka days the dashboard's periods start on: today, Saturday (the week's first day), the 1st. */
export function periodStarts(now: Date) {
  const today = dhakaToday(now);
  // getUTCDay of the Dhaka date at midnight UTC is that date's weekday; Saturday is 6.
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  const sinceSaturday = (weekday + 1) % 7;
  return {
    today: dhakaDayStart(today),
    week: dhakaDayStart(today, -sinceSaturday),
    month: dhakaDayStart(`${today.slice(0, 8)}01`),
  };
}

const int = (value: unknown) => Number(value ?? 0);

/**
 * Every figure of the admin's dashboard, each one SQL over the payments as they stand: paid
 * money is what is paid now (so refunds are netted out), seats are the paid ones and the
 * refunds the gateway has not confirmed yet (as at checkout), memberships are paid periods.
 */
export async function dashboard(db: DbOrTx, now = new Date()): Promise<Dashboard> {
  const starts = periodStarts(now);
  const weekAhead = new Date(now.getTime() + 7 * DAY_MS);
  const tooLong = new Date(now.getTime() - PENDING_TOO_LONG_MINUTES * 60_000);
  const today = dhakaToday(now);

  const [money] = (
    await db.execute(sql`
      select
        coalesce(sum(amount_poisha) filter (where status = 'paid' and paid_at >= ${starts.today}), 0) as today,
        coalesce(sum(amount_poisha) filter (where status = 'paid' and paid_at >= ${starts.week}), 0) as week,
        coalesce(sum(amount_poisha) filter (where status = 'paid' and paid_at >= ${starts.month}), 0) as month,
        coalesce(sum(amount_poisha) filter (where status = 'paid'), 0) as total,
        coalesce(sum(amount_poisha) filter (where status = 'refunded' and refunded_at >= ${starts.month}), 0) as refunded_month,
        coalesce(sum(amount_poisha) filter (where status = 'refunded'), 0) as refunded_total,
        coalesce(sum(discount_poisha) filter (where status = 'paid' and waiver_reason is null and paid_at >= ${starts.month}), 0) as discount_month,
        coalesce(sum(discount_poisha) filter (where status = 'paid' and waiver_reason is null), 0) as discount_total,
        count(*) filter (where status = 'paid' and discount_code_id is not null) as discount_uses,
        coalesce(sum(discount_poisha) filter (where status = 'paid' and waiver_reason is not null and paid_at >= ${starts.month}), 0) as waived_month,
        coalesce(sum(discount_poisha) filter (where status = 'paid' and waiver_reason is not null), 0) as waived_total,
        count(*) filter (where status = 'paid' and waiver_reason is not null) as waived_count,
        count(*) filter (where status = 'pending') as pending,
        count(*) filter (where status = 'pending' and created_at < ${tooLong}) as pending_too_long,
        count(*) filter (where status = 'on_hold') as on_hold,
        count(*) filter (where status = 'refund_pending') as refund_pending,
        count(*) filter (where status = 'refund_pending' and refund_ref_id is null) as refund_unconfirmed,
        count(*) filter (where status = 'refund_pending' and refund_ref_id is not null) as refund_processing
      from payment
      where status in ('paid', 'refunded', 'pending', 'on_hold', 'refund_pending')`)
  ).rows;

  const { rows: events } = await db.execute(sql`
      select t.id, t.destination as name, t.departure_date, t.group_size,
        count(p.id) filter (where (p.status = 'paid' or (p.status = 'refund_pending' and p.refund_ref_id is null))
          and coalesce(p.plan_part, 1) = 1 and p.kept_at is null) as seats_paid,
        coalesce(sum(p.amount_poisha) filter (where p.status = 'paid'), 0) as paid_poisha
      from tour t
      left join payment p on p.tour_id = t.id and p.status in ('paid', 'refund_pending')
      where t.archived_at is null or p.id is not null
      group by t.id
      order by t.departure_date desc, t.destination`);

  const { rows: clubs } = await db.execute(sql`
      with members as (
        select club_id, user_id,
          bool_or(valid_from <= ${now}) as started,
          max(valid_until) as ends
        from payment
        where kind = 'club' and status = 'paid' and user_id is not null and valid_until > ${now}
        group by club_id, user_id
      ),
      money as (
        select club_id, sum(amount_poisha) as paid_poisha
        from payment where kind = 'club' and status = 'paid'
        group by club_id
      )
      select c.id, c.club_name as name,
        coalesce(m.paid_poisha, 0) as paid_poisha,
        (select count(*) from members x where x.club_id = c.id and x.started) as active,
        (select count(*) from members x where x.club_id = c.id and x.started and x.ends < ${weekAhead}) as ending
      from club c
      left join money m on m.club_id = c.id
      where c.archived_at is null or m.paid_poisha is not null
      order by c.club_name`);

  const eventRows = events.map((e) => {
    const departureDate = String(e.departure_date).slice(0, 10);
    return {
      id: String(e.id),
      name: String(e.name),
      departureDate,
      upcoming: departureDate >= today,
      groupSize: int(e.group_size),
      seatsPaid: int(e.seats_paid),
      paidPoisha: int(e.paid_poisha),
    };
  });
  const clubRows = clubs.map((c) => ({
    id: String(c.id),
    name: String(c.name),
    activeMembers: int(c.active),
    endingThisWeek: int(c.ending),
    paidPoisha: int(c.paid_poisha),
  }));
  return {
    asOf: now.toISOString(),
    collected: {
      today: int(money?.today),
      week: int(money?.week),
      month: int(money?.month),
      total: int(money?.total),
    },
    refunded: { month: int(money?.refunded_month), total: int(money?.refunded_total) },
    discounts: {
      month: int(money?.discount_month),
      total: int(money?.discount_total),
      uses: int(money?.discount_uses),
    },
    waived: {
      month: int(money?.waived_month),
      total: int(money?.waived_total),
      count: int(money?.waived_count),
    },
    events: eventRows,
    clubs: clubRows,
    memberships: {
      active: clubRows.reduce((n, c) => n + c.activeMembers, 0),
      endingThisWeek: clubRows.reduce((n, c) => n + c.endingThisWeek, 0),
    },
    waiting: {
      pending: int(money?.pending),
      pendingTooLong: int(money?.pending_too_long),
      onHold: int(money?.on_hold),
      refundPending: int(money?.refund_pending),
      refundUnconfirmed: int(money?.refund_unconfirmed),
      refundProcessing: int(money?.refund_processing),
    },
  };
}
