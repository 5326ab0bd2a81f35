import { type AddressInfo, createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  appWith,
  completePayment,
  createTour,
  payForTour,
  type SignedIn,
  startTourPayment as startCheckout,
  paymentRow as storedPayment,
} from '../../../test/factories/index.ts';
import type { TestContext } from '../../../test/harness.ts';
import { auditLog, payment, paymentEvent } from '../../db/schema/index.ts';
import { createAppGateway } from '../../gateway/app-gateway.ts';
import type { PaymentGateway } from '../../gateway/gateway.ts';
import { createSslCommerzGateway } from '../../gateway/sslcommerz.ts';
import { sandboxOf } from '../../gateway/testing.ts';
import { reconcilePayments } from './reconcile.ts';
import { REFUND_UNCONFIRMED_MESSAGE } from './refund.ts';

let ctx: TestContext;
let student: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  ({ ctx, student, admin } = await appWith('student', 'admin'));
});
afterAll(() => ctx.close());
beforeEach(() => sandboxOf(ctx.app).reset());

const sandbox = () => sandboxOf(ctx.app);
const db = () => ctx.database.db;

/** A tour payment the student has paid, confirmed through the browser redirect. */
async function paidPayment() {
  const tour = await createTour(ctx.app);
  const row = await payForTour(ctx.app, tour.id, student.cookie);
  expect(row.status).toBe('paid');
  return row;
}

const rowOf = (tranId: string) => storedPayment(ctx.app, tranId);

/** An event payment the gateway took `takenPoisha` for, on an invoice of `costPoisha`: held. */
async function mismatchHold(costPoisha: number, takenPoisha: number) {
  const tour = await createTour(ctx.app, { costPoisha });
  const checkout = await startCheckout(ctx.app, tour.id, student.cookie);
  sandbox().setSessionFaults(checkout.sessionKey, { amountOverride: takenPoisha });
  return completePayment(ctx.app, checkout);
}

