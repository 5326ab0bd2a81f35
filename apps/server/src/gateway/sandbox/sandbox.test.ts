import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { createAppGateway } from '../app-gateway.ts';
import { parseCallback } from '../callback.ts';
import { GatewayError, type PaymentGateway, type SessionRequest } from '../gateway.ts';
import { createSslCommerzGateway, verifySign } from '../sslcommerz.ts';
import { injectFetch, postCallback, returnForm, sandboxOf } from '../testing.ts';
import type { SandboxControls } from './controls.ts';

let ctx: TestContext;
let gateway: PaymentGateway;
let sandbox: SandboxControls;
let password: string;
let counter = 0;

beforeAll(async () => {
  ctx = await createTestContext();
  gateway = createAppGateway(ctx.app);
  sandbox = sandboxOf(ctx.app);
  password = ctx.config.sslcommerz.storePassword;
});
afterAll(() => ctx.close());
beforeEach(() => sandbox.reset());

function sessionRequest(overrides: Partial<SessionRequest> = {}): SessionRequest {
  const callback = (name: string) => `${ctx.config.publicUrl}/api/payments/sslcommerz/${name}`;
  return {
    tranId: `DPMS-T-${++counter}`,
    amountPoisha: 150000,
    productName: 'Sajek Valley tour',
    productCategory: 'tour',
    customer: { name: 'Nafisa Tabassum', email: 'nafisa@example.com', phone: '01711111111' },
    callbackUrls: {
      success: callback('success'),
      fail: callback('fail'),
      cancel: callback('cancel'),
      ipn: callback('ipn'),
    },
    ...overrides,
  };
}

async function openSession(overrides: Partial<SessionRequest> = {}) {
  const request = sessionRequest(overrides);
  const session = await gateway.createSession(request);
  return { ...session, tranId: request.tranId };
}

/** Presses a button on the hosted page, as a browser would (with the way to pay chosen there). */
async function press(sessionKey: string, outcome: string, method?: string) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/sandbox/sslcommerz/gw.php',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ctx.config.publicUrl },
    payload: new URLSearchParams({
      SESSIONKEY: sessionKey,
      outcome,
      ...(method ? { method } : {}),
    }).toString(),
  });
  return res;
}

/** The hosted page of a session: the ways to pay it offers, and the one chosen when it opens. */
async function waysToPay(gatewayUrl: string) {
  const page = await ctx.app.inject({ url: new URL(gatewayUrl).pathname + new URL(gatewayUrl).search });
  const radios = [...page.body.matchAll(/<input type="radio" name="method" value="([a-z]+)"( checked)?>/g)];
  return { offered: radios.map((m) => m[1]), chosen: radios.filter((m) => m[2]).map((m) => m[1]) };
}

describe('session API', () => {
  it('opens a session whose page is on the sandbox', async () => {
    const { sessionKey, gatewayUrl, tranId } = await openSession({ passThrough: { a: 'pay-1' } });
    expect(gatewayUrl).toBe(`${ctx.config.sslcommerz.baseUrl}/gw.php?Q=pay&SESSIONKEY=${sessionKey}`);
    expect(sandbox.session(sessionKey)).toMatchObject({
      tranId,
      amountPoisha: 150000,
      values: { value_a: 'pay-1' },
    });
  });

  it('answers FAILED for wrong credentials', async () => {
    const wrong = createSslCommerzGateway({
      ...ctx.config.sslcommerz,
      storePassword: 'guess',
      fetch: injectFetch(ctx.app),
    });
    const error = await wrong.createSession(sessionRequest()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatewayError);
    expect(error).toMatchObject({
      code: 'rejected',
      message: expect.stringContaining('Store Credential Error'),
    });
  });

  it('answers FAILED with a reason for a missing or bad field', async () => {
    const post = (fields: Record<string, string>) =>
      ctx.app.inject({
        method: 'POST',
        url: '/sandbox/sslcommerz/gwprocess/v4/api.php',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          store_id: ctx.config.sslcommerz.storeId,
          store_passwd: password,
          ...fields,
        }).toString(),
      });
    const missing = await post({ total_amount: '100.00', currency: 'BDT' });
    expect(missing.json()).toMatchObject({
      status: 'FAILED',
      failedreason: "Invalid Information: 'tran_id' is missing",
    });
    await expect(gateway.createSession(sessionRequest({ amountPoisha: 500 }))).rejects.toThrow(
      /total_amount/,
    );
    await expect(gateway.createSession(sessionRequest({ tranId: 'x'.repeat(31) }))).rejects.toThrow(
      /30 characters/,
    );
  });
});

