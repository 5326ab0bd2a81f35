import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { runPaymentLoad } from '../../../test/load/payment-load.ts';

/**
 * The small version of `npm run load`: 12 students each register for the same 2 events of 8
 * seats (24 tries for 16 seats), IPN and redirect racing. Counted in checkouts, not seconds, so a
 * busy machine makes it slower, never different.
 */
let ctx: TestContext;
let base: string;
beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
afterAll(() => ctx.close());

describe('students paying at once', () => {
  it('loses no payment, pays none twice, sells no seat twice and mails one receipt each', async () => {
    const report = await runPaymentLoad(ctx.app, base, {
      students: 12,
      rounds: 2,
      durationMs: 90_000,
      events: 2,
      groupSize: 8,
    });
    expect(report.paidOnGateway).toBeGreaterThanOrEqual(16);
    expect(report.ledger.lost).toEqual([]);
    expect(report.ledger.duplicatedReceipts).toEqual([]);
    expect(report.ledger.seatErrors).toEqual([]);
    expect(report.ledger.paid + report.ledger.held).toBe(report.paidOnGateway);
    // 12 students wanted 8 seats of each event: the last seats were contended, and the ones who
    // paid too late are held for a refund (or were refused at checkout), never seated.
    expect(report.ledger.held + report.refusedCheckouts).toBeGreaterThan(0);
  }, 120_000);
});
