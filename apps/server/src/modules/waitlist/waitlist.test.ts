import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  appWith,
  completePayment,
  createTour,
  payForTour,
  type SignedIn,
  startTourPayment,
  studentsSignedIn,
} from '../../../test/factories/index.ts';
import type { TestContext } from '../../../test/harness.ts';
import { mailOutbox, payment, tour as tourTable, waitingListEntry } from '../../db/schema/index.ts';
import { sandboxOf } from '../../gateway/testing.ts';
import { offerFreeSeats, sweepWaitingLists } from '../bookings/index.ts';

let ctx: TestContext;
let admin: SignedIn;

beforeAll(async () => {
  ({ ctx, admin } = await appWith('admin'));
});
afterAll(() => ctx.close());
beforeEach(() => sandboxOf(ctx.app).reset());

const db = () => ctx.database.db;
type Student = SignedIn;

const students = (n: number) => studentsSignedIn(ctx.app, n);
const pay = (tourId: string, who: Student) => payForTour(ctx.app, tourId, who.cookie);

const join = (tourId: string, who: Student) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/tours/${tourId}/waiting-list`,
    headers: { cookie: who.cookie },
  });
const leave = (tourId: string, who: Student) =>
  ctx.app.inject({
    method: 'DELETE',
    url: `/api/tours/${tourId}/waiting-list`,
    headers: { cookie: who.cookie },
  });
const mine = async (tourId: string, who: Student) =>
  (
    await ctx.app.inject({
      method: 'GET',
      url: `/api/tours/${tourId}/waiting-list/me`,
      headers: { cookie: who.cookie },
    })
  ).json();
const checkout = (tourId: string, who: Student) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/tours/${tourId}/checkout`,
    headers: { cookie: who.cookie },
    payload: { mobile: '01712345678' },
  });

/** Frees the paid seat as a settled refund does. */
async function refundedDirectly(paymentId: string) {
  await db()
    .update(payment)
    .set({ status: 'refunded', refundedAt: new Date() })
    .where(eq(payment.id, paymentId));
}

const offersTo = async (email: string) =>
  (await db().select().from(mailOutbox).where(eq(mailOutbox.to, email))).filter((m) =>
    m.subject.startsWith('A seat is held for you'),
  );

/** A full event (group size 1, paid by one student) with `n` students waiting in order. */
async function fullEventWithLine(n: number) {
  const event = await createTour(ctx.app, { groupSize: 1 });
  const [payer] = await students(1);
  const paid = await pay(event.id, payer!);
  expect(paid.status).toBe('paid');
  const line = await students(n);
  for (const who of line) expect((await join(event.id, who)).statusCode).toBe(201);
  return { event, payer: payer!, paid, line };
}

describe('joining and leaving', () => {
  it('lets a student join only a full event, shows their place, and lets them leave', async () => {
    const event = await createTour(ctx.app, { groupSize: 1 });
    const [a, b, c] = await students(3);
    const notFull = await join(event.id, a!);
    expect(notFull.statusCode).toBe(409);
    expect(notFull.json().error.code).toBe('NOT_FULL');
    await pay(event.id, a!);
    expect((await join(event.id, a!)).json().error.code).toBe('ALREADY_REGISTERED');
    expect((await join(event.id, b!)).json()).toMatchObject({ status: 'waiting', position: 1 });
    expect((await join(event.id, b!)).json().error.code).toBe('ALREADY_WAITING');
    expect((await join(event.id, c!)).json()).toMatchObject({ status: 'waiting', position: 2 });
    expect((await leave(event.id, b!)).json()).toMatchObject({ status: 'left', position: null });
    expect(await mine(event.id, c!)).toMatchObject({ status: 'waiting', position: 1, waitingCount: 1 });
    expect((await leave(event.id, b!)).statusCode).toBe(404);
    // A full event still refuses a checkout from the line.
    expect((await checkout(event.id, c!)).statusCode).toBe(422);
  });
});