describe('hosted page', () => {
  it('shows the sandbox mark, merchant, item, amount and tran_id, with product_name escaped', async () => {
    const { gatewayUrl, tranId } = await openSession({ productName: '<script>alert("x")</script> & Co' });
    const res = await ctx.app.inject({
      method: 'GET',
      url: new URL(gatewayUrl).pathname + new URL(gatewayUrl).search,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('SANDBOX — no real money moves');
    expect(res.body).toContain('Tk 1,500');
    expect(res.body).toContain(tranId);
    expect(res.body).toContain(ctx.config.sslcommerz.storeId);
    expect(res.body).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co');
    expect(res.body).not.toContain('<script');
    for (const label of ['>Pay<', '>Pay (flagged as risky)<', '>Fail<', '>Cancel<'])
      expect(res.body).toContain(label);
  });

  it('says so, still marked as the sandbox, for an unknown session', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/sandbox/sslcommerz/gw.php?Q=pay&SESSIONKEY=NOPE',
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('SANDBOX — no real money moves');
    expect(res.body).toContain('restart');
  });

  it('Pay answers a page whose form posts signed callback fields to success_url', async () => {
    const { sessionKey, tranId } = await openSession();
    const res = await press(sessionKey, 'paid');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('SANDBOX — no real money moves');
    expect(res.body).toContain('Return to merchant');
    const { action, fields } = returnForm(res.body);
    expect(action).toBe(`${ctx.config.publicUrl}/api/payments/sslcommerz/success`);
    expect(verifySign(fields, password)).toBe(true);
    expect(fields.verify_key?.split(',')).toEqual(
      expect.arrayContaining(['tran_id', 'val_id', 'amount', 'status']),
    );
    expect(parseCallback(fields)).toMatchObject({
      tranId,
      status: 'VALID',
      amountPoisha: 150000,
      riskLevel: 0,
    });
    expect(fields.val_id).toBe(sandbox.attempts(tranId)[0]!.valId);
  });

  it('Pay (flagged as risky), Fail and Cancel post to their URLs with their statuses', async () => {
    const { sessionKey } = await openSession();
    const cases = [
      ['risky', 'success', { status: 'VALID', riskLevel: 1 }],
      ['failed', 'fail', { status: 'FAILED', valId: null }],
      ['cancelled', 'cancel', { status: 'CANCELLED', valId: null }],
    ] as const;
    for (const [outcome, url, expected] of cases) {
      const { action, fields } = returnForm((await press(sessionKey, outcome)).body);
      expect(action.endsWith(`/sslcommerz/${url}`)).toBe(true);
      expect(verifySign(fields, password)).toBe(true);
      expect(parseCallback(fields)).toMatchObject(expected);
    }
  });

  it('refuses an unknown outcome and an expired session', async () => {
    const { sessionKey, gatewayUrl } = await openSession();
    expect((await press(sessionKey, 'steal')).statusCode).toBe(400);
    sandbox.expire(sessionKey);
    expect((await press(sessionKey, 'paid')).statusCode).toBe(410);
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: new URL(gatewayUrl).pathname + new URL(gatewayUrl).search,
        })
      ).statusCode,
    ).toBe(410);
  });
});

