import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import SslCommerzPayment from 'sslcommerz-lts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTour, signedInAs } from '../../../test/factories/index.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { payment } from '../../db/schema/index.ts';
import { createAppGateway } from '../app-gateway.ts';
import { sandboxOf } from '../testing.ts';

/**
 * The emulator against a client nobody here wrote: SSLCommerz's officially supported Node SDK,
 * sslcommerz-lts 1.2.0, over real HTTP. It posts the session request as multipart/form-data
 * and every validator call as POST with the parameters in the query string.
 */
let ctx: TestContext;
let sdk: SslCommerzPayment;
beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}/sandbox/sslcommerz`;
  const { storeId, storePassword } = ctx.config.sslcommerz;
  sdk = new SslCommerzPayment(storeId, storePassword, false);
  // The SDK knows only SSLCommerz's own hosts; its URLs are plain properties.
  sdk.baseURL = base;
  sdk.initURL = `${base}/gwprocess/v4/api.php`;
  sdk.validationURL = `${base}/validator/api/validationserverAPI.php?`;
  for (const key of [
    'refundURL',
    'refundQueryURL',
    'transactionQueryBySessionIdURL',
    'transactionQueryByTransactionIdURL',
  ] as const)
    sdk[key] = `${base}/validator/api/merchantTransIDvalidationAPI.php?`;
});
afterAll(() => ctx.close());

/** A pending DPMS payment, as checkout leaves it, for the SDK to open a session for. */
async function pendingPayment() {
  const student = await signedInAs(ctx.app, 'student');
  const tour = await createTour(ctx.app, { costPoisha: 150_000 });
  const tranId = `DPMS-T-SDK${Date.now().toString(36).toUpperCase()}`;
  await ctx.database.db.insert(payment).values({
    tranId,
    kind: 'tour',
    tourId: tour.id,
    userId: student.id,
    amountPoisha: 150_000,
    itemName: tour.destination,
    payerName: 'Nafisa Tabassum',
    payerEmail: student.email,
    payerStudentId: '2020331000000001',
    payerBatch: '10th',
    payerMobile: '01711111111',
  });
  return tranId;
}

function sessionRequest(tranId: string, overrides: Record<string, string | number> = {}) {
  const app = (name: string) => `${ctx.config.publicUrl}/api/payments/sslcommerz/${name}`;
  return {
    total_amount: 1500,
    currency: 'BDT',
    tran_id: tranId,
    success_url: app('success'),
    fail_url: app('fail'),
    cancel_url: app('cancel'),
    ipn_url: app('ipn'),
    shipping_method: 'NO',
    product_name: 'Sajek Valley tour',
    product_category: 'tour',
    product_profile: 'non-physical-goods',
    cus_name: 'Nafisa Tabassum',
    cus_email: 'nafisa@example.edu',
    cus_add1: 'Dhaka',
    cus_city: 'Dhaka',
    cus_country: 'Bangladesh',
    cus_phone: '01711111111',
    ...overrides,
  };
}

describe("SSLCommerz's Node SDK against the sandbox", () => {
  it('goes through the whole cycle, and every answer agrees with our adapter', async () => {
    const tranId = await pendingPayment();
    const session = await sdk.init(sessionRequest(tranId));
    expect(session).toMatchObject({ status: 'SUCCESS', failedreason: '' });
    const sessionKey = String(session.sessionkey);
    expect(String(session.GatewayPageURL)).toContain(sessionKey);

    // The hosted page's Pay button, posted as a browser would.
    const page = await ctx.app.inject({
      method: 'POST',
      url: '/sandbox/sslcommerz/gw.php',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ SESSIONKEY: sessionKey, outcome: 'paid' }).toString(),
    });
    expect(page.statusCode).toBe(200);
    // The IPN reaches DPMS, which confirms it with its own adapter and marks the payment paid.
    await sandboxOf(ctx.app).settled();
    const [row] = await ctx.database.db.select().from(payment).where(eq(payment.tranId, tranId));
    expect(row).toMatchObject({ status: 'paid', amountPoisha: 150_000 });
    const valId = row!.valId!;
    const bankTranId = row!.bankTranId!;

    const adapter = createAppGateway(ctx.app);
    const validated = await sdk.validate({ val_id: valId });
    const ours = await adapter.validate(valId);
    expect(validated).toMatchObject({
      status: 'VALIDATED',
      tran_id: tranId,
      val_id: valId,
      amount: '1500.00',
      currency: 'BDT',
      bank_tran_id: bankTranId,
    });
    expect(ours).toMatchObject({ tranId, amountPoisha: 150_000, currency: 'BDT', bankTranId });

    const byTranId = await sdk.transactionQueryByTransactionId({ tran_id: tranId });
    expect(byTranId).toMatchObject({ APIConnect: 'DONE', no_of_trans_found: 1 });
    const element = (byTranId.element as Record<string, string>[])[0]!;
    // Validated once already (by DPMS, then by the SDK): the gateway says VALIDATED from then on.
    expect(element).toMatchObject({ tran_id: tranId, val_id: valId, status: 'VALIDATED', amount: '1500.00' });
    expect((await adapter.queryByTranId(tranId))[0]).toMatchObject({ valId, amountPoisha: 150_000 });

    const bySession = await sdk.transactionQueryBySessionId({ sessionkey: sessionKey });
    expect(bySession).toMatchObject({
      APIConnect: 'DONE',
      tran_id: tranId,
      val_id: valId,
      status: 'VALIDATED',
    });

    const refund = await sdk.initiateRefund({
      refund_amount: '1500.00',
      refund_remarks: 'Event cancelled',
      bank_tran_id: bankTranId,
      refe_id: 'SDK-REF-1',
    });
    expect(refund).toMatchObject({ APIConnect: 'DONE', status: 'success', bank_tran_id: bankTranId });
    const refundRefId = String(refund.refund_ref_id);
    expect(refundRefId).not.toBe('');
    const queried = await sdk.refundQuery({ refund_ref_id: refundRefId });
    expect(queried).toMatchObject({
      APIConnect: 'DONE',
      status: 'refunded',
      tran_id: tranId,
      refund_ref_id: refundRefId,
    });
    expect(await adapter.queryRefund(refundRefId)).toMatchObject({ status: 'refunded' });
  });

  it.each([
    ['wrong store credentials', { store_passwd: 'not-it' }, 'Store Credential Error Or Store is De-active'],
    [
      'an amount under 10.00',
      { total_amount: 9.99 },
      "Invalid Information: 'total_amount' must be between 10.00 and 500000.00",
    ],
    [
      'an amount over 500,000.00',
      { total_amount: 500000.01 },
      "Invalid Information: 'total_amount' must be between 10.00 and 500000.00",
    ],
    [
      'an unknown currency',
      { currency: 'XYZ' },
      "Invalid Information: 'currency' must be BDT in the sandbox",
    ],
    ['a missing customer name', { cus_name: '' }, "Invalid Information: 'cus_name' is missing"],
  ])('refuses %s with FAILED and the reason', async (_name, overrides, reason) => {
    const { store_passwd: password, ...rest } = overrides as Record<string, string | number>;
    const client = password
      ? Object.assign(Object.create(Object.getPrototypeOf(sdk)), sdk, { store_passwd: password })
      : sdk;
    const answer = await client.init(sessionRequest(`DPMS-T-BAD${Date.now()}`, rest));
    expect(answer).toMatchObject({ status: 'FAILED', failedreason: reason, GatewayPageURL: '' });
  });
});