describe('offers', () => {
  it('offers a freed seat to the first in line only; others are refused while it is held', async () => {
    const { event, paid, line } = await fullEventWithLine(3);
    const [first, second, third] = line;
    await refundedDirectly(paid.id);
    expect(await offerFreeSeats(ctx.app, event.id)).toEqual({ lapsed: 0, offered: 1 });
    // Running it again offers nothing more: the one free seat is held.
    expect(await offerFreeSeats(ctx.app, event.id)).toEqual({ lapsed: 0, offered: 0 });
    const offer = await mine(event.id, first!);
    expect(offer.status).toBe('offered');
    const hours = (new Date(offer.offerExpiresAt).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    expect(await offersTo(first!.email)).toHaveLength(1);
    expect((await offersTo(first!.email))[0]!.text).toContain(`/tours/${event.id}`);
    expect(await offersTo(second!.email)).toHaveLength(0);
    expect(await mine(event.id, second!)).toMatchObject({ status: 'waiting', position: 1 });
    // The event looks full to everyone else, and their checkout is refused.
    expect((await checkout(event.id, second!)).statusCode).toBe(422);
    const [outsider] = await students(1);
    expect((await checkout(event.id, outsider!)).json().error.code).toBe('EVENT_FULL');
    // The offered student pays, and their entry is converted.
    const bought = await pay(event.id, first!);
    expect(bought.status).toBe('paid');
    expect(await mine(event.id, first!)).toMatchObject({ status: 'converted' });
    expect(await mine(event.id, third!)).toMatchObject({ status: 'waiting', position: 2 });
  });

  it('lapses an unpaid offer and moves it on to the next in line', async () => {
    const { event, paid, line } = await fullEventWithLine(2);
    const [first, second] = line;
    await db().update(tourTable).set({ holdHours: 2 }).where(eq(tourTable.id, event.id));
    await refundedDirectly(paid.id);
    const start = new Date();
    await offerFreeSeats(ctx.app, event.id, start);
    expect((await mine(event.id, first!)).status).toBe('offered');
    // Before the hold ends nothing moves.
    expect(await sweepWaitingLists(ctx.app, new Date(start.getTime() + 3_600_000))).toMatchObject({
      lapsed: 0,
      offered: 0,
    });
    const later = new Date(start.getTime() + 2 * 3_600_000 + 1000);
    const report = await offerFreeSeats(ctx.app, event.id, later);
    expect(report).toEqual({ lapsed: 1, offered: 1 });
    const [lapsed] = await db()
      .select()
      .from(waitingListEntry)
      .where(and(eq(waitingListEntry.tourId, event.id), eq(waitingListEntry.userId, first!.id)));
    expect(lapsed).toMatchObject({ status: 'lapsed' });
    expect(lapsed!.endedAt?.getTime()).toBe(later.getTime());
    const [next] = await db()
      .select()
      .from(waitingListEntry)
      .where(and(eq(waitingListEntry.tourId, event.id), eq(waitingListEntry.userId, second!.id)));
    expect(next).toMatchObject({ status: 'offered' });
    expect(next!.offerExpiresAt!.getTime()).toBe(later.getTime() + 2 * 3_600_000);
    expect(await offersTo(second!.email)).toHaveLength(1);
  });

  it('a student leaving a held seat passes it on at once', async () => {
    const { event, paid, line } = await fullEventWithLine(2);
    await refundedDirectly(paid.id);
    await offerFreeSeats(ctx.app, event.id);
    await leave(event.id, line[0]!);
    expect((await mine(event.id, line[1]!)).status).toBe('offered');
  });

  it('a raised group size offers the new seats, one per student', async () => {
    const { event, line } = await fullEventWithLine(3);
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/tours/${event.id}`,
      headers: { cookie: admin.cookie },
      payload: { groupSize: 3 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await mine(event.id, line[0]!)).status).toBe('offered');
    expect((await mine(event.id, line[1]!)).status).toBe('offered');
    expect(await mine(event.id, line[2]!)).toMatchObject({ status: 'waiting', position: 1 });
  });

  it('holds the seat for the hours the event sets', async () => {
    const { event, paid, line } = await fullEventWithLine(1);
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/tours/${event.id}`,
      headers: { cookie: admin.cookie },
      payload: { holdHours: 48 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const tooLong = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/tours/${event.id}`,
      headers: { cookie: admin.cookie },
      payload: { holdHours: 169 },
    });
    expect(tooLong.statusCode).toBe(400);
    await refundedDirectly(paid.id);
    const now = new Date();
    await offerFreeSeats(ctx.app, event.id, now);
    const [entry] = await db()
      .select()
      .from(waitingListEntry)
      .where(eq(waitingListEntry.userId, line[0]!.id));
    expect(entry!.offerExpiresAt!.getTime()).toBe(now.getTime() + 48 * 3_600_000);
  });

  it('two sweeps at once offer a seat once', async () => {
    const { event, paid, line } = await fullEventWithLine(3);
    await refundedDirectly(paid.id);
    const reports = await Promise.all([
      offerFreeSeats(ctx.app, event.id),
      offerFreeSeats(ctx.app, event.id),
      sweepWaitingLists(ctx.app),
    ]);
    expect(reports.reduce((n, r) => n + r.offered, 0)).toBe(1);
    const offered = await db()
      .select()
      .from(waitingListEntry)
      .where(and(eq(waitingListEntry.tourId, event.id), eq(waitingListEntry.status, 'offered')));
    expect(offered.map((e) => e.userId)).toEqual([line[0]!.id]);
  });

  it('never oversells a held seat, even with concurrent payers', async () => {
    const { event, paid, line } = await fullEventWithLine(2);
    const [offered] = line;
    // Others started paying while the seat was still theirs to take.
    await refundedDirectly(paid.id);
    const racers = await students(3);
    const started = await Promise.all(racers.map((who) => startTourPayment(ctx.app, event.id, who.cookie)));
    await offerFreeSeats(ctx.app, event.id);
    const mine_ = await startTourPayment(ctx.app, event.id, offered!.cookie);
    await Promise.all([...started, mine_].map((s) => completePayment(ctx.app, s)));
    const rows = await db().select().from(payment).where(eq(payment.tourId, event.id));
    const paidRows = rows.filter((r) => r.status === 'paid');
    expect(paidRows).toHaveLength(1);
    expect(paidRows[0]!.userId).toBe(offered!.id);
    expect(rows.filter((r) => r.status === 'on_hold')).toHaveLength(3);
  });

  it('never oversells when offered students pay at once for two freed seats', async () => {
    const event = await createTour(ctx.app, { groupSize: 2 });
    const payers = await students(2);
    const paid = await Promise.all(payers.map((p) => pay(event.id, p)));
    const line = await students(3);
    for (const who of line) await join(event.id, who);
    await Promise.all(paid.map((p) => refundedDirectly(p.id)));
    await offerFreeSeats(ctx.app, event.id);
    const sessions = await Promise.all(
      line.slice(0, 2).map((who) => startTourPayment(ctx.app, event.id, who.cookie)),
    );
    // The third in line cannot check out: both seats are held.
    expect((await checkout(event.id, line[2]!)).statusCode).toBe(422);
    await Promise.all(sessions.map((s) => completePayment(ctx.app, s)));
    const rows = await db().select().from(payment).where(eq(payment.tourId, event.id));
    expect(rows.filter((r) => r.status === 'paid')).toHaveLength(2);
    expect(await mine(event.id, line[2]!)).toMatchObject({ status: 'waiting', position: 1 });
  });
});

describe('admin list', () => {
  it('shows every entry with its history', async () => {
    const { event, paid, line } = await fullEventWithLine(2);
    await refundedDirectly(paid.id);
    await offerFreeSeats(ctx.app, event.id);
    await leave(event.id, line[0]!);
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/tours/${event.id}/waiting-list`,
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ tourId: event.id, groupSize: 1, holdHours: 24 });
    expect(body.entries.map((e: { status: string }) => e.status)).toEqual(['left', 'offered']);
    expect(body.entries[0].offeredAt).not.toBeNull();
    expect(body.entries[0].endedAt).not.toBeNull();
  });
});
