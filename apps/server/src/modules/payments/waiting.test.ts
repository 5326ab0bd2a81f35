import type { GatewayCheck, WaitingList } from '@dpms/shared/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  appWith,
  createTour,
  paymentRow,
  type SignedIn,
  startTourPayment,
} from '../../../test/factories/index.ts';
import type { TestContext } from '../../../test/harness.ts';
import { payment } from '../../db/schema/index.ts';
import { GatewayError } from '../../gateway/gateway.ts';
import { postCallback, sandboxOf } from '../../gateway/testing.ts';

let ctx: TestContext;
let student: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  ({ ctx, student, admin } = await appWith('student', 'admin'));
});
afterAll(() => ctx.close());
beforeEach(() => sandboxOf(ctx.app).reset());

const sandbox = () => sandboxOf(ctx.app);
const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);

async function queue(query = '', cookie = admin.cookie) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/admin/payments/waiting${query}`,
    headers: { cookie },
  });
  return { status: res.statusCode, body: res.json<WaitingList>() };
}
const check = (id: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/payments/${id}/check`,
    headers: { cookie: admin.cookie },
  });

describe('the on-hold queue', () => {
  it('lists held payments, unconfirmed refunds and checkouts pending too long, each with why, and counts them', async () => {
    const tour = await createTour(ctx.app, { costPoisha: 150_000 });
    // Held: the gateway took less than the price.
    const short = await startTourPayment(ctx.app, tour.id, student.cookie);
    sandbox().setFaults({ dropIpn: true });
    sandbox().setSessionFaults(short.sessionKey, { amountOverride: 100_000 });
    await postCallback(ctx.app, '/api/payments/sslcommerz/success', sandbox().pay(short.sessionKey));
    // Pending for two hours; and one just started, which is not waiting for anyone yet.
    const old = await startTourPayment(ctx.app, (await createTour(ctx.app)).id, student.cookie);
    await ctx.database.db
      .update(payment)
      .set({ createdAt: hoursAgo(2) })
      .where(eq(payment.tranId, old.tranId));
    const fresh = await startTourPayment(ctx.app, (await createTour(ctx.app)).id, student.cookie);

    const { status, body } = await queue();
    expect(status).toBe(200);
    const byTran = new Map(body.items.map((i) => [i.tranId, i]));
    expect(byTran.get(short.tranId)).toMatchObject({
      waitingFor: 'held',
      holdReason: expect.stringContaining('Gateway answer does not match'),
      canAccept: false,
    });
    expect(byTran.get(old.tranId)).toMatchObject({ waitingFor: 'pending_too_long', status: 'pending' });
    expect(byTran.has(fresh.tranId)).toBe(false);
    expect(body.count).toBe(body.items.length);
    expect(body.byReason).toMatchObject({ held: 1, pending_too_long: 1 });

    const heldOnly = await queue('?reason=held');
    expect(heldOnly.body.items.map((i) => i.tranId)).toEqual([short.tranId]);
  });

  it("'Check with the gateway' pays a checkout whose money the gateway took, and says when it cannot ask", async () => {
    const tour = await createTour(ctx.app);
    const lost = await startTourPayment(ctx.app, tour.id, student.cookie);
    sandbox().setFaults({ dropIpn: true });
    sandbox().pay(lost.sessionKey); // the browser closed, the IPN lost
    await ctx.database.db
      .update(payment)
      .set({ createdAt: hoursAgo(2) })
      .where(eq(payment.tranId, lost.tranId));
    const row = await paymentRow(ctx.app, lost.tranId);

    vi.spyOn(ctx.app.gateway, 'queryByTranId').mockRejectedValueOnce(
      new GatewayError('timeout', 'no answer'),
    );
    const down = await check(row.id);
    expect(down.statusCode).toBe(502);
    expect(down.json().error.message).toContain('Nothing was changed');
    expect((await paymentRow(ctx.app, lost.tranId)).status).toBe('pending');

    const res = await check(row.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<GatewayCheck>()).toEqual({ status: 'paid', changed: true });
    expect((await queue()).body.items.map((i) => i.tranId)).not.toContain(lost.tranId);
    // Asking again changes nothing.
    expect((await check(row.id)).json<GatewayCheck>()).toEqual({ status: 'paid', changed: false });
  });

  it('is for admins only', async () => {
    expect((await queue('', student.cookie)).status).toBe(403);
  });
});
