import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInDemoAdmin } from '../../test/factories/index.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { auditLog, payment, studentIdAllowlist, user } from '../db/schema/index.ts';
import { DEMO_ADMIN, DEMO_STUDENT_PASSWORD, seedDemo } from './seed.ts';
import { demoClassmates, demoStudents } from './seed-data.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
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

  it('does nothing on a database already seeded', async () => {
    const before = await rows(
      sql`select (select count(*) from payment)::int as payments, (select count(*) from ${auditLog})::int as audit, (select count(*) from ${user})::int as users`,
    );
    expect(await seedDemo(ctx.app)).toBe(false);
    const after = await rows(
      sql`select (select count(*) from payment)::int as payments, (select count(*) from ${auditLog})::int as audit, (select count(*) from ${user})::int as users`,
    );
    expect(after).toEqual(before);
  });
});