describe('ways to pay (multi_card_name)', () => {
  it('opens the page on the method the merchant names, as SSLCommerz does', async () => {
    const cases = [
      ['bkash', ['bkash']],
      ['nagad', ['nagad']],
      ['dbblmobilebanking', ['dbblmobilebanking']],
      ['visacard,mastercard,amexcard', ['visa', 'master', 'amex']],
      ['mobilebank', ['bkash', 'nagad', 'dbblmobilebanking']],
      ['brac_visa,city_amex', ['visa', 'amex']],
    ] as const;
    for (const [payMethodName, offered] of cases) {
      const form = new URLSearchParams({
        store_id: ctx.config.sslcommerz.storeId,
        store_passwd: password,
        total_amount: '1500.00',
        currency: 'BDT',
        tran_id: `DPMS-M-${++counter}`,
        success_url: 'http://localhost:3000/api/payments/sslcommerz/success',
        fail_url: 'http://localhost:3000/api/payments/sslcommerz/fail',
        cancel_url: 'http://localhost:3000/api/payments/sslcommerz/cancel',
        cus_name: 'N',
        cus_email: 'n@example.com',
        cus_add1: 'Dhaka',
        cus_city: 'Dhaka',
        cus_country: 'Bangladesh',
        cus_phone: '01711111111',
        shipping_method: 'NO',
        product_name: 'Tour',
        product_category: 'tour',
        product_profile: 'non-physical-goods',
        multi_card_name: payMethodName,
      });
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/sandbox/sslcommerz/gwprocess/v4/api.php',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: form.toString(),
      });
      expect(res.json().status, payMethodName).toBe('SUCCESS');
      expect(await waysToPay(res.json().GatewayPageURL), payMethodName).toEqual({
        offered,
        chosen: [offered[0]],
      });
    }
  });

  it('offers every method without multi_card_name, or with none it knows, the test Visa first', async () => {
    const every = ['visa', 'master', 'amex', 'bkash', 'nagad', 'dbblmobilebanking'];
    expect(await waysToPay((await openSession()).gatewayUrl)).toEqual({ offered: every, chosen: ['visa'] });
    expect(await waysToPay((await openSession({ payMethod: 'all' })).gatewayUrl)).toEqual({
      offered: every,
      chosen: ['visa'],
    });
  });

  it('reports the method used in card_type, in the callback and the Validation API', async () => {
    const expected = [
      ['bkash', 'bkash', 'BKASH-BKash'],
      ['nagad', 'nagad', 'NAGAD-Nagad'],
      ['rocket', 'dbblmobilebanking', 'DBBLMOBILEB-Dbbl Mobile Banking'],
      ['card', 'master', 'MASTER-Dutch Bangla'],
      ['all', 'visa', 'VISA-Dutch Bangla'],
    ] as const;
    for (const [payMethod, used, cardType] of expected) {
      const { sessionKey } = await openSession({ payMethod });
      const { fields } = returnForm((await press(sessionKey, 'paid', used)).body);
      expect(fields.card_type, payMethod).toBe(cardType);
      expect(verifySign(fields, password)).toBe(true);
      expect(await gateway.validate(fields.val_id!)).toMatchObject({ status: 'VALID', cardType });
    }
  });

  it('pays with the method the page opened on when the form names none', async () => {
    const { sessionKey } = await openSession({ payMethod: 'nagad' });
    const { fields } = returnForm((await press(sessionKey, 'paid')).body);
    expect(fields.card_type).toBe('NAGAD-Nagad');
  });

  it('refuses a method the page does not offer, and takes no payment', async () => {
    const { sessionKey, tranId } = await openSession({ payMethod: 'bkash' });
    for (const method of ['nagad', 'visa', 'upay', '']) {
      const res = await press(sessionKey, 'paid', method || ' ');
      expect(res.statusCode, method).toBe(400);
      expect(res.body).toContain('Choose a way to pay');
    }
    expect(sandbox.attempts(tranId)).toEqual([]);
  });
});

