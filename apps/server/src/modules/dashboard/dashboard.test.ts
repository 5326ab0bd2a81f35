import type { Dashboard } from '@dpms/shared/schemas';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  appWith,
  completePayment,
  createClub,
  createTour,
  paymentRow,
  type SignedIn,
  startTourPayment,
  studentsSignedIn,
} from '../../../test/factories/index.ts';
import type { TestContext } from '../../../test/harness.ts';
import { payment } from '../../db/schema/index.ts';
import { sandboxOf } from '../../gateway/testing.ts';
import { periodStarts } from './queries.ts';

let ctx: TestContext;
let admin: SignedIn;
let students: SignedIn[];

beforeAll(async () => {
  ({ ctx, admin } = await appWith('admin'));
  students = await studentsSignedIn(ctx.app, 4);
});
afterAll(() => ctx.close());
beforeEach(() => sandboxOf(ctx.app).reset());

const db = () => ctx.database.db;
const sandbox = () => sandboxOf(ctx.app);

async function get<T>(url: string, cookie = admin.cookie) {
  const res = await ctx.app.inject({ method: 'GET', url, headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return { json: () => res.json<T>(), body: res.body };
}

/** Pays through the gateway (the browser's return; the IPN is dropped) and answers the stored row. */
async function pay(sessionKey: string, tranId: string, amountOverride?: number) {
  if (amountOverride) sandbox().setSessionFaults(sessionKey, { amountOverride });
  return completePayment(ctx.app, { sessionKey, tranId });
}

async function clubCheckout(clubId: string, cookie: string) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/clubs/${clubId}/checkout`,
    headers: { cookie },
    payload: { mobile: '01712345678', plan: 'monthly' },
  });
  expect(res.statusCode, res.body).toBe(201);
  const { tranId } = res.json<{ tranId: string }>();
  return { tranId, sessionKey: sandbox().sessionFor(tranId)!.sessionKey };
}

/** The CSV export's paid total, in poisha, for a kind (and one event or club). */
async function csvPaidTotal(kind: 'tour' | 'club', itemId?: string) {
  const { body } = await get(`/api/admin/payments.csv?kind=${kind}${itemId ? `&itemId=${itemId}` : ''}`);
  const rows = parse(body, { columns: true }) as Record<string, string>[];
  return rows
    .filter((r) => r['Paid Status'] === 'Paid')
    .reduce((sum, r) => sum + Math.round(Number(r['Fee(Tk)']) * 100), 0);
}

describe('the admin dashboard', () => {
  it('counts money net of refunds, seats, memberships and waiting payments, and agrees with the CSV export', async () => {
    const [a, b, c, d] = students as [typeof admin, typeof admin, typeof admin, typeof admin];
    const sajek = await createTour(ctx.app, {
      destination: 'Sajek Valley',
      costPoisha: 150_000,
      groupSize: 3,
    });
    const bandarban = await createTour(ctx.app, { destination: 'Bandarban', costPoisha: 200_000 });
    const club = await createClub(ctx.app, { clubName: 'Robotics Club' });

    // Sajek: one paid, one paid and then refunded.
    const paid = await startTourPayment(ctx.app, sajek.id, a.cookie);
    expect((await pay(paid.sessionKey, paid.tranId)).status).toBe('paid');
    const refunded = await startTourPayment(ctx.app, sajek.id, b.cookie);
    const refundedRow = await pay(refunded.sessionKey, refunded.tranId);
    const refund = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/payments/${refundedRow.id}/refund`,
      headers: { cookie: admin.cookie },
      payload: { reason: 'Could not travel' },
    });
    expect(refund.statusCode, refund.body).toBeLessThan(300);
    // The gateway refunded it at once: the seat is free again, the money returned.
    expect(await paymentRow(ctx.app, refunded.tranId)).toMatchObject({ status: 'refunded' });
    // Bandarban: a payment the gateway took too little for (held), and one never finished.
    const held = await startTourPayment(ctx.app, bandarban.id, c.cookie);
    expect((await pay(held.sessionKey, held.tranId, 100_000)).status).toBe('on_hold');
    const abandoned = await startTourPayment(ctx.app, bandarban.id, d.cookie);
    await db()
      .update(payment)
      .set({ createdAt: new Date(Date.now() - 2 * 3_600_000) })
      .where(eq(payment.tranId, abandoned.tranId));
    // The club: a monthly membership, and another that ends in three days.
    const member = await clubCheckout(club.id, a.cookie);
    const memberRow = await pay(member.sessionKey, member.tranId);
    const ending = await clubCheckout(club.id, c.cookie);
    const endingRow = await pay(ending.sessionKey, ending.tranId);
    await db()
      .update(payment)
      .set({ validUntil: new Date(Date.now() + 3 * 86_400_000) })
      .where(eq(payment.id, endingRow.id));

    const board = (await get<Dashboard>('/api/admin/dashboard')).json();
    const sajekPaid = 150_000;
    const clubPaid = memberRow.amountPoisha + endingRow.amountPoisha;
    expect(board.collected).toEqual({
      today: sajekPaid + clubPaid,
      week: sajekPaid + clubPaid,
      month: sajekPaid + clubPaid,
      total: sajekPaid + clubPaid,
    });
    expect(board.refunded).toEqual({ month: sajekPaid, total: sajekPaid });
    expect(board.events.find((e) => e.id === sajek.id)).toMatchObject({
      name: 'Sajek Valley',
      groupSize: 3,
      // The refunded payment neither holds a seat nor counts as money collected.
      seatsPaid: 1,
      paidPoisha: sajekPaid,
      upcoming: true,
    });
    expect(board.events.find((e) => e.id === bandarban.id)).toMatchObject({ seatsPaid: 0, paidPoisha: 0 });
    expect(board.clubs.find((x) => x.id === club.id)).toEqual({
      id: club.id,
      name: 'Robotics Club',
      activeMembers: 2,
      endingThisWeek: 1,
      paidPoisha: clubPaid,
    });
    expect(board.memberships).toEqual({ active: 2, endingThisWeek: 1 });
    expect(board.waiting).toEqual({
      pending: 1,
      pendingTooLong: 1,
      onHold: 1,
      refundPending: 0,
      refundUnconfirmed: 0,
      refundProcessing: 0,
    });

    // The same totals as the CSV export, in all and per event and club.
    expect(board.collected.total).toBe((await csvPaidTotal('tour')) + (await csvPaidTotal('club')));
    for (const event of board.events) expect(event.paidPoisha).toBe(await csvPaidTotal('tour', event.id));
    for (const x of board.clubs) expect(x.paidPoisha).toBe(await csvPaidTotal('club', x.id));

    // Two refunds under way: one the gateway has not accepted yet, one it has (a refund
    // reference) but not finished. Each is a reason of the on-hold queue; neither is collected.
    await db()
      .update(payment)
      .set({ status: 'refund_pending', refundRequestedAt: new Date(), refundReason: 'Could not travel' })
      .where(eq(payment.tranId, paid.tranId));
    await db()
      .update(payment)
      .set({
        status: 'refund_pending',
        refundRequestedAt: new Date(),
        refundReason: 'Left the club',
        refundRefId: 'REF-1',
      })
      .where(eq(payment.id, memberRow.id));
    const later = (await get<Dashboard>('/api/admin/dashboard')).json();
    expect(later.waiting).toMatchObject({ refundPending: 2, refundUnconfirmed: 1, refundProcessing: 1 });
    expect(later.collected.total).toBe(endingRow.amountPoisha);
    expect(later.collected.total).toBe((await csvPaidTotal('tour')) + (await csvPaidTotal('club')));
  });

  it('is for admins only', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard',
      headers: { cookie: students[0]!.cookie },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('the periods of the dashboard', () => {
  it('start at Dhaka midnight: today, the Saturday the week began, the first of the month', () => {
    // Wednesday 25 November 2026, 18:00 in Dhaka.
    expect(periodStarts(new Date('2026-11-25T12:00:00Z'))).toEqual({
      today: new Date('2026-11-24T18:00:00Z'),
      week: new Date('2026-11-20T18:00:00Z'),
      month: new Date('2026-10-31T18:00:00Z'),
    });
    // 01:00 on Saturday 28 November in Dhaka is still Friday in UTC: a new week has begun.
    expect(periodStarts(new Date('2026-11-27T19:00:00Z'))).toMatchObject({
      today: new Date('2026-11-27T18:00:00Z'),
      week: new Date('2026-11-27T18:00:00Z'),
    });
  });
});
