import type { Settlement } from '@dpms/shared/schemas';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTour, paymentRow, signedInAs, startTourPayment } from '../../../test/factories/index.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { payment } from '../../db/schema/index.ts';
import { GatewayError } from '../../gateway/gateway.ts';
import { postCallback, sandboxOf } from '../../gateway/testing.ts';
import { dhakaToday } from '../../lib/dhaka-date.ts';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signedInAs>>;
const tran = { agreed: '', refunded: '', lost: '', forged: '', unasked: '', dearer: '' };

/**
 * A payment by a new student for a new event, paid on the gateway; confirmed here unless `lost`.
 * With `gatewayLaterSays`, the gateway reports that amount for it once DPMS has confirmed it.
 */
async function payOnGateway({
  lost = false,
  gatewayLaterSays,
}: {
  lost?: boolean;
  gatewayLaterSays?: number;
} = {}) {
  const student = await signedInAs(ctx.app, 'student');
  const tour = await createTour(ctx.app, { costPoisha: 120_000 });
  const { tranId, sessionKey } = await startTourPayment(ctx.app, tour.id, student.cookie);
  const sandbox = sandboxOf(ctx.app);
  sandbox.setFaults({ dropIpn: true });
  const back = sandbox.pay(sessionKey);
  if (!lost) await postCallback(ctx.app, '/api/payments/sslcommerz/success', back);
  if (gatewayLaterSays !== undefined)
    sandbox.setSessionFaults(sessionKey, { amountOverride: gatewayLaterSays });
  return tranId;
}

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await signedInAs(ctx.app, 'admin');
  tran.agreed = await payOnGateway();
  tran.refunded = await payOnGateway();
  const refunded = await paymentRow(ctx.app, tran.refunded);
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/admin/payments/${refunded.id}/refund`,
    headers: { cookie: admin.cookie },
    payload: { reason: 'Could not travel' },
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
  // The gateway took it; DPMS never heard (IPN lost, browser closed).
  tran.lost = await payOnGateway({ lost: true });
  // Paid in DPMS's books with no payment at the gateway (as a forged or mistaken entry would be).
  const student = await signedInAs(ctx.app, 'student');
  const forged = await startTourPayment(ctx.app, (await createTour(ctx.app)).id, student.cookie);
  tran.forged = forged.tranId;
  await ctx.database.db
    .update(payment)
    .set({ status: 'paid', paidAt: new Date(), bankTranId: 'FORGED' })
    .where(eq(payment.tranId, forged.tranId));
  tran.unasked = await payOnGateway();
  // Paid here for Tk 1,200; the gateway's record now says Tk 990.
  tran.dearer = await payOnGateway({ gatewayLaterSays: 99_000 });
  expect((await paymentRow(ctx.app, tran.dearer)).status).toBe('paid');
});
afterAll(() => ctx.close());

async function settlement(day: string) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/admin/settlement?day=${day}`,
    headers: { cookie: admin.cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Settlement>();
}

describe('daily settlement', () => {
  it("sets the day's money against the gateway's answers and flags every disagreement", async () => {
    const gateway = ctx.app.gateway;
    const real = gateway.queryByTranId.bind(gateway);
    vi.spyOn(gateway, 'queryByTranId').mockImplementation(async (tranId) => {
      if (tranId === tran.unasked) throw new GatewayError('timeout', 'no answer');
      return real(tranId);
    });
    const s = await settlement(dhakaToday());
    vi.restoreAllMocks();

    const forged = await paymentRow(ctx.app, tran.forged);
    // Confirmed today: agreed, refunded (paid first), forged, unasked, dearer; the lost one is not.
    expect(s.confirmed).toEqual({ count: 5, poisha: 4 * 120_000 + forged.amountPoisha });
    expect(s.refunded).toEqual({ count: 1, poisha: 120_000 });
    expect(s.netPoisha).toBe(s.confirmed.poisha - s.refunded.poisha);
    // The gateway confirms what it took among those, at its own amounts: agreed, refunded and
    // dearer (unasked went unanswered).
    expect(s.gateway).toEqual({ count: 3, poisha: 240_000 + 99_000 });
    expect(s.differences.map((d) => [d.tranId, d.problem]).sort()).toEqual(
      [
        [tran.lost, 'taken_at_gateway_not_here'],
        [tran.forged, 'paid_here_not_at_gateway'],
        [tran.unasked, 'gateway_unreachable'],
        [tran.dearer, 'amount_differs'],
      ].sort(),
    );
    expect(s.differences.find((d) => d.tranId === tran.dearer)).toMatchObject({
      kind: 'tour',
      status: 'paid',
      amountPoisha: 120_000,
      gatewayAmountPoisha: 99_000,
    });
    // The checkout was started at the gateway and never paid there.
    expect(s.differences.find((d) => d.tranId === tran.forged)).toMatchObject({
      status: 'paid',
      gatewayStatus: 'PENDING',
      gatewayAmountPoisha: null,
    });
    expect(s.differences.find((d) => d.tranId === tran.lost)).toMatchObject({
      status: 'pending',
      gatewayStatus: expect.stringMatching(/^VALID/),
      gatewayAmountPoisha: 120_000,
    });
  });

  it('downloads as CSV with the totals and each difference', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/settlement.csv?day=${dhakaToday()}`,
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(`dpms-settlement-${dhakaToday()}.csv`);
    const rows = parse(res.body, { relaxColumnCount: true }) as string[][];
    expect(rows).toContainEqual(['Refunds returned', '1', '1200.00']);
    const header = rows.findIndex((r) => r[0] === 'Transaction ID');
    const lost = rows.slice(header + 1).find((r) => r[0] === tran.lost);
    expect(lost?.at(-1)).toBe('taken_at_gateway_not_here');
  });

  it('has nothing to settle on a day without payments', async () => {
    const s = await settlement('2020-01-01');
    expect(s).toMatchObject({ checked: 0, confirmed: { count: 0, poisha: 0 }, differences: [] });
  });
});