describe('Validation API and transaction query', () => {
  it('says VALID the first time, VALIDATED after, with the amount in poisha', async () => {
    const { sessionKey, tranId } = await openSession({ amountPoisha: 123456 });
    const fields = sandbox.pay(sessionKey);
    const first = await gateway.validate(fields.val_id!);
    expect(first).toMatchObject({
      status: 'VALID',
      tranId,
      amountPoisha: 123456,
      currency: 'BDT',
      riskLevel: 0,
    });
    expect(first.status !== 'INVALID_TRANSACTION' && first.bankTranId).toBe(fields.bank_tran_id);
    expect(await gateway.validate(fields.val_id!)).toMatchObject({
      status: 'VALIDATED',
      amountPoisha: 123456,
    });
  });

  it('reports a risky payment as risk level 1', async () => {
    const { sessionKey } = await openSession();
    const fields = sandbox.pay(sessionKey, { risk: true });
    expect(await gateway.validate(fields.val_id!)).toMatchObject({ status: 'VALID', riskLevel: 1 });
  });

  it('says INVALID_TRANSACTION for an unknown val_id, a failed attempt or wrong credentials', async () => {
    expect((await gateway.validate('NO-SUCH-VAL-ID')).status).toBe('INVALID_TRANSACTION');
    const { sessionKey } = await openSession();
    const failed = sandbox.complete(sessionKey, 'failed');
    expect((await gateway.validate(failed.attempt.valId)).status).toBe('INVALID_TRANSACTION');
    const paid = sandbox.pay(sessionKey);
    const wrong = createSslCommerzGateway({
      ...ctx.config.sslcommerz,
      storePassword: 'x',
      fetch: injectFetch(ctx.app),
    });
    expect((await wrong.validate(paid.val_id!)).status).toBe('INVALID_TRANSACTION');
  });

  it('lists every attempt of a tran_id; an untouched session is PENDING, then EXPIRED', async () => {
    const { sessionKey, tranId } = await openSession();
    expect((await gateway.queryByTranId(tranId)).map((t) => t.status)).toEqual(['PENDING']);
    sandbox.complete(sessionKey, 'failed');
    const paid = sandbox.pay(sessionKey);
    await gateway.validate(paid.val_id!);
    const found = await gateway.queryByTranId(tranId);
    expect(found.map((t) => [t.status, t.amountPoisha])).toEqual([
      ['FAILED', 150000],
      ['VALIDATED', 150000],
    ]);
    expect(found[1]!.valId).toBe(paid.val_id);

    const untouched = await openSession();
    sandbox.expire(untouched.sessionKey);
    expect((await gateway.queryByTranId(untouched.tranId)).map((t) => t.status)).toEqual(['EXPIRED']);
    expect(await gateway.queryByTranId('NEVER-SEEN')).toEqual([]);
  });
});

