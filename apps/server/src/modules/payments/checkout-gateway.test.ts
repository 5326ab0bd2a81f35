import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTour, signedInAs } from '../../../test/factories/index.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { payment } from '../../db/schema/index.ts';
import { createAppGateway } from '../../gateway/app-gateway.ts';
import type { PaymentGateway } from '../../gateway/gateway.ts';
import { createSslCommerzGateway } from '../../gateway/sslcommerz.ts';

let ctx: TestContext;
let student: Awaited<ReturnType<typeof signedInAs>>;
beforeAll(async () => {
  ctx = await createTestContext();
  student = await signedInAs(ctx.app, 'student');
});
afterAll(() => ctx.close());

async function checkoutWith(gateway: PaymentGateway) {
  const tour = await createTour(ctx.app);
  const real = ctx.app.gateway;
  Object.assign(ctx.app, { gateway });
  try {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/tours/${tour.id}/checkout`,
      headers: { cookie: student.cookie },
      payload: { mobile: '01711111111' },
    });
    const rows = await ctx.database.db.select().from(payment).where(eq(payment.tourId, tour.id));
    return { res, rows };
  } finally {
    Object.assign(ctx.app, { gateway: real });
  }
}

describe('a checkout the gateway does not take', () => {
  it('says the gateway refused it and why, and leaves no pending payment', async () => {
    const { res, rows } = await checkoutWith(
      createAppGateway(ctx.app, { storePassword: 'not-the-password' }),
    );
    expect(res.statusCode).toBe(502);
    expect(res.json().error.code).toBe('GATEWAY_REFUSED');
    expect(res.json().error.message).toMatch(
      /^The payment could not be started: the payment gateway refused it \(.+\)\. Nothing was charged\./,
    );
    expect(res.json().error.message).not.toMatch(/not answering/);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 'failed',
      holdReason: expect.stringMatching(/^gateway session failed: /),
    });
  });

  it('says a slow gateway is not answering, and asks it once', async () => {
    let asked = 0;
    // A gateway that takes the request and never answers; the adapter gives up after 200 ms.
    const silent: typeof fetch = (_input, init) => {
      asked += 1;
      return new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      );
    };
    const { storeId, storePassword, baseUrl } = ctx.config.sslcommerz;
    const slow = createSslCommerzGateway({ storeId, storePassword, baseUrl, fetch: silent, timeoutMs: 200 });
    const { res, rows } = await checkoutWith(slow);
    expect(res.statusCode).toBe(502);
    expect(res.json().error.code).toBe('GATEWAY_UNAVAILABLE');
    expect(rows.map((r) => r.status)).toEqual(['failed']);
    expect(asked).toBe(1);
  });
});
