import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  appWith,
  createTour,
  type SignedIn,
  signedInAs,
  startTourPayment as startCheckout,
  paymentRow as storedPayment,
} from '../../../test/factories/index.ts';
import type { TestContext } from '../../../test/harness.ts';
import { auditLog, mailOutbox, tour } from '../../db/schema/index.ts';
import { postCallback, sandboxOf } from '../../gateway/testing.ts';
import { HOLD_REASONS } from './confirm.ts';

let ctx: TestContext;
let admin: SignedIn;

beforeAll(async () => {
  ({ ctx, admin } = await appWith('admin'));
});
afterAll(() => ctx.close());
beforeEach(() => sandboxOf(ctx.app).reset());

const sandbox = () => sandboxOf(ctx.app);
const db = () => ctx.database.db;
const successUrl = '/api/payments/sslcommerz/success';

const rowOf = (tranId: string) => storedPayment(ctx.app, tranId);
const startPayment = (tourId: string, cookie: string) => startCheckout(ctx.app, tourId, cookie);

const accept = (id: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/payments/${id}/accept`,
    headers: { cookie: admin.cookie },
  });

const receiptsFor = async (tranId: string) =>
  (await db().select().from(mailOutbox)).filter(
    (m) => m.subject === 'Your DPMS payment receipt' && m.text.includes(tranId),
  );

describe('accepting a held payment', () => {
  it('a payment held because the event was full is accepted once the admin adds a seat', async () => {
    sandbox().setFaults({ dropIpn: true });
    const event = await createTour(ctx.app, { groupSize: 1 });
    const first = await signedInAs(ctx.app, 'student');
    const second = await signedInAs(ctx.app, 'student');
    const a = await startPayment(event.id, first.cookie);
    const b = await startPayment(event.id, second.cookie);
    await postCallback(ctx.app, successUrl, sandbox().pay(a.sessionKey));
    await postCallback(ctx.app, successUrl, sandbox().pay(b.sessionKey));
    const held = await rowOf(b.tranId);
    expect(held).toMatchObject({ status: 'on_hold', holdReason: HOLD_REASONS.eventFull });
    expect(await receiptsFor(b.tranId)).toHaveLength(0);
    // The student whose money is held is told so, and cannot pay a second time.
    const again = await ctx.app.inject({
      method: 'POST',
      url: `/api/tours/${event.id}/checkout`,
      headers: { cookie: second.cookie },
      payload: { mobile: '01712345678' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(
      'Your payment for this event is being reviewed by the department. You will not be charged twice: wait for their answer before paying again.',
    );

    // Still full: accepting changes nothing and says why.
    const refused = await accept(held.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(`Still held: ${HOLD_REASONS.eventFull}`);
    expect((await rowOf(b.tranId)).status).toBe('on_hold');

    await db().update(tour).set({ groupSize: 2 }).where(eq(tour.id, event.id));
    const res = await accept(held.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'paid', paid: true, holdReason: null });
    expect(await receiptsFor(b.tranId)).toHaveLength(1);
    expect((await accept(held.id)).json().error.message).toBe('Only a held payment can be accepted.');
    const trail = await db().select().from(auditLog).where(eq(auditLog.targetId, held.id));
    expect(trail.find((e) => e.action === 'payment.accept_held')).toMatchObject({ actorEmail: admin.email });
    // The move itself is on the trail too, in the admin's name.
    expect(trail.find((e) => e.action === 'payment.status' && e.actorEmail !== null)).toMatchObject({
      actorEmail: admin.email,
      details: { before: 'on_hold', after: 'paid' },
    });
  });

  it('a risk-flagged payment can be accepted; an amount mismatch never can', async () => {
    sandbox().setFaults({ dropIpn: true });
    const event = await createTour(ctx.app);
    const risky = await startPayment(event.id, (await signedInAs(ctx.app, 'student')).cookie);
    await postCallback(ctx.app, successUrl, sandbox().pay(risky.sessionKey, { risk: true }));
    expect((await rowOf(risky.tranId)).status).toBe('on_hold');
    expect((await accept((await rowOf(risky.tranId)).id)).json()).toMatchObject({ status: 'paid' });

    const short = await startPayment(event.id, (await signedInAs(ctx.app, 'student')).cookie);
    sandbox().setSessionFaults(short.sessionKey, { amountOverride: 100 });
    await postCallback(ctx.app, successUrl, sandbox().pay(short.sessionKey));
    const mismatch = await rowOf(short.tranId);
    expect(mismatch.status).toBe('on_hold');
    const res = await accept(mismatch.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      'The gateway did not confirm this amount, so it cannot be accepted: refund it instead.',
    );
    expect((await rowOf(short.tranId)).status).toBe('on_hold');
  });
});

describe('a payment that arrives after its account was deleted', () => {
  it('is held for a refund, not paid, and takes no seat', async () => {
    sandbox().setFaults({ dropIpn: true });
    const event = await createTour(ctx.app, { groupSize: 1 });
    const leaving = await signedInAs(ctx.app, 'student');
    const { tranId, sessionKey } = await startPayment(event.id, leaving.cookie);
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${leaving.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    await postCallback(ctx.app, successUrl, sandbox().pay(sessionKey));
    expect(await rowOf(tranId)).toMatchObject({ status: 'on_hold', holdReason: HOLD_REASONS.accountDeleted });
    const view = await ctx.app.inject({ url: `/api/tours/${event.id}` });
    expect(view.json()).toMatchObject({ seatsTaken: 0 });
  });
});

describe('a failure while confirming', () => {
  it('leaves no payment paid without its receipt, lands the student on a page, and the IPN settles it', async () => {
    sandbox().setFaults({ dropIpn: true });
    const event = await createTour(ctx.app);
    const { tranId, sessionKey } = await startPayment(
      event.id,
      (await signedInAs(ctx.app, 'student')).cookie,
    );
    const fields = sandbox().pay(sessionKey);
    const mailer = ctx.app.mailer;
    Object.assign(ctx.app, {
      mailer: {
        ...mailer,
        enqueue: async () => {
          throw new Error('disk full');
        },
      },
    });
    try {
      const browser = await postCallback(ctx.app, successUrl, fields);
      expect(browser.statusCode).toBe(303);
      expect(browser.headers.location).toBe(`/payment/success/${tranId}`);
      expect((await rowOf(tranId)).status).toBe('pending');
    } finally {
      Object.assign(ctx.app, { mailer });
    }
    const ipn = await postCallback(ctx.app, '/api/payments/sslcommerz/ipn', fields);
    expect(ipn.json()).toMatchObject({ outcome: 'paid' });
    expect((await rowOf(tranId)).status).toBe('paid');
    expect(await receiptsFor(tranId)).toHaveLength(1);
  });
});