describe('refunds', () => {
  it('refunds once; a second refund of the same transaction fails', async () => {
    const { sessionKey } = await openSession();
    const { bank_tran_id: bankTranId } = sandbox.pay(sessionKey);
    const request = { bankTranId: bankTranId!, amountPoisha: 150000, remarks: 'Tour cancelled', refId: 'P1' };
    const first = await gateway.initiateRefund(request);
    expect(first).toMatchObject({ status: 'success', bankTranId });
    expect(await gateway.queryRefund(first.refundRefId!)).toMatchObject({ status: 'refunded' });
    const second = await gateway.initiateRefund(request);
    expect(second).toMatchObject({
      status: 'failed',
      refundRefId: null,
      errorReason: expect.stringContaining('already'),
    });
  });

  it('fails a refund over the amount, for an unknown or unpaid transaction; an unknown refund is rejected', async () => {
    const { sessionKey } = await openSession();
    const { bank_tran_id: bankTranId } = sandbox.pay(sessionKey);
    const refund = (over: object) =>
      gateway.initiateRefund({
        bankTranId: bankTranId!,
        amountPoisha: 100,
        remarks: 'r',
        refId: 'P',
        ...over,
      });
    expect(await refund({ amountPoisha: 150001 })).toMatchObject({
      status: 'failed',
      errorReason: /exceeds/,
    });
    expect(await refund({ bankTranId: 'NOPE' })).toMatchObject({ status: 'failed' });
    const failed = sandbox.complete(sessionKey, 'failed');
    expect(await refund({ bankTranId: failed.attempt.bankTranId })).toMatchObject({ status: 'failed' });
    await expect(gateway.queryRefund('NOPE')).rejects.toMatchObject({ code: 'rejected' });
    // A partial refund is allowed.
    expect(await refund({ amountPoisha: 50000 })).toMatchObject({ status: 'success' });
  });
});

describe('IPN', () => {
  it('is posted to the app itself in-process, without a listening server', async () => {
    const { sessionKey, tranId } = await openSession({
      callbackUrls: { ...sessionRequest().callbackUrls, ipn: `${ctx.config.publicUrl}/api/no-such-ipn` },
    });
    sandbox.pay(sessionKey);
    await sandbox.settled();
    // The app answered (404: no such route), so the post reached it; 4xx is final, no retry.
    expect(sandbox.ipnLog).toEqual([expect.objectContaining({ tranId, attempt: 1, outcome: 404 })]);
  });

  it('carries the same signed fields as the browser callback', async () => {
    const received: Record<string, string>[] = [];
    sandbox.interceptIpn(async (_url, fields) => {
      received.push(fields);
      return 200;
    });
    const { sessionKey } = await openSession();
    const fields = sandbox.pay(sessionKey);
    await sandbox.settled();
    expect(received).toEqual([fields]);
    expect(verifySign(received[0]!, password)).toBe(true);
  });

  it('retries a 5xx or unreachable merchant, then stops at the first answer', async () => {
    const answers: (number | Error)[] = [503, new TypeError('fetch failed'), 200];
    sandbox.interceptIpn(async () => {
      const next = answers.shift()!;
      if (next instanceof Error) throw next;
      return next;
    });
    const { sessionKey } = await openSession();
    sandbox.pay(sessionKey);
    await sandbox.settled();
    expect(sandbox.ipnLog.map((d) => [d.attempt, d.outcome])).toEqual([
      [1, 503],
      [2, 'unreachable'],
      [3, 200],
    ]);
  });

  it('a forged callback verifies only with the right password, and the validator never knows it', async () => {
    const received: Record<string, string>[] = [];
    sandbox.interceptIpn(async (_url, fields) => {
      received.push(fields);
      return 200;
    });
    const { sessionKey } = await openSession();
    const forged = sandbox.buildCallback(sessionKey, { signWith: 'a guess' });
    expect(verifySign(forged, password)).toBe(false);
    const signed = sandbox.buildCallback(sessionKey, { overrides: { amount: '1.00' } });
    expect(verifySign(signed, password)).toBe(true);
    expect((await gateway.validate(signed.val_id!)).status).toBe('INVALID_TRANSACTION');
    expect(verifySign({ ...signed, amount: '1500.00' }, password)).toBe(false);
    expect(await sandbox.sendIpn(sessionKey, forged)).toBe(200);
    expect(received).toEqual([forged]);
  });

  it('postCallback posts like the gateway page would (a form, from the gateway origin)', async () => {
    const { sessionKey } = await openSession();
    const res = await postCallback(ctx.app, '/sandbox/sslcommerz/gw.php', {
      SESSIONKEY: sessionKey,
      outcome: 'paid',
    });
    expect(res.statusCode).toBe(200);
    expect(returnForm(res.body).fields.status).toBe('VALID');
  });
});
