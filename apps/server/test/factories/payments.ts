import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { payment } from '../../src/db/schema/index.ts';
import { postCallback, sandboxOf } from '../../src/gateway/testing.ts';

/** Where the gateway sends the customer's browser back after a payment. */
export const SUCCESS_URL = '/api/payments/sslcommerz/success';

/** Starts an event checkout as the signed-in `cookie`; returns the tran_id and the sandbox session. */
export async function startTourPayment(app: FastifyInstance, tourId: string, cookie: string) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/tours/${tourId}/checkout`,
    headers: { cookie },
    payload: { mobile: '01712345678' },
  });
  expect(res.statusCode, res.body).toBe(201);
  const { url, tranId } = res.json() as { url: string; tranId: string };
  const { sessionKey } = sandboxOf(app).sessionFor(tranId)!;
  expect(url).toContain(sessionKey);
  return { tranId, sessionKey };
}

/** The stored payment with this tran_id. */
export async function paymentRow(app: FastifyInstance, tranId: string) {
  const [row] = await app.database.db.select().from(payment).where(eq(payment.tranId, tranId));
  return row!;
}

/**
 * Pays a started checkout on the sandbox and comes back through the browser's success redirect,
 * the IPN dropped (so the redirect is what confirms it); answers the stored payment.
 */
export async function completePayment(
  app: FastifyInstance,
  checkout: { tranId: string; sessionKey: string },
) {
  const sandbox = sandboxOf(app);
  sandbox.setFaults({ dropIpn: true });
  await postCallback(app, SUCCESS_URL, sandbox.pay(checkout.sessionKey));
  return paymentRow(app, checkout.tranId);
}

/** Starts an event checkout as the signed-in `cookie` and pays it (completePayment). */
export async function payForTour(app: FastifyInstance, tourId: string, cookie: string) {
  return completePayment(app, await startTourPayment(app, tourId, cookie));
}
