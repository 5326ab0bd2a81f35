import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  appWith,
  createClub,
  createTour,
  insertClubPayment,
  type SignedIn,
  signedInAs,
  startTourPayment as startCheckout,
  paymentRow as storedPayment,
} from '../../../test/factories/index.ts';
import type { TestContext } from '../../../test/harness.ts';
import { mailOutbox, payment, paymentEvent } from '../../db/schema/index.ts';
import { createAppGateway } from '../../gateway/app-gateway.ts';
import { postCallback, sandboxOf } from '../../gateway/testing.ts';
import { reconcilePayments } from './reconcile.ts';

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

async function checkout(path: string, body: Record<string, unknown>, cookie = student.cookie) {
  return ctx.app.inject({ method: 'POST', url: path, headers: { cookie }, payload: body });
}

const startTourPayment = (tourId: string, cookie = student.cookie) => startCheckout(ctx.app, tourId, cookie);
const paymentRow = (tranId: string) => storedPayment(ctx.app, tranId);

async function receiptsTo(email: string) {
  const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.to, email));
  return mails.filter((m) => m.subject === 'Your DPMS payment receipt');
}

const successUrl = '/api/payments/sslcommerz/success';
const ipnUrl = '/api/payments/sslcommerz/ipn';

describe('checkout', () => {
  it('reads the price from the database and ignores one in the request body', async () => {
    const tour = await createTour(ctx.app, { costPoisha: 420_000 });
    const res = await checkout(`/api/tours/${tour.id}/checkout`, {
      mobile: '+8801712345678',
      amount: 1,
      costPoisha: 1,
    });
    expect(res.statusCode).toBe(201);
    const row = await paymentRow(res.json().tranId);
    expect(row).toMatchObject({ amountPoisha: 420_000, status: 'pending', payerMobile: '01712345678' });
    expect(sandbox().sessionFor(row.tranId)?.amountPoisha).toBe(420_000);
  });

  it('charges the yearly or monthly club price the server knows', async () => {
    const club = await createClub(ctx.app, { monthlyPricePoisha: 14_950, yearlyPricePoisha: 149_900 });
    const res = await checkout(`/api/clubs/${club.id}/checkout`, {
      mobile: '01812345678',
      plan: 'yearly',
      price: 1,
    });
    expect(res.statusCode).toBe(201);
    expect(await paymentRow(res.json().tranId)).toMatchObject({ amountPoisha: 149_900, plan: 'yearly' });
  });

  it.each([
    [{ registration: 'Closed' as const }, 422, 'Registration is closed for this event.'],
    [{ departureDate: '2020-01-01' }, 422, 'This event has already departed.'],
  ])('refuses an unavailable event %o', async (overrides, status, message) => {
    const tour = await createTour(ctx.app, overrides);
    const res = await checkout(`/api/tours/${tour.id}/checkout`, { mobile: '01712345678' });
    expect(res.statusCode).toBe(status);
    expect(res.json().error.message).toBe(message);
  });

  it('refuses a full event and one the student already paid for', async () => {
    const tour = await createTour(ctx.app, { groupSize: 1 });
    const { tranId, sessionKey } = await startTourPayment(tour.id);
    await postCallback(ctx.app, successUrl, sandbox().pay(sessionKey));
    expect((await paymentRow(tranId)).status).toBe('paid');

    const again = await checkout(`/api/tours/${tour.id}/checkout`, { mobile: '01712345678' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('You have already paid for this event.');
    const other = await signedInAs(ctx.app, 'student');
    const full = await checkout(`/api/tours/${tour.id}/checkout`, { mobile: '01712345678' }, other.cookie);
    expect(full.statusCode).toBe(422);
    expect(full.json().error.message).toBe('All seats are taken.');
  });

  it('refuses a bad mobile number, a visitor and a teacher', async () => {
    const tour = await createTour(ctx.app);
    const bad = await checkout(`/api/tours/${tour.id}/checkout`, { mobile: '12345' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.mobile).toMatch(/Bangladeshi mobile number/);
    const visitor = await ctx.app.inject({
      method: 'POST',
      url: `/api/tours/${tour.id}/checkout`,
      payload: { mobile: '01712345678' },
    });
    expect(visitor.statusCode).toBe(401);
    const teacher = await signedInAs(ctx.app, 'teacher');
    expect(
      (await checkout(`/api/tours/${tour.id}/checkout`, { mobile: '01712345678' }, teacher.cookie))
        .statusCode,
    ).toBe(403);
  });
});

describe('confirmation', () => {
  it('the happy path marks the payment paid exactly once and mails one receipt with a PDF', async () => {
    const tour = await createTour(ctx.app);
    const { tranId, sessionKey } = await startTourPayment(tour.id);
    const fields = sandbox().pay(sessionKey);
    const browser = await postCallback(ctx.app, successUrl, fields);
    await sandbox().settled();

    expect(browser.statusCode).toBe(303);
    expect(browser.headers.location).toBe(`/payment/success/${tranId}`);
    const row = await paymentRow(tranId);
    expect(row).toMatchObject({ status: 'paid', amountPoisha: 650_000, valId: fields.val_id });
    expect(row.receiptNumber).toBeTruthy();
    const receipts = await receiptsTo(student.email);
    expect(receipts.filter((m) => m.text.includes(tranId))).toHaveLength(1);
    const attachments = receipts.at(-1)!.attachments as { filename: string; contentBase64: string }[];
    expect(attachments[0]!.filename).toMatch(/\.pdf$/);
    expect(Buffer.from(attachments[0]!.contentBase64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');

    const events = await db().select().from(paymentEvent).where(eq(paymentEvent.tranId, tranId));
    expect(events.map((e) => e.outcome).sort()).toEqual(['already_paid', 'paid']);
  });

  it('a forged success post with a made-up val_id changes nothing', async () => {
    const tour = await createTour(ctx.app);
    const { tranId, sessionKey } = await startTourPayment(tour.id);
    const res = await postCallback(ctx.app, successUrl, sandbox().buildCallback(sessionKey));
    expect(res.headers.location).toBe(`/payment/fail/${tranId}`);
    expect((await paymentRow(tranId)).status).toBe('pending');
  });

  it('a bad verify_sign changes nothing, and the IPN says so', async () => {
    const tour = await createTour(ctx.app);
    const { tranId, sessionKey } = await startTourPayment(tour.id);
    sandbox().setFaults({ dropIpn: true });
    const genuine = sandbox().pay(sessionKey);
    const tampered = { ...genuine, amount: '1.00' };
    const ipn = await postCallback(ctx.app, ipnUrl, tampered);
    expect(ipn.statusCode).toBe(400);
    const guessed = await postCallback(
      ctx.app,
      ipnUrl,
      sandbox().buildCallback(sessionKey, { signWith: 'guess' }),
    );
    expect(guessed.statusCode).toBe(400);
    expect((await paymentRow(tranId)).status).toBe('pending');
  });

  it('an amount mismatch puts the payment on hold', async () => {
    const tour = await createTour(ctx.app);
    const { tranId, sessionKey } = await startTourPayment(tour.id);
    sandbox().setFaults({ amountOverride: 100, dropIpn: true });
    await postCallback(ctx.app, successUrl, sandbox().pay(sessionKey));
    const row = await paymentRow(tranId);
    expect(row.status).toBe('on_hold');
    expect(row.holdReason).toMatch(/amount/);
    expect(
      await receiptsTo(student.email).then((m) => m.filter((x) => x.text.includes(tranId))),
    ).toHaveLength(0);
  });

  it('a currency mismatch puts the payment on hold', async () => {
    const tour = await createTour(ctx.app);
    const { tranId, sessionKey } = await startTourPayment(tour.id);
    const real = ctx.app.gateway;
    const lying = {
      ...real,
      validate: async (valId: string) => ({ ...(await real.validate(valId)), currency: 'USD' }),
    };
    Object.assign(ctx.app, { gateway: lying });
    try {
      sandbox().setFaults({ dropIpn: true });
      await postCallback(ctx.app, successUrl, sandbox().pay(sessionKey));
    } finally {
      Object.assign(ctx.app, { gateway: real });
    }
    expect(await paymentRow(tranId)).toMatchObject({ status: 'on_hold' });
  });

  it('the same IPN five times at once, with the browser redirect, pays once', async () => {
    const tour = await createTour(ctx.app);
    const { tranId, sessionKey } = await startTourPayment(tour.id);
    sandbox().setFaults({ dropIpn: true });
    const fields = sandbox().pay(sessionKey);
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => postCallback(ctx.app, ipnUrl, fields)),
      postCallback(ctx.app, successUrl, fields),
    ]);
    expect(answers.slice(0, 5).every((a) => a.statusCode === 200)).toBe(true);
    expect(answers[5]!.headers.location).toBe(`/payment/success/${tranId}`);
    const events = await db().select().from(paymentEvent).where(eq(paymentEvent.tranId, tranId));
    expect(events.filter((e) => e.outcome === 'paid')).toHaveLength(1);
    expect(events).toHaveLength(6);
    expect((await paymentRow(tranId)).status).toBe('paid');
    expect((await receiptsTo(student.email)).filter((m) => m.text.includes(tranId))).toHaveLength(1);
  });

  it('a FAILED notice after VALID never downgrades a paid payment', async () => {
    const tour = await createTour(ctx.app);
    const { tranId, sessionKey } = await startTourPayment(tour.id);
    sandbox().setFaults({ dropIpn: true });
    await postCallback(ctx.app, successUrl, sandbox().pay(sessionKey));
    const failed = sandbox().complete(sessionKey, 'failed');
    const res = await postCallback(ctx.app, '/api/payments/sslcommerz/fail', failed.fields);
    expect(res.headers.location).toBe(`/payment/fail/${tranId}`);
    expect((await paymentRow(tranId)).status).toBe('paid');
  });

  it('a VALID payment after the payment expired still counts: the money was taken', async () => {
    const tour = await createTour(ctx.app);
    const { tranId, sessionKey } = await startTourPayment(tour.id);
    await db().update(payment).set({ status: 'expired' }).where(eq(payment.tranId, tranId));
    sandbox().setFaults({ dropIpn: true });
    await postCallback(ctx.app, successUrl, sandbox().pay(sessionKey));
    expect((await paymentRow(tranId)).status).toBe('paid');
  });

  it('a risk-flagged payment is held for an admin', async () => {
    const tour = await createTour(ctx.app);
    const { tranId, sessionKey } = await startTourPayment(tour.id);
    sandbox().setFaults({ dropIpn: true });
    const res = await postCallback(ctx.app, successUrl, sandbox().pay(sessionKey, { risk: true }));
    expect(res.headers.location).toBe(`/payment/success/${tranId}`);
    expect(await paymentRow(tranId)).toMatchObject({ status: 'on_hold', riskLevel: 1 });
  });

  it('with the validator down the payment stays pending and the IPN answers 503 so the gateway retries', async () => {
    const tour = await createTour(ctx.app);
    const { tranId, sessionKey } = await startTourPayment(tour.id);
    sandbox().setFaults({ dropIpn: true });
    const fields = sandbox().pay(sessionKey);
    sandbox().setFaults({ validatorDown: true });
    const ipn = await postCallback(ctx.app, ipnUrl, fields);
    expect(ipn.statusCode).toBe(503);
    expect((await paymentRow(tranId)).status).toBe('pending');

    sandbox().setFaults({ validatorDown: false });
    expect((await postCallback(ctx.app, ipnUrl, fields)).json().outcome).toBe('paid');
  });

  it('a validator that times out leaves the payment pending', async () => {
    const tour = await createTour(ctx.app);
    const { tranId, sessionKey } = await startTourPayment(tour.id);
    sandbox().setFaults({ dropIpn: true });
    const fields = sandbox().pay(sessionKey);
    sandbox().setFaults({ validatorSlowMs: 2_000 });
    const real = ctx.app.gateway;
    Object.assign(ctx.app, { gateway: createAppGateway(ctx.app, { timeoutMs: 200 }) });
    try {
      const browser = await postCallback(ctx.app, successUrl, fields);
      expect(browser.headers.location).toBe(`/payment/success/${tranId}`);
      expect((await paymentRow(tranId)).status).toBe('pending');
    } finally {
      Object.assign(ctx.app, { gateway: real });
    }
  });

  it('a lost IPN is recovered by reconciliation, and an abandoned payment expires', async () => {
    const tour = await createTour(ctx.app);
    const paid = await startTourPayment(tour.id);
    sandbox().setFaults({ dropIpn: true });
    sandbox().pay(paid.sessionKey); // the student paid, then closed the browser: no notice at all
    const other = await signedInAs(ctx.app, 'student');
    const abandoned = await startTourPayment(tour.id, other.cookie);

    const later = new Date(Date.now() + 3 * 60 * 60_000);
    const report = await reconcilePayments(ctx.app, { now: later });
    expect(report.paid).toBe(1);
    expect(report.expired).toBeGreaterThanOrEqual(1);
    expect((await paymentRow(paid.tranId)).status).toBe('paid');
    expect((await paymentRow(abandoned.tranId)).status).toBe('expired');
  });
});

describe('the last seat', () => {
  it('two students paying for the last seat at once: one is paid, the other held for a refund', async () => {
    const tour = await createTour(ctx.app, { groupSize: 1 });
    sandbox().setFaults({ dropIpn: true });
    const other = await signedInAs(ctx.app, 'student');
    const first = await startTourPayment(tour.id);
    const second = await startTourPayment(tour.id, other.cookie);
    await Promise.all([
      postCallback(ctx.app, successUrl, sandbox().pay(first.sessionKey)),
      postCallback(ctx.app, successUrl, sandbox().pay(second.sessionKey)),
    ]);
    const statuses = [
      (await paymentRow(first.tranId)).status,
      (await paymentRow(second.tranId)).status,
    ].sort();
    expect(statuses).toEqual(['on_hold', 'paid']);
  });

  it("one student's IPNs and browser redirect racing for the last seat pay once and never hold it", async () => {
    // Each notice reads the payment, then queues on the event's lock; the ones that wait must
    // see that this very payment took the seat, not count it as someone else's.
    for (let round = 0; round < 3; round += 1) {
      const tour = await createTour(ctx.app, { groupSize: 1 });
      const buyer = await signedInAs(ctx.app, 'student');
      const { tranId, sessionKey } = await startTourPayment(tour.id, buyer.cookie);
      sandbox().setFaults({ dropIpn: true });
      const fields = sandbox().pay(sessionKey);
      await Promise.all([
        ...Array.from({ length: 4 }, () => postCallback(ctx.app, ipnUrl, fields)),
        postCallback(ctx.app, successUrl, fields),
      ]);
      expect(await paymentRow(tranId)).toMatchObject({ status: 'paid', holdReason: null });
    }
  });
});

describe('reconciliation under load', () => {
  it('reaches a pending payment even behind more than a hundred expired attempts', async () => {
    const tour = await createTour(ctx.app);
    const old = new Date(Date.now() - 24 * 60 * 60_000);
    await db()
      .insert(payment)
      .values(
        Array.from({ length: 120 }, (_, i) => ({
          tranId: `OLD-${tour.id.slice(0, 8)}-${i}`,
          kind: 'tour' as const,
          tourId: tour.id,
          amountPoisha: 100,
          status: 'expired' as const,
          payerName: 'x',
          payerEmail: 'x@example.edu',
          payerMobile: '01712345678',
          itemName: 'x',
          createdAt: old,
          updatedAt: old,
        })),
      );
    sandbox().setFaults({ dropIpn: true });
    const { tranId, sessionKey } = await startTourPayment(tour.id);
    sandbox().pay(sessionKey);
    const report = await reconcilePayments(ctx.app, { now: new Date(Date.now() + 15 * 60_000) });
    expect(report.paid).toBe(1);
    expect((await paymentRow(tranId)).status).toBe('paid');
  });
});

describe('clubs', () => {
  it('a yearly payment grants 365 days, and paying again while valid extends from the current end', async () => {
    const club = await createClub(ctx.app);
    sandbox().setFaults({ dropIpn: true });
    const first = await checkout(`/api/clubs/${club.id}/checkout`, { mobile: '01712345678', plan: 'yearly' });
    await postCallback(
      ctx.app,
      successUrl,
      sandbox().pay(sandbox().sessionFor(first.json().tranId)!.sessionKey),
    );
    const year = await paymentRow(first.json().tranId);
    const days = (year.validUntil!.getTime() - year.validFrom!.getTime()) / 86_400_000;
    expect(days).toBe(365);
    expect(Math.abs(year.validFrom!.getTime() - Date.now())).toBeLessThan(60_000);

    const second = await checkout(`/api/clubs/${club.id}/checkout`, {
      mobile: '01712345678',
      plan: 'monthly',
    });
    await postCallback(
      ctx.app,
      successUrl,
      sandbox().pay(sandbox().sessionFor(second.json().tranId)!.sessionKey),
    );
    const month = await paymentRow(second.json().tranId);
    expect(month.validFrom!.getTime()).toBe(year.validUntil!.getTime());
    expect((month.validUntil!.getTime() - month.validFrom!.getTime()) / 86_400_000).toBe(30);
  });

  it('paying while only a later period is paid for (an earlier one refunded) covers from today', async () => {
    const club = await createClub(ctx.app);
    const day = 86_400_000;
    // A period that starts in 10 days: the month before it was refunded.
    await insertClubPayment(ctx.app, {
      clubId: club.id,
      userId: student.id,
      plan: 'monthly',
      validFrom: new Date(Date.now() + 10 * day),
      validUntil: new Date(Date.now() + 40 * day),
    });
    sandbox().setFaults({ dropIpn: true });
    const res = await checkout(`/api/clubs/${club.id}/checkout`, { mobile: '01712345678', plan: 'monthly' });
    await postCallback(
      ctx.app,
      successUrl,
      sandbox().pay(sandbox().sessionFor(res.json().tranId)!.sessionKey),
    );
    const now = await paymentRow(res.json().tranId);
    expect(now.status).toBe('paid');
    expect(Math.abs(now.validFrom!.getTime() - Date.now())).toBeLessThan(60_000);
  });
});

describe('the database itself', () => {
  it('refuses a second paid registration for the same event', async () => {
    const tour = await createTour(ctx.app);
    const row = (n: number) => ({
      tranId: `DB-TEST-${tour.id.slice(0, 8)}-${n}`,
      kind: 'tour' as const,
      tourId: tour.id,
      userId: student.id,
      amountPoisha: 100,
      status: 'paid' as const,
      payerName: 'x',
      payerEmail: student.email,
      payerMobile: '01712345678',
      itemName: 'x',
    });
    await db().insert(payment).values(row(1));
    await expect(db().insert(payment).values(row(2))).rejects.toThrow();
    await db()
      .insert(payment)
      .values({ ...row(3), status: 'failed' });
  });
});

describe('admin', () => {
  it('refunds a paid payment once; a second refund is refused', async () => {
    const tour = await createTour(ctx.app);
    const { tranId, sessionKey } = await startTourPayment(tour.id);
    sandbox().setFaults({ dropIpn: true });
    await postCallback(ctx.app, successUrl, sandbox().pay(sessionKey));
    const { id } = await paymentRow(tranId);
    const refund = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/admin/payments/${id}/refund`,
        headers: { cookie: admin.cookie },
        payload: { reason: 'Event cancelled by the department' },
      });
    const first = await refund();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      status: 'refunded',
      paid: false,
      refundReason: 'Event cancelled by the department',
    });
    const second = await refund();
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe('This payment was already refunded.');
    // The student can no longer download a receipt for money they got back.
    const receipt = await ctx.app.inject({
      url: `/api/me/payments/${id}/receipt.pdf`,
      headers: { cookie: student.cookie },
    });
    expect(receipt.statusCode).toBe(404);
  });

  it('groups payments by event, pages each group, exports CSV, and is for admins only', async () => {
    const tour = await createTour(ctx.app, { destination: 'Paharpur' });
    sandbox().setFaults({ dropIpn: true });
    for (let i = 0; i < 3; i += 1) {
      const buyer = await signedInAs(ctx.app, 'student');
      const { sessionKey } = await startTourPayment(tour.id, buyer.cookie);
      await postCallback(ctx.app, successUrl, sandbox().pay(sessionKey));
    }
    const list = await ctx.app.inject({
      url: '/api/admin/payments?kind=tour',
      headers: { cookie: admin.cookie },
    });
    const group = list.json().groups.find((g: { itemId: string }) => g.itemId === tour.id);
    expect(group).toMatchObject({
      itemName: 'Paharpur',
      total: 3,
      paidCount: 3,
      paidTotalPoisha: 1_950_000,
      pageSize: 2,
    });
    expect(group.items).toHaveLength(2);
    // Each row leaves out what its group says (the web gives it back: expandPaymentGroup).
    for (const item of group.items) {
      expect(item).not.toHaveProperty('kind');
      expect(item).not.toHaveProperty('itemId');
      expect(item).not.toHaveProperty('paid');
      expect(item).not.toHaveProperty('itemName');
      expect(item).toMatchObject({ status: 'paid', amountPoisha: 650_000 });
    }
    const page2 = await ctx.app.inject({
      url: `/api/admin/payments?kind=tour&itemId=${tour.id}&page=2`,
      headers: { cookie: admin.cookie },
    });
    expect(page2.json().groups[0].items).toHaveLength(1);
    // A payment made under the event's earlier name keeps its own snapshot of it.
    const renamed = group.items[0].id as string;
    await ctx.app.database.db
      .update(payment)
      .set({ itemName: 'Paharpur Vihara' })
      .where(eq(payment.id, renamed));
    const again = await ctx.app.inject({
      url: `/api/admin/payments?kind=tour&itemId=${tour.id}`,
      headers: { cookie: admin.cookie },
    });
    const regrouped = again.json().groups[0] as {
      itemName: string;
      items: { id: string; itemName?: string }[];
    };
    // A row names its item only where its snapshot is not the group's name.
    const names = regrouped.items.map((r) => [r.id === renamed, r.itemName ?? regrouped.itemName]);
    expect(names).toEqual(
      expect.arrayContaining([
        [true, 'Paharpur Vihara'],
        [false, 'Paharpur'],
      ]),
    );
    expect(regrouped.items.filter((r) => r.itemName !== undefined)).toHaveLength(1);

    const csv = await ctx.app.inject({
      url: `/api/admin/payments.csv?kind=tour&itemId=${tour.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toContain('Transaction ID,Receipt,Item');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain('Paharpur');
    expect(lines[1]).toContain('6500.00');

    for (const url of ['/api/admin/payments?kind=tour', '/api/admin/payments.csv?kind=tour']) {
      expect((await ctx.app.inject({ url })).statusCode).toBe(401);
      expect((await ctx.app.inject({ url, headers: { cookie: student.cookie } })).statusCode).toBe(403);
    }
  });

  it('a student sees only their own payments and receipts', async () => {
    const tour = await createTour(ctx.app);
    const { tranId, sessionKey } = await startTourPayment(tour.id);
    sandbox().setFaults({ dropIpn: true });
    await postCallback(ctx.app, successUrl, sandbox().pay(sessionKey));
    const mine = await ctx.app.inject({
      url: '/api/me/payments?kind=tour',
      headers: { cookie: student.cookie },
    });
    expect(mine.json().items.some((p: { tranId: string }) => p.tranId === tranId)).toBe(true);
    const other = await signedInAs(ctx.app, 'student');
    const theirs = await ctx.app.inject({
      url: '/api/me/payments?kind=tour',
      headers: { cookie: other.cookie },
    });
    expect(theirs.json().items).toHaveLength(0);
    const { id } = await paymentRow(tranId);
    const receipt = await ctx.app.inject({
      url: `/api/me/payments/${id}/receipt.pdf`,
      headers: { cookie: student.cookie },
    });
    expect(receipt.headers['content-type']).toBe('application/pdf');
    const stolen = await ctx.app.inject({
      url: `/api/me/payments/${id}/receipt.pdf`,
      headers: { cookie: other.cookie },
    });
    expect(stolen.statusCode).toBe(404);
    const status = await ctx.app.inject({
      url: `/api/payments/${tranId}/status`,
      headers: { cookie: other.cookie },
    });
    expect(status.statusCode).toBe(404);
    const own = await ctx.app.inject({
      url: `/api/payments/${tranId}/status`,
      headers: { cookie: student.cookie },
    });
    expect(own.json()).toMatchObject({ status: 'paid', kind: 'tour', itemId: tour.id });
  });
});
