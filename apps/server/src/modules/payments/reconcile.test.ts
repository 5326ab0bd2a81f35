import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  appWith,
  createTour,
  type SignedIn,
  startTourPayment as startCheckout,
  paymentRow as storedPayment,
} from '../../../test/factories/index.ts';
import type { TestContext } from '../../../test/harness.ts';
import { mailOutbox, payment, paymentEvent } from '../../db/schema/index.ts';
import { GatewayError, type GatewayTransaction } from '../../gateway/gateway.ts';
import { postCallback, sandboxOf } from '../../gateway/testing.ts';
import { confirmWithGateway } from './confirm.ts';
import { reconcilePayments } from './reconcile.ts';

let ctx: TestContext;
let student: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  ({ ctx, student, admin } = await appWith('student', 'admin'));
});
afterAll(() => ctx.close());
beforeEach(() => sandboxOf(ctx.app).reset());
afterEach(async () => {
  vi.restoreAllMocks();
  // Each test starts with no open payments left by the one before: retired beyond the look-back.
  const longAgo = new Date(Date.now() - 30 * 24 * 60 * 60_000);
  await db()
    .update(payment)
    .set({ status: 'failed', createdAt: longAgo, updatedAt: longAgo })
    .where(inArray(payment.status, ['pending', 'expired', 'failed', 'cancelled']));
});

const sandbox = () => sandboxOf(ctx.app);
const db = () => ctx.database.db;
const MINUTE = 60_000;

const startPayment = (tourId: string) => startCheckout(ctx.app, tourId, student.cookie);

/** A checkout whose money the gateway took, with the IPN lost and the browser closed. */
async function paidWithoutNotice(tourId: string) {
  const { tranId, sessionKey } = await startPayment(tourId);
  sandbox().setFaults({ dropIpn: true });
  return { tranId, valId: sandbox().pay(sessionKey).val_id! };
}

/** Pending payments written straight to the table, as if started `at` and never finished. */
async function insertPending(tourId: string, count: number, at: Date): Promise<string[]> {
  const prefix = `STUCK-${randomBytes(4).toString('hex')}`;
  const rows = Array.from({ length: count }, (_, i) => ({
    tranId: `${prefix}-${i}`,
    kind: 'tour' as const,
    tourId,
    amountPoisha: 100,
    status: 'pending' as const,
    payerName: 'Test Student',
    payerEmail: 'student@example.edu',
    payerMobile: '01712345678',
    itemName: 'Event',
    createdAt: at,
    updatedAt: at,
  }));
  await db().insert(payment).values(rows);
  return rows.map((r) => r.tranId);
}

/** A VALID attempt the gateway lists for a tran_id, carrying the given val_id. */
function validAttempt(tranId: string, valId: string): GatewayTransaction {
  return {
    status: 'VALID',
    tranId,
    valId,
    amountPoisha: 100,
    currency: 'BDT',
    bankTranId: `BANK-${valId}`,
    riskLevel: 0,
    tranDate: null,
    raw: {},
  };
}

/** The gateway's transaction query answers `answer(tranId)` when given, the sandbox's otherwise. */
function queryAnswers(answer: (tranId: string) => GatewayTransaction[] | Error | undefined) {
  const gateway = ctx.app.gateway;
  const real = gateway.queryByTranId.bind(gateway);
  vi.spyOn(gateway, 'queryByTranId').mockImplementation(async (tranId) => {
    const given = answer(tranId);
    if (given instanceof Error) throw given;
    return given ?? real(tranId);
  });
}

const rowOf = (tranId: string) => storedPayment(ctx.app, tranId);

async function statusesOf(tranIds: string[]) {
  const rows = await db().select().from(payment).where(inArray(payment.tranId, tranIds));
  return [...new Set(rows.map((r) => r.status))];
}

