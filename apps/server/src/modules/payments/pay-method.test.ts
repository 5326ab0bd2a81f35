import type { PayMethod } from '@dpms/shared/pay-methods';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  appWith,
  createClub,
  createTour,
  lastMailTo,
  paymentRow,
  type SignedIn,
  SUCCESS_URL,
  signedInAs,
} from '../../../test/factories/index.ts';
import type { TestContext } from '../../../test/harness.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { auditLog } from '../../db/schema/index.ts';
import { postCallback, sandboxOf } from '../../gateway/testing.ts';

/**
 * The method a student chooses before the gateway (decision 0050): only its key travels, the
 * server decides the `multi_card_name` the session request carries, the gateway's page opens on
 * it, and what the gateway says was used (`card_type`) reaches the lists, the receipt and the mail.
 */

let ctx: TestContext;
let student: SignedIn;
let admin: SignedIn;
beforeAll(async () => {
  ({ ctx, student, admin } = await appWith('student', 'admin'));
});
afterAll(() => ctx.close());
beforeEach(() => sandboxOf(ctx.app).reset());

function checkout(tourId: string, body: Record<string, unknown>, who = student, headers = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/tours/${tourId}/checkout`,
    headers: { cookie: who.cookie, ...headers },
    payload: { mobile: '01712345678', ...body },
  });
}

async function rememberedFor(who: SignedIn): Promise<PayMethod> {
  const res = await ctx.app.inject({ url: '/api/me/pay-method', headers: { cookie: who.cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().method;
}

const paymentCount = async () =>
  Number((await ctx.database.db.execute(sql`select count(*)::int as n from payment`)).rows[0]?.n);

describe('the session request', () => {
  it.each([
    ['bkash', 'bkash', ['bkash']],
    ['nagad', 'nagad', ['nagad']],
    ['rocket', 'dbblmobilebanking', ['dbblmobilebanking']],
    ['card', 'visacard,mastercard,amexcard', ['visa', 'master', 'amex']],
    ['all', null, ['visa', 'master', 'amex', 'bkash', 'nagad', 'dbblmobilebanking']],
  ] as const)(
    'for %s carries multi_card_name %s, and the page offers only that',
    async (method, multiCardName, offered) => {
      const tour = await createTour(ctx.app);
      const res = await checkout(tour.id, { method });
      expect(res.statusCode, res.body).toBe(201);
      const { tranId, url } = res.json();
      const session = sandboxOf(ctx.app).sessionFor(tranId)!;
      // What the gateway received over its protocol, from our adapter.
      expect(session.multiCardName).toBe(multiCardName);
      expect(session.methods).toEqual(offered);
      expect((await paymentRow(ctx.app, tranId)).payMethod).toBe(method);

      // The hosted page offers those methods, the first chosen.
      const page = await ctx.app.inject({ url: new URL(url).pathname + new URL(url).search });
      const radios = [
        ...page.body.matchAll(/<input type="radio" name="method" value="([a-z]+)"( checked)?>/g),
      ];
      expect(radios.map((m) => m[1])).toEqual(offered);
      expect(radios.filter((m) => m[2]).map((m) => m[1])).toEqual([offered[0]]);
    },
  );

  it('is the same for a club fee, and a checkout naming no method opens every method', async () => {
    const club = await createClub(ctx.app);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/clubs/${club.id}/checkout`,
      headers: { cookie: student.cookie },
      payload: { mobile: '01712345678', plan: 'yearly', method: 'rocket' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(sandboxOf(ctx.app).sessionFor(res.json().tranId)?.multiCardName).toBe('dbblmobilebanking');

    const tour = await createTour(ctx.app);
    const plain = await checkout(tour.id, {});
    expect(plain.statusCode).toBe(201);
    expect(sandboxOf(ctx.app).sessionFor(plain.json().tranId)?.multiCardName).toBeNull();
    expect((await paymentRow(ctx.app, plain.json().tranId)).payMethod).toBeNull();
  });

  it('never takes the gateway value from the browser: a raw multi_card_name is dropped', async () => {
    const tour = await createTour(ctx.app);
    const res = await checkout(tour.id, { method: 'bkash', multi_card_name: 'upay,visacard' });
    expect(res.statusCode).toBe(201);
    expect(sandboxOf(ctx.app).sessionFor(res.json().tranId)?.multiCardName).toBe('bkash');
  });

  it.each(['upay', 'visacard', 'BKASH', '', 42, ['bkash']])(
    'refuses the unknown method %j with a clear 400, and makes no payment',
    async (method) => {
      const tour = await createTour(ctx.app);
      const before = await paymentCount();
      const res = await checkout(tour.id, { method });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'VALIDATION_ERROR',
        fields: { method: 'Choose how to pay: bKash, Nagad, Rocket, a card or all methods' },
      });
      expect(await paymentCount()).toBe(before);
    },
  );

  it('says so in Bangla to a Bangla reader', async () => {
    const tour = await createTour(ctx.app);
    const res = await checkout(tour.id, { method: 'upay' }, student, { 'accept-language': 'bn' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.method).toMatch(/[\u0980-\u09FF]/);
    expect(res.json().error.fields.method).toContain('বিকাশ');
  });
});