const refund = (id: string, reason = 'Event cancelled by the department') =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/payments/${id}/refund`,
    headers: { cookie: admin.cookie },
    payload: { reason },
  });

/** A local port nothing listens on: connecting to it is refused at once. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Runs `body` with the app talking to the gateway through `gateway`. */
async function withGateway<T>(gateway: PaymentGateway, body: () => Promise<T>): Promise<T> {
  const real = ctx.app.gateway;
  Object.assign(ctx.app, { gateway });
  try {
    return await body();
  } finally {
    Object.assign(ctx.app, { gateway: real });
  }
}

describe('a refund the gateway takes time over', () => {
  it('stays Refund processing until the gateway reports the money returned, then is refunded', async () => {
    const row = await paidPayment();
    sandbox().setFaults({ refundStatus: 'processing' });
    const res = await refund(row.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'refund_pending',
      paid: false,
      refundRefId: expect.any(String),
    });

    // Still processing at the next reconciliation: nothing changes.
    const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);
    expect((await reconcilePayments(ctx.app, { now: later(5) })).refunded).toBe(0);
    expect((await rowOf(row.tranId)).status).toBe('refund_pending');
    // A second refund is refused while the first is on its way.
    const again = await refund(row.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('The gateway is already processing a refund of this payment.');

    sandbox().setFaults({ refundStatus: 'refunded' });
    const report = await reconcilePayments(ctx.app, { now: later(10) });
    expect(report.refunded).toBe(1);
    expect(await rowOf(row.tranId)).toMatchObject({ status: 'refunded', refundedAt: expect.any(Date) });
    const events = await db().select().from(paymentEvent).where(eq(paymentEvent.paymentId, row.id));
    expect(events.map((e) => `${e.source}:${e.outcome}`)).toEqual(
      expect.arrayContaining(['refund_request:success', 'refund_query:refunded']),
    );
  });

  it('a refund the gateway cancels puts the payment on hold, and it can be refunded again', async () => {
    const row = await paidPayment();
    sandbox().setFaults({ refundStatus: 'cancelled' });
    const res = await refund(row.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'on_hold',
      holdReason: 'The gateway cancelled the refund: refund it again, or keep the payment.',
    });
    sandbox().setFaults({ refundStatus: 'refunded' });
    expect((await refund(row.id)).json()).toMatchObject({ status: 'refunded' });
  });
});

describe('a refund the gateway does not confirm', () => {
  it('after an unclear gateway answer it is kept as an unconfirmed refund, never back to paid, and may be sent again later', async () => {
    const row = await paidPayment();
    // The gateway answers with an error status: it may or may not have taken the request.
    sandbox().setFaults({ validatorDown: true });
    const res = await refund(row.id);
    expect(res.statusCode).toBe(504);
    expect(res.json().error.message).toBe(REFUND_UNCONFIRMED_MESSAGE);
    expect(await rowOf(row.tranId)).toMatchObject({
      status: 'refund_pending',
      refundRefId: null,
      refundFromStatus: 'paid',
    });
    // The student's receipt is no longer offered, and the seat is no longer counted as paid.
    const receipt = await ctx.app.inject({
      url: `/api/me/payments/${row.id}/receipt.pdf`,
      headers: { cookie: student.cookie },
    });
    expect(receipt.statusCode).toBe(404);

    // Too soon to send it again.
    sandbox().setFaults({ validatorDown: false });
    const soon = await refund(row.id);
    expect(soon.statusCode).toBe(409);
    expect(soon.json().error.message).toBe(
      'A refund of this payment was sent moments ago. Wait a few minutes before trying again.',
    );

    // Later, the admin checked the merchant panel and sends it again: the gateway takes it.
    await db()
      .update(payment)
      .set({ refundRequestedAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(payment.id, row.id));
    const retried = await refund(row.id, 'ignored: the first reason stays');
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({
      status: 'refunded',
      refundReason: 'Event cancelled by the department',
    });
    const actions = (await db().select().from(auditLog).where(eq(auditLog.targetId, row.id))).filter(
      // The admin's actions; the status entries beside them are the database's own.
      (a) => a.action !== 'payment.status',
    );
    expect(actions.map((a) => a.action)).toEqual([
      'payment.refund_request',
      'payment.refund_retry',
      'payment.refund',
    ]);
  });

  it('a gateway that cannot be reached at all refunds nothing and leaves the payment paid', async () => {
    const row = await paidPayment();
    const unreachable = createSslCommerzGateway({
      storeId: 'x',
      storePassword: 'y',
      baseUrl: `http://127.0.0.1:${await closedPort()}`,
      timeoutMs: 2_000,
    });
    const res = await withGateway(unreachable, () => refund(row.id));
    expect(res.statusCode).toBe(502);
    expect(res.json().error.message).toBe(
      'The payment gateway is not answering; nothing was refunded. Try again later.',
    );
    expect(await rowOf(row.tranId)).toMatchObject({
      status: 'paid',
      refundReason: null,
      refundRequestedAt: null,
      refundFromStatus: null,
    });
  });

  it('a refund the gateway refuses puts a held payment back on hold with its reason', async () => {
    const row = await paidPayment();
    await db()
      .update(payment)
      .set({ status: 'on_hold', holdReason: 'Seat taken twice' })
      .where(eq(payment.id, row.id));
    // Someone already refunded this transaction from the gateway's own panel.
    const outside = await ctx.app.gateway.initiateRefund({
      bankTranId: row.bankTranId!,
      amountPoisha: row.amountPoisha,
      remarks: 'Refunded from the merchant panel',
      refId: 'PANEL-1',
    });
    expect(outside.status).toBe('success');
    const res = await refund(row.id);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe(
      'The gateway refused the refund: A refund has already been initiated for this transaction',
    );
    expect(await rowOf(row.tranId)).toMatchObject({ status: 'on_hold', holdReason: 'Seat taken twice' });
  });
});

