import type { Settlement } from '@dpms/shared/schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInDemoAdmin } from '../../test/factories/index.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { demoGatewayTransaction, payment, studentIdAllowlist, user } from '../db/schema/index.ts';
import { sandboxOf } from '../gateway/testing.ts';
import { dhakaDayStart, dhakaToday } from '../lib/dhaka-date.ts';
import { DEMO_ADMIN, DEMO_STUDENT_PASSWORD, seedDemo } from './seed.ts';
import { demoClassmates, demoStudents } from './seed-data.ts';

let ctx: TestContext;
/** When the seed ran: nothing in the demo's history may be later. */
let seededAt: Date;
beforeAll(async () => {
  ctx = await createTestContext();
  seededAt = new Date();
  expect(await seedDemo(ctx.app)).toBe(true);
}, 300_000);
afterAll(() => ctx.close());

type Row = Record<string, unknown>;
async function rows(query: ReturnType<typeof sql>): Promise<Row[]> {
  return (await ctx.database.db.execute<Row>(query)).rows;
}

describe('the demo seed', () => {
  it('registers a few dozen verified students, their IDs on the allow-list', async () => {
    const students = await ctx.database.db
      .select({ email: user.email, emailVerified: user.emailVerified, studentId: user.studentId })
      .from(user)
      .where(sql`${user.role} = 'student'`);
    expect(students.length).toBe(demoStudents.length + demoClassmates.length);
    expect(students.length).toBeGreaterThanOrEqual(40);
    expect(students.every((s) => s.emailVerified && s.studentId)).toBe(true);
    const listed = await ctx.database.db
      .select({ id: studentIdAllowlist.studentId })
      .from(studentIdAllowlist);
    const ids = new Set(listed.map((r) => r.id));
    expect(students.every((s) => ids.has(s.studentId!))).toBe(true);
    // A demo student signs in with the password README publishes.
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: demoClassmates[7]!.email, password: DEMO_STUDENT_PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('writes several hundred payments over the past months, in every state, exactly two held', async () => {
    const counts = Object.fromEntries(
      (
        await ctx.database.db
          .select({ status: payment.status, n: sql<number>`count(*)::int` })
          .from(payment)
          .groupBy(payment.status)
      ).map((r) => [r.status, r.n]),
    );
    const total = Object.values(counts).reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThanOrEqual(250);
    expect(total).toBeLessThanOrEqual(500);
    expect(counts.paid).toBeGreaterThan(150);
    for (const status of ['failed', 'cancelled', 'refunded', 'refund_pending', 'pending'] as const) {
      expect(counts[status], status).toBeGreaterThan(0);
    }
    expect(counts.on_hold).toBe(2);
    const [span] = await rows(
      sql`select extract(epoch from now() - min(created_at)) / 86400 as days, max(created_at) < now() as past from payment`,
    );
    expect(Number(span!.days)).toBeGreaterThan(90);
    expect(span!.past).toBe(true);
    // Two pending for longer than an hour, so the queue's "pending too long" shows.
    const [old] = await rows(
      sql`select count(*)::int as n from payment where status = 'pending' and created_at < now() - interval '1 hour'`,
    );
    expect(old!.n).toBe(2);
  });

  it('keeps seats and memberships consistent', async () => {
    const tours = await rows(sql`
      select t.destination, t.group_size, t.departure_date >= current_date as upcoming,
        count(p.id) filter (where p.status = 'paid' or (p.status = 'refund_pending' and p.refund_ref_id is null)) as seats
      from tour t left join payment p on p.tour_id = t.id group by t.id`);
    for (const t of tours)
      expect(Number(t.seats), String(t.destination)).toBeLessThanOrEqual(Number(t.group_size));
    // Upcoming events keep free seats; the departed one is full.
    expect(tours.filter((t) => t.upcoming).every((t) => Number(t.seats) < Number(t.group_size))).toBe(true);
    expect(tours.some((t) => !t.upcoming && Number(t.seats) === Number(t.group_size))).toBe(true);
    // The documented demo students can still register for every upcoming event (journeys do).
    const [documented] = await rows(sql`
      select count(*)::int as n from payment p join tour t on t.id = p.tour_id
      where t.departure_date >= current_date and p.payer_email in ${sql.raw(`(${demoStudents.map((s) => `'${s.email}'`).join(', ')})`)}`);
    expect(documented!.n).toBe(0);
    // Every paid membership has its period; a member's paid periods never overlap (renewals chain).
    const [overlaps] = await rows(sql`
      select count(*)::int as n from payment a join payment b
        on a.user_id = b.user_id and a.club_id = b.club_id and a.id < b.id
      where a.status = 'paid' and b.status = 'paid' and a.kind = 'club'
        and a.valid_from < b.valid_until and b.valid_from < a.valid_until`);
    expect(overlaps!.n).toBe(0);
    const [periods] = await rows(sql`
      select count(*) filter (where valid_until is null)::int as missing,
        count(*) filter (where valid_until > now())::int as active,
        count(*) filter (where valid_until > now() and valid_until < now() + interval '7 days')::int as ending,
        count(*) filter (where valid_until <= now())::int as ended,
        count(*) filter (where paid_at > now() or created_at > paid_at)::int as impossible
      from payment where kind = 'club' and status = 'paid'`);
    expect(periods).toMatchObject({ missing: 0, impossible: 0 });
    expect(Number(periods!.active)).toBeGreaterThan(10);
    expect(Number(periods!.ending)).toBeGreaterThan(0);
    expect(Number(periods!.ended)).toBeGreaterThan(0);
    // The event with a payment plan has classmates paying it in parts: part 1 paid, part 2 due.
    const [parts] = await rows(sql`
      select count(*) filter (where r.status = 'active')::int as running,
        count(p.id) filter (where p.plan_part = 1 and p.status = 'paid')::int as first_parts,
        count(*) filter (where r.created_at > now())::int as impossible
      from plan_registration r left join payment p on p.plan_registration_id = r.id`);
    expect(Number(parts!.running)).toBeGreaterThan(0);
    expect(Number(parts!.first_parts)).toBeGreaterThan(0);
    expect(parts!.impossible).toBe(0);
  });

  it('leaves every payment its trail: a status entry for each move, and refunds their admin', async () => {
    const [missing] = await rows(sql`
      select count(*)::int as n from payment p
      where p.status <> 'pending'
        and not exists (select 1 from audit_log a where a.target_id = p.id::text and a.action = 'payment.status')`);
    expect(missing!.n).toBe(0);
    const [refunds] = await rows(sql`
      select count(*)::int as n from payment p
      where p.status in ('refunded', 'refund_pending')
        and not exists (select 1 from audit_log a where a.target_id = p.id::text and a.action = 'payment.refund_request'
          and a.actor_email = ${DEMO_ADMIN.email})`);
    expect(refunds!.n).toBe(0);
    const [events] = await rows(sql`
      select count(*)::int as n from payment p
      where p.status <> 'pending' and not exists (select 1 from payment_event e where e.payment_id = p.id)`);
    expect(events!.n).toBe(0);
  });

  it('shows a living dashboard: money net of refunds, waiting payments', async () => {
    const cookie = await signInDemoAdmin(ctx.app);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const [money] = await rows(sql`
      select coalesce(sum(amount_poisha) filter (where status = 'paid'), 0)::bigint as paid,
        coalesce(sum(amount_poisha) filter (where status = 'refunded'), 0)::bigint as refunded
      from payment`);
    // Net of refunds: refunded payments are out of the money collected, and shown apart.
    expect(body.collected.total).toBe(Number(money!.paid));
    expect(body.refunded.total).toBe(Number(money!.refunded));
    expect(body.collected.total).toBeGreaterThan(0);
    expect(body.refunded.total).toBeGreaterThan(0);
    expect(body.collected.month).toBeGreaterThan(0);
    expect(body.collected.today).toBeGreaterThan(0);
    expect(body.memberships.active).toBeGreaterThan(10);
    expect(body.memberships.endingThisWeek).toBeGreaterThan(0);
    expect(body.events.some((e: { seatsPaid: number }) => e.seatsPaid > 0)).toBe(true);
    for (const event of body.events) expect(event.seatsPaid).toBeLessThanOrEqual(event.groupSize);
    expect(body.waiting).toMatchObject({ onHold: 2, pendingTooLong: 2 });
    expect(body.waiting.refundPending).toBeGreaterThan(0);
  });

  it('dates every trail entry at the moment it happened and names who did it', async () => {
    // Inside the demo's months, never at the seeding moment for all of them.
    const [span] = await rows(sql`
      select min(a.created_at) >= (select min(created_at) from payment) as after_first,
        max(a.created_at) <= ${seededAt.toISOString()}::timestamptz as before_seed,
        extract(epoch from max(a.created_at) - min(a.created_at)) / 86400 as days,
        count(distinct (a.created_at at time zone 'Asia/Dhaka')::date)::int as distinct_days
      from audit_log a`);
    expect(span).toMatchObject({ after_first: true, before_seed: true });
    expect(Number(span!.days)).toBeGreaterThan(90);
    expect(span!.distinct_days).toBeGreaterThan(80);

    // The gateway's notices moved the payments: no person, at the move's own time.
    const [notices] = await rows(sql`
      select count(*)::int as n,
        count(*) filter (where a.actor_email is not null or a.actor_user_id is not null)::int as named,
        count(*) filter (where a.created_at <> coalesce(p.paid_at, a.created_at))::int as off_time
      from audit_log a join payment p on a.target_id = p.id::text
      where a.action = 'payment.status' and a.details->>'before' = 'pending' and a.details->>'after' = 'paid'`);
    expect(notices!.n).toBeGreaterThan(250);
    expect(notices).toMatchObject({ named: 0, off_time: 0 });
    const [otherMoves] = await rows(sql`
      select count(*)::int as n,
        count(*) filter (where a.actor_email is not null)::int as named,
        count(*) filter (where a.created_at < p.created_at)::int as before_checkout
      from audit_log a join payment p on a.target_id = p.id::text
      where a.action = 'payment.status' and a.details->>'after' in ('failed', 'cancelled', 'on_hold', 'refunded')`);
    expect(otherMoves!.n).toBeGreaterThan(20);
    expect(otherMoves).toMatchObject({ named: 0, before_checkout: 0 });

    // A refund belongs to the admin who asked for it, at the time they asked.
    const [refunds] = await rows(sql`
      select count(*)::int as n,
        count(*) filter (where a.actor_email is distinct from ${DEMO_ADMIN.email})::int as not_admin,
        count(*) filter (where a.created_at <> p.refund_requested_at)::int as off_time
      from audit_log a join payment p on a.target_id = p.id::text
      where a.action = 'payment.refund_request'
        or (a.action = 'payment.status' and a.details->>'after' = 'refund_pending')`);
    expect(refunds!.n).toBeGreaterThan(4);
    expect(refunds).toMatchObject({ not_admin: 0, off_time: 0 });
    const [settled] = await rows(sql`
      select count(*)::int as n, count(*) filter (where a.created_at <> p.refunded_at)::int as off_time
      from audit_log a join payment p on a.target_id = p.id::text
      where a.action = 'payment.status' and a.details->>'after' = 'refunded'`);
    expect(settled!.n).toBeGreaterThan(0);
    expect(settled!.off_time).toBe(0);

    // Only the admin is ever named, for refunds and the two discount codes; no entry names a
    // student. A student's checkout is theirs: each payment is the payer's own.
    const named = await rows(sql`
      select distinct a.action, a.details->>'after' as after, a.actor_email from audit_log a
      where a.actor_email is not null order by 1, 2`);
    expect(named).toEqual([
      { action: 'discount_code.create', after: null, actor_email: DEMO_ADMIN.email },
      { action: 'payment.refund', after: null, actor_email: DEMO_ADMIN.email },
      { action: 'payment.refund_request', after: null, actor_email: DEMO_ADMIN.email },
      { action: 'payment.status', after: 'refund_pending', actor_email: DEMO_ADMIN.email },
    ]);
    const [strangers] = await rows(sql`
      select count(*)::int as n from payment p join "user" u on u.id = p.user_id where u.email <> p.payer_email`);
    expect(strangers!.n).toBe(0);

    // The gateway's notices are logged at the time they came.
    const [events] = await rows(sql`
      select count(*) filter (where e.received_at < p.created_at or e.received_at > ${seededAt.toISOString()}::timestamptz)::int as outside,
        count(distinct (e.received_at at time zone 'Asia/Dhaka')::date)::int as days
      from payment_event e join payment p on p.id = e.payment_id`);
    expect(events!.outside).toBe(0);
    expect(events!.days).toBeGreaterThan(80);
  });

  it('changes nothing when seeded again, and hands the sandbox its transactions after a restart', async () => {
    const fingerprint = async () =>
      (
        await rows(sql`select
          (select md5(coalesce(string_agg(p::text, '|' order by p.id), '')) from payment p) as payments,
          (select md5(coalesce(string_agg(a::text, '|' order by a.id), '')) from audit_log a) as audit,
          (select md5(coalesce(string_agg(e::text, '|' order by e.id), '')) from payment_event e) as events,
          (select md5(coalesce(string_agg(d::text, '|' order by d.tran_id), '')) from demo_gateway_transaction d) as ledger,
          (select count(*) from ${user})::int as users,
          (select count(*) from tour)::int as tours,
          (select count(*) from club)::int as clubs,
          (select count(*) from announcement)::int as announcements`)
      )[0];
    const sandbox = sandboxOf(ctx.app);
    const [ledger] = await ctx.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(demoGatewayTransaction);
    // Every checkout the demo made is known to the sandbox, and only once.
    const [checkouts] = await rows(sql`select count(*)::int as n from payment`);
    expect(ledger!.n).toBe(checkouts!.n);
    expect(sandbox.store.transactions()).toHaveLength(ledger!.n);

    const before = await fingerprint();
    expect(await seedDemo(ctx.app)).toBe(false);
    expect(await fingerprint()).toEqual(before);
    expect(sandbox.store.transactions()).toHaveLength(ledger!.n);

    // A restart: the sandbox forgets everything in memory; the next start gives it back.
    await sandbox.reset();
    expect(sandbox.store.transactions()).toHaveLength(0);
    expect(await seedDemo(ctx.app)).toBe(false);
    expect(sandbox.store.transactions()).toHaveLength(ledger!.n);
    expect(await fingerprint()).toEqual(before);
  });

  it('reconciles every demo day with the gateway but for the three differences seeded on purpose', async () => {
    const cookie = await signInDemoAdmin(ctx.app);
    const [first] = await rows(sql`select min(created_at) as at from payment`);
    const differences: (Settlement['differences'][number] & { day: string })[] = [];
    let confirmed = 0;
    for (
      let day = dhakaToday(new Date(String(first!.at)));
      day <= dhakaToday();
      day = dhakaToday(dhakaDayStart(day, 1))
    ) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/admin/settlement?day=${day}`,
        headers: { cookie },
      });
      expect(res.statusCode, res.body).toBe(200);
      const s = res.json<Settlement>();
      confirmed += s.confirmed.count;
      differences.push(...s.differences.map((d) => ({ ...d, day })));
    }
    expect(confirmed).toBeGreaterThan(250);
    expect(differences.map((d) => d.problem).sort()).toEqual([
      'amount_differs',
      'paid_here_not_at_gateway',
      'taken_at_gateway_not_here',
    ]);
    // Each on a day of its own, before reconciliation's look-back, so it stays to be found.
    expect(new Set(differences.map((d) => d.day)).size).toBe(3);
    const lookBack = dhakaToday(new Date(Date.now() - 4 * 86_400_000));
    expect(differences.every((d) => d.day < lookBack)).toBe(true);
    const byProblem = Object.fromEntries(differences.map((d) => [d.problem, d]));
    expect(byProblem.taken_at_gateway_not_here).toMatchObject({
      status: 'cancelled',
      gatewayStatus: 'VALID',
    });
    expect(byProblem.paid_here_not_at_gateway).toMatchObject({ status: 'paid', gatewayStatus: 'FAILED' });
    const restated = byProblem.amount_differs!;
    expect(restated).toMatchObject({ status: 'paid', gatewayAmountPoisha: restated.amountPoisha - 5_000 });
  }, 120_000);

  it('lets an admin check and refund demo payments with the gateway, which knows them', async () => {
    const cookie = await signInDemoAdmin(ctx.app);
    const post = (url: string, payload?: object) =>
      ctx.app.inject({ method: 'POST', url, headers: { cookie }, ...(payload ? { payload } : {}) });
    // The payment whose notice was lost: the gateway took it, so checking makes it paid.
    const [lost] = await rows(sql`
      select p.id from payment p where p.status = 'cancelled'
        and exists (select 1 from demo_gateway_transaction d where d.tran_id = p.tran_id
          and d.record->'attempts' @> '[{"status": "VALID"}]')`);
    const checked = await post(`/api/admin/payments/${lost!.id}/check`);
    expect(checked.json()).toEqual({ status: 'paid', changed: true });
    // A refund the gateway is still processing stays so.
    const [processing] = await rows(
      sql`select id from payment where status = 'refund_pending' and refund_ref_id is not null limit 1`,
    );
    expect((await post(`/api/admin/payments/${processing!.id}/check`)).json()).toEqual({
      status: 'refund_pending',
      changed: false,
    });
    // A paid membership from months ago can be refunded: the gateway knows its bank transaction.
    const [old] = await rows(sql`
      select id from payment where status = 'paid' and kind = 'club' and paid_at < now() - interval '60 days'
      order by paid_at limit 1`);
    const refunded = await post(`/api/admin/payments/${old!.id}/refund`, { reason: 'Left the club' });
    expect(refunded.statusCode, refunded.body).toBeLessThan(300);
    const [after] = await rows(sql`select status from payment where id = ${old!.id}`);
    expect(after!.status).toBe('refunded');
  });
});