describe('reconciliation never gets stuck', () => {
  it('reaches a newer payment with money taken behind 120 pending ones that never show a paid attempt', async () => {
    const now = new Date(Date.now() + 15 * MINUTE);
    const tour = await createTour(ctx.app);
    // An hour old: too young to expire, so they are asked about again on every run.
    const stuck = await insertPending(tour.id, 120, new Date(now.getTime() - 60 * MINUTE));
    // Half have no attempt at all, half one the Validation API does not know.
    queryAnswers((tranId) => {
      const i = stuck.indexOf(tranId);
      return i % 2 === 1 ? [validAttempt(tranId, `NO-SUCH-VAL-${i}`)] : undefined;
    });
    const newer = await paidWithoutNotice(tour.id);

    await reconcilePayments(ctx.app, { now });
    await reconcilePayments(ctx.app, { now: new Date(now.getTime() + 5 * MINUTE) });

    expect((await rowOf(newer.tranId)).status).toBe('paid');
    expect(await statusesOf(stuck)).toEqual(['pending']);
  });

  it('expires a pending payment past its time whatever the gateway answers, unless money was taken', async () => {
    const now = new Date(Date.now() + 15 * MINUTE);
    const tour = await createTour(ctx.app);
    const [invalid, mismatch, none, unreachable] = await insertPending(
      tour.id,
      4,
      new Date(now.getTime() - 3 * 60 * MINUTE),
    );
    const other = await paidWithoutNotice(tour.id);
    queryAnswers((tranId) => {
      if (tranId === invalid) return [validAttempt(tranId, 'NO-SUCH-VAL-ID')];
      // A real val_id, of another payment: it proves nothing about this one.
      if (tranId === mismatch) return [validAttempt(tranId, other.valId)];
      if (tranId === none) return [];
      if (tranId === unreachable) return new GatewayError('timeout', 'The gateway did not answer in time');
      return undefined;
    });

    const report = await reconcilePayments(ctx.app, { now });

    expect(await statusesOf([invalid!, mismatch!, none!])).toEqual(['expired']);
    expect((await rowOf(other.tranId)).status).toBe('paid');
    // No answer is no proof either way: kept pending, but marked asked so others go first next time.
    expect(await rowOf(unreachable!)).toMatchObject({ status: 'pending', updatedAt: now });
    expect(report).toMatchObject({ paid: 1, expired: 3, errors: 1 });
  });

  it("one payment's unexpected error does not stop the others, nor the refunds", async () => {
    const now = new Date(Date.now() + 15 * MINUTE);
    const tour = await createTour(ctx.app);

    // A refund the gateway was still processing, finished since.
    const refunded = await startPayment(tour.id);
    sandbox().setFaults({ dropIpn: true });
    await postCallback(ctx.app, '/api/payments/sslcommerz/success', sandbox().pay(refunded.sessionKey));
    expect((await rowOf(refunded.tranId)).status).toBe('paid');
    sandbox().setFaults({ refundStatus: 'processing' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/payments/${(await rowOf(refunded.tranId)).id}/refund`,
      headers: { cookie: admin.cookie },
      payload: { reason: 'Event cancelled by the department' },
    });
    expect(res.json().status, res.body).toBe('refund_pending');
    sandbox().setFaults({ refundStatus: 'refunded' });

    // The broken one is first in the batch: asked about least recently.
    const [broken] = await insertPending(tour.id, 1, new Date(now.getTime() - 60 * MINUTE));
    queryAnswers((tranId) =>
      tranId === broken ? new TypeError('Cannot read properties of undefined') : undefined,
    );
    const taken = await paidWithoutNotice(tour.id);

    const report = await reconcilePayments(ctx.app, { now });

    expect(report).toMatchObject({ paid: 1, refunded: 1, errors: 1 });
    expect((await rowOf(taken.tranId)).status).toBe('paid');
    expect((await rowOf(refunded.tranId)).status).toBe('refunded');
    expect(await rowOf(broken!)).toMatchObject({ status: 'pending', updatedAt: now });
  });
});

describe('the move to paid and its evidence', () => {
  it('are written together: when the evidence cannot be written, the payment is not moved and no receipt is queued', async () => {
    const tour = await createTour(ctx.app);
    const { tranId, valId } = await paidWithoutNotice(tour.id);
    const before = await rowOf(tranId);
    const receiptsOf = async () =>
      (await db().select().from(mailOutbox).where(eq(mailOutbox.to, before.payerEmail))).filter((m) =>
        m.text.includes(tranId),
      ).length;
    const receiptsBefore = await receiptsOf();

    // As a crash between the two would: the evidence write fails after the move was made.
    await expect(
      confirmWithGateway(ctx.app, before.id, valId, async () => {
        throw new Error('the process died here');
      }),
    ).rejects.toThrow('the process died here');
    expect((await rowOf(tranId)).status).toBe('pending');
    expect(await receiptsOf()).toBe(receiptsBefore);

    // Reconciliation moves it, with its record, once.
    await reconcilePayments(ctx.app, { now: new Date(Date.now() + 15 * MINUTE) });
    expect((await rowOf(tranId)).status).toBe('paid');
    const records = await db()
      .select({ outcome: paymentEvent.outcome, source: paymentEvent.source })
      .from(paymentEvent)
      .where(eq(paymentEvent.tranId, tranId));
    expect(records.filter((r) => r.source === 'reconcile')).toEqual([
      { outcome: 'paid', source: 'reconcile' },
    ]);
    expect(await receiptsOf()).toBe(receiptsBefore + 1);
  });
});