describe("settling an unconfirmed refund with the gateway's reference", () => {
  const link = (id: string, refundRefId: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/admin/payments/${id}/refund-reference`,
      headers: { cookie: admin.cookie },
      payload: { refundRefId },
    });

  /** A paid payment whose refund timed out, though the gateway did take it. */
  async function unconfirmedButTaken() {
    const row = await paidPayment();
    sandbox().setFaults({ validatorSlowMs: 300 });
    const res = await withGateway(createAppGateway(ctx.app, { timeoutMs: 100 }), () => refund(row.id));
    expect(res.statusCode).toBe(504);
    // The slow gateway still takes the request after DPMS stopped waiting.
    await vi.waitFor(() => expect(sandbox().store.refundOf(row.bankTranId!)).toBeDefined(), {
      timeout: 5_000,
    });
    sandbox().setFaults({ validatorSlowMs: 0 });
    return row;
  }

  it('believes a reference only once the gateway confirms it is a refund of this payment', async () => {
    const row = await unconfirmedButTaken();
    const other = await paidPayment();
    const foreign = await ctx.app.gateway.initiateRefund({
      bankTranId: other.bankTranId!,
      amountPoisha: other.amountPoisha,
      remarks: 'Another payment',
      refId: 'OTHER',
    });

    const unknown = await link(row.id, 'NOSUCHREF');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error.message).toBe('The gateway knows no refund with that reference.');
    const wrong = await link(row.id, foreign.refundRefId!);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.message).toBe(
      'That refund belongs to another transaction, not to this payment.',
    );
    const bad = await link(row.id, 'has spaces');
    expect(bad.statusCode).toBe(400);
    expect((await rowOf(row.tranId)).status).toBe('refund_pending');

    // The refund the gateway did take, as the merchant panel shows it.
    const taken = sandbox().store.refundOf(row.bankTranId!);
    const ok = await link(row.id, taken!.refundRefId);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'refunded', refundRefId: taken!.refundRefId });
    // Only an unconfirmed refund takes a reference.
    expect((await link(row.id, taken!.refundRefId)).statusCode).toBe(409);
  });
});

describe('refunds at the edges', () => {
  it('a refund the gateway cancels on an amount mismatch leaves it a mismatch: never accepted as paid', async () => {
    const held = await mismatchHold(650_000, 100);
    expect(held.status).toBe('on_hold');

    sandbox().setFaults({ refundStatus: 'cancelled' });
    const cancelled = await refund(held.id);
    expect(cancelled.json()).toMatchObject({ status: 'on_hold', canAccept: false });
    expect(cancelled.json().holdReason).toMatch(
      /^Gateway answer does not match: .*The gateway cancelled its refund/,
    );
    const accept = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/payments/${held.id}/accept`,
      headers: { cookie: admin.cookie },
    });
    expect(accept.statusCode).toBe(409);
    expect((await rowOf(held.tranId)).status).toBe('on_hold');
  });

  it('a payment held because the gateway took another amount is refunded what the gateway took', async () => {
    const held = await mismatchHold(250_000, 100_000);
    expect(held).toMatchObject({ status: 'on_hold', amountPoisha: 250_000, gatewayAmountPoisha: 100_000 });

    const detail = await ctx.app.inject({
      url: `/api/admin/payments/${held.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(detail.json()).toMatchObject({ amountPoisha: 250_000, refundAmountPoisha: 100_000 });
    const refunded = await refund(held.id);
    expect(refunded.json()).toMatchObject({ status: 'refunded' });
    expect(sandbox().store.refundOf(held.bankTranId!)).toMatchObject({ amountPoisha: 100_000 });
  });

  it('a refund the gateway takes without a reference stays unconfirmed, never back to paid', async () => {
    const row = await paidPayment();
    const real = ctx.app.gateway;
    const noReference: PaymentGateway = {
      ...real,
      initiateRefund: async (request) => ({ ...(await real.initiateRefund(request)), refundRefId: null }),
    };
    const res = await withGateway(noReference, () => refund(row.id));
    expect(res.statusCode).toBe(504);
    expect(await rowOf(row.tranId)).toMatchObject({ status: 'refund_pending', refundRefId: null });
  });
});

describe('two admins at once', () => {
  it('refund the payment once', async () => {
    const row = await paidPayment();
    const answers = await Promise.all([refund(row.id), refund(row.id), refund(row.id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect((await rowOf(row.tranId)).status).toBe('refunded');
    const requests = await db().select().from(paymentEvent).where(eq(paymentEvent.paymentId, row.id));
    expect(requests.filter((e) => e.source === 'refund_request')).toHaveLength(1);
  });
});
