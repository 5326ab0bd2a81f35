import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { createAppGateway } from '../app-gateway.ts';
import { sandboxOf } from '../testing.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
afterEach(() => vi.restoreAllMocks());

describe("the sandbox's IPN", () => {
  it('goes to this app only: an ipn_url elsewhere is never requested', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const own = (name: string) => `${ctx.config.publicUrl}/api/payments/sslcommerz/${name}`;
    const tranId = 'DPMS-T-SSRF-1';
    const session = await createAppGateway(ctx.app).createSession({
      tranId,
      amountPoisha: 150000,
      productName: 'Sajek Valley tour',
      productCategory: 'tour',
      customer: { name: 'Nafisa Tabassum', email: 'nafisa@example.com', phone: '01711111111' },
      callbackUrls: {
        success: own('success'),
        fail: own('fail'),
        cancel: own('cancel'),
        ipn: 'http://169.254.169.254/latest/meta-data/',
      },
    });
    const sandbox = sandboxOf(ctx.app);
    sandbox.pay(session.sessionKey);
    await sandbox.settled();
    expect(fetchSpy.mock.calls.map(([input]) => String(input))).not.toContain(
      'http://169.254.169.254/latest/meta-data/',
    );
    expect(sandbox.ipnLog.filter((d) => d.tranId === tranId).map((d) => d.outcome)).toEqual([
      'unreachable',
      'unreachable',
      'unreachable',
      'unreachable',
    ]);
  });
});