describe('what the gateway says was used', () => {
  it('reaches the lists, the receipt, the receipt mail and the audit trail', async () => {
    const tour = await createTour(ctx.app, { destination: 'Ratargul Swamp Forest' });
    const payer = await signedInAs(ctx.app, 'student');
    const res = await checkout(tour.id, { method: 'bkash' }, payer);
    const { tranId } = res.json();
    const sandbox = sandboxOf(ctx.app);
    sandbox.setFaults({ dropIpn: true });
    const paid = await postCallback(
      ctx.app,
      SUCCESS_URL,
      sandbox.pay(sandbox.sessionFor(tranId)!.sessionKey),
    );
    expect(paid.statusCode).toBe(303);
    const row = await paymentRow(ctx.app, tranId);
    // Believed only once the Validation API said so: the row holds its answer.
    expect(row).toMatchObject({ status: 'paid', payMethod: 'bkash', cardType: 'BKASH-BKash' });

    const mine = await ctx.app.inject({
      url: '/api/me/payments?kind=tour',
      headers: { cookie: payer.cookie },
    });
    expect(mine.json().items[0]).toMatchObject({ tranId, cardType: 'BKASH-BKash' });

    const history = await ctx.app.inject({
      url: `/api/admin/payments?kind=tour&itemId=${tour.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(history.json().groups[0].items[0]).toMatchObject({ tranId, cardType: 'BKASH-BKash' });
    const detail = await ctx.app.inject({
      url: `/api/admin/payments/${row.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(detail.json()).toMatchObject({ payMethod: 'bkash', cardType: 'BKASH-BKash' });

    const receipt = await ctx.app.inject({
      url: `/api/me/payments/${row.id}/receipt.pdf`,
      headers: { cookie: payer.cookie },
    });
    expect(receipt.statusCode).toBe(200);
    const lines = pdfText(receipt.rawPayload);
    expect(lines).toContain('Paid with');
    expect(lines).toContain('bKash');

    const mail = await lastMailTo(ctx.app, payer.email);
    expect(mail?.text).toContain('Paid with: bKash');

    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, row.id), eq(auditLog.action, 'payment.status')));
    expect(entry?.details).toMatchObject({ after: 'paid', payMethod: 'bkash', cardType: 'BKASH-BKash' });
  });

  it('is what the customer used on a page with every method, not what was asked', async () => {
    const tour = await createTour(ctx.app);
    const payer = await signedInAs(ctx.app, 'student');
    const { tranId } = (await checkout(tour.id, { method: 'all' }, payer)).json();
    const sandbox = sandboxOf(ctx.app);
    sandbox.setFaults({ dropIpn: true });
    await postCallback(
      ctx.app,
      SUCCESS_URL,
      sandbox.pay(sandbox.sessionFor(tranId)!.sessionKey, { method: 'nagad' }),
    );
    expect(await paymentRow(ctx.app, tranId)).toMatchObject({
      status: 'paid',
      payMethod: 'all',
      cardType: 'NAGAD-Nagad',
    });
  });

  it('writes the receipt in Bangla for a Bangla reader', async () => {
    const tour = await createTour(ctx.app);
    const payer = await signedInAs(ctx.app, 'student');
    await ctx.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: { cookie: payer.cookie },
      payload: { locale: 'bn' },
    });
    const { tranId } = (await checkout(tour.id, { method: 'rocket' }, payer)).json();
    const sandbox = sandboxOf(ctx.app);
    sandbox.setFaults({ dropIpn: true });
    await postCallback(ctx.app, SUCCESS_URL, sandbox.pay(sandbox.sessionFor(tranId)!.sessionKey));
    const row = await paymentRow(ctx.app, tranId);
    expect(row.cardType).toBe('DBBLMOBILEB-Dbbl Mobile Banking');
    const mail = await lastMailTo(ctx.app, payer.email);
    expect(mail?.text).toContain('পরিশোধের মাধ্যম: রকেট');
  });
});

describe('the remembered choice', () => {
  it('is the method of the latest checkout that named one, for that student only', async () => {
    const payer = await signedInAs(ctx.app, 'student');
    const other = await signedInAs(ctx.app, 'student');
    expect(await rememberedFor(payer)).toBe('all');

    await checkout((await createTour(ctx.app)).id, { method: 'nagad' }, payer);
    expect(await rememberedFor(payer)).toBe('nagad');
    // A checkout that names none (an older client) does not forget it.
    await checkout((await createTour(ctx.app)).id, {}, payer);
    expect(await rememberedFor(payer)).toBe('nagad');
    await checkout((await createTour(ctx.app)).id, { method: 'card' }, payer);
    expect(await rememberedFor(payer)).toBe('card');
    // "All methods" is a choice too.
    await checkout((await createTour(ctx.app)).id, { method: 'all' }, payer);
    expect(await rememberedFor(payer)).toBe('all');

    expect(await rememberedFor(other)).toBe('all');
    const visitor = await ctx.app.inject({ url: '/api/me/pay-method' });
    expect(visitor.statusCode).toBe(401);
  });
});
