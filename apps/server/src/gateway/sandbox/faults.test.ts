import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { createAppGateway } from '../app-gateway.ts';
import type { PaymentGateway } from '../gateway.ts';
import { sandboxOf } from '../testing.ts';
import type { SandboxControls } from './controls.ts';

let ctx: TestContext;
let gateway: PaymentGateway;
let sandbox: SandboxControls;
let counter = 0;
let received: { at: number; fields: Record<string, string> }[];

beforeAll(async () => {
  ctx = await createTestContext();
  gateway = createAppGateway(ctx.app, { timeoutMs: 2000 });
  sandbox = sandboxOf(ctx.app);
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await sandbox.reset();
  received = [];
  sandbox.interceptIpn(async (_url, fields) => {
    received.push({ at: Date.now(), fields });
    return 200;
  });
});

async function paidSession() {
  const ipn = `${ctx.config.publicUrl}/api/payments/sslcommerz/ipn`;
  const tranId = `DPMS-F-${++counter}`;
  const { sessionKey } = await gateway.createSession({
    tranId,
    amountPoisha: 250000,
    productName: 'Programming Club (monthly)',
    productCategory: 'club',
    customer: { name: 'Nafisa', email: 'nafisa@example.com', phone: '01711111111' },
    callbackUrls: { success: ipn, fail: ipn, cancel: ipn, ipn },
  });
  return { sessionKey, tranId };
}

describe('IPN faults', () => {
  it('duplicateIpn sends the same IPN twice', async () => {
    sandbox.setFaults({ duplicateIpn: true });
    const fields = sandbox.pay((await paidSession()).sessionKey);
    await sandbox.settled();
    expect(received.map((r) => r.fields)).toEqual([fields, fields]);
  });

  it('lateIpnMs delays the IPN', async () => {
    sandbox.setFaults({ lateIpnMs: 150 });
    const { sessionKey } = await paidSession();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      sandbox.pay(sessionKey);
      await vi.advanceTimersByTimeAsync(149);
      expect(received).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      await sandbox.settled();
      expect(received).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('dropIpn never sends it', async () => {
    sandbox.setFaults({ dropIpn: true });
    const { tranId, sessionKey } = await paidSession();
    sandbox.pay(sessionKey);
    await sandbox.settled();
    expect(received).toEqual([]);
    expect(sandbox.ipnLog).toEqual([expect.objectContaining({ tranId, outcome: 'dropped' })]);
  });

  it('a session fault applies to that session only, and wins over the global one', async () => {
    const quiet = await paidSession();
    const loud = await paidSession();
    sandbox.setFaults({ dropIpn: true });
    sandbox.setSessionFaults(loud.sessionKey, { dropIpn: false });
    sandbox.pay(quiet.sessionKey);
    sandbox.pay(loud.sessionKey);
    await sandbox.settled();
    expect(received.map((r) => r.fields.tran_id)).toEqual([loud.tranId]);
  });
});

describe('validator faults', () => {
  it('validatorDown: the validator endpoints answer 500, the adapter a GatewayError', async () => {
    const { sessionKey, tranId } = await paidSession();
    const fields = sandbox.pay(sessionKey);
    sandbox.setFaults({ validatorDown: true });
    await expect(gateway.validate(fields.val_id!)).rejects.toMatchObject({ code: 'http_status' });
    await expect(gateway.queryByTranId(tranId)).rejects.toMatchObject({ code: 'http_status' });
    sandbox.setFaults({ validatorDown: false });
    // The outage did not count as a validation.
    expect(await gateway.validate(fields.val_id!)).toMatchObject({ status: 'VALID' });
  });

  it('validatorSlowMs: a slow validator times the adapter out', async () => {
    const fields = sandbox.pay((await paidSession()).sessionKey);
    sandbox.setFaults({ validatorSlowMs: 1000 });
    const impatient = createAppGateway(ctx.app, { timeoutMs: 50 });
    const started = Date.now();
    await expect(impatient.validate(fields.val_id!)).rejects.toMatchObject({ code: 'timeout' });
    expect(Date.now() - started).toBeLessThan(900);
    sandbox.setFaults({ validatorSlowMs: 60 });
    expect(await gateway.validate(fields.val_id!)).toMatchObject({ status: 'VALID' });
  });

  it('validatorStatus: the Validation API answers the status it is told', async () => {
    const fields = sandbox.pay((await paidSession()).sessionKey);
    sandbox.setFaults({ validatorStatus: 'INVALID_TRANSACTION' });
    expect((await gateway.validate(fields.val_id!)).status).toBe('INVALID_TRANSACTION');
    sandbox.setFaults({ validatorStatus: 'VALIDATED' });
    expect((await gateway.validate(fields.val_id!)).status).toBe('VALIDATED');
  });

  it('amountOverride: the validator reports another amount than was paid', async () => {
    const { sessionKey, tranId } = await paidSession();
    const fields = sandbox.pay(sessionKey);
    sandbox.setSessionFaults(sessionKey, { amountOverride: 100 });
    expect(fields.amount).toBe('2500.00');
    expect(await gateway.validate(fields.val_id!)).toMatchObject({ status: 'VALID', amountPoisha: 100 });
    expect((await gateway.queryByTranId(tranId))[0]).toMatchObject({ amountPoisha: 100 });
  });
});

describe('reset', () => {
  it('gives up IPNs still waiting, so none lands after it', async () => {
    sandbox.setFaults({ lateIpnMs: 5000 });
    sandbox.pay((await paidSession()).sessionKey);
    const started = Date.now();
    await sandbox.reset();
    expect(Date.now() - started).toBeLessThan(1000);
    expect(sandbox.ipnLog).toEqual([]);
    expect(received).toEqual([]);
  });
});
