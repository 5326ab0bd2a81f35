import { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTour, signedInAs, startTourPayment as startCheckout } from '../../../test/factories/index.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { payment, paymentEvent } from '../../db/schema/index.ts';
import { postCallback, sandboxOf } from '../../gateway/testing.ts';
import { housekeep } from '../../housekeeping.ts';

let ctx: TestContext;
let student: Awaited<ReturnType<typeof signedInAs>>;

beforeAll(async () => {
  // Limits on (they are off in other files); one proxy hop is trusted, so a test can speak
  // from an address of its own.
  ctx = await createTestContext({ RATE_LIMIT: 'true', TRUST_PROXY: '1' });
  student = await signedInAs(ctx.app, 'student');
});
afterAll(() => ctx.close());
beforeEach(() => sandboxOf(ctx.app).reset());

const sandbox = () => sandboxOf(ctx.app);
const db = () => ctx.database.db;
const ROUTES = ['success', 'fail', 'cancel', 'ipn'].map((r) => `/api/payments/sslcommerz/${r}`);
const FORM = 'application/x-www-form-urlencoded';

/** A cross-site form post from the given address. */
function postFrom(ip: string, url: string, body: string | Readable, contentType = FORM) {
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': contentType, 'x-forwarded-for': ip },
    payload: body,
  });
}

const eventsFor = (tranId: string) => db().select().from(paymentEvent).where(eq(paymentEvent.tranId, tranId));

async function startTourPayment() {
  return startCheckout(ctx.app, (await createTour(ctx.app)).id, student.cookie);
}

describe('callback rate limit', () => {
  it('answers 429 on every callback route once one address has posted 120 times in a minute', async () => {
    const tranId = 'FORGED-FLOOD-1';
    const body = new URLSearchParams({ tran_id: tranId, status: 'VALID' }).toString();
    const statuses: number[] = [];
    for (let i = 0; i < 120; i++)
      statuses.push((await postFrom('10.9.0.1', ROUTES[i % 4]!, body)).statusCode);
    expect(statuses.filter((s) => s === 429)).toEqual([]);
    expect(await eventsFor(tranId)).toHaveLength(120);

    for (const url of ROUTES) {
      const blocked = await postFrom('10.9.0.1', url, body);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers['retry-after']).toBeDefined();
      expect(blocked.json().error).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
      expect(blocked.json().error.message).toMatch(
        /^Too many attempts\. Please wait \d+ seconds and try again\.$/,
      );
    }
    expect(await eventsFor(tranId)).toHaveLength(120);

    // Another address is not held up.
    const other = await postFrom('10.9.0.2', ROUTES[3]!, body);
    expect(other.json().error).toEqual({ code: 'BAD_NOTIFICATION', message: 'Refused: bad_signature' });
    expect(await eventsFor(tranId)).toHaveLength(121);
  });
});

describe('a forged IPN', () => {
  it('gets the same answer for a guessed tran_id as for a real one with a bad signature', async () => {
    const { tranId } = await startTourPayment();
    const forged = (id: string) =>
      new URLSearchParams({
        tran_id: id,
        val_id: 'VAL-FORGED',
        status: 'VALID',
        amount: '100.00',
        currency: 'BDT',
        verify_key: 'amount,currency,status,tran_id,val_id',
        verify_sign: 'd41d8cd98f00b204e9800998ecf8427e',
      }).toString();
    const real = await postFrom('10.9.3.1', ROUTES[3]!, forged(tranId));
    const guessed = await postFrom('10.9.3.1', ROUTES[3]!, forged(`${tranId.slice(0, -4)}ZZZZ`));
    expect(real.statusCode).toBe(400);
    expect(guessed.statusCode).toBe(real.statusCode);
    expect(guessed.body).toBe(real.body);
    expect(real.json().error).toEqual({ code: 'BAD_NOTIFICATION', message: 'Refused: bad_signature' });
    // The real payment is untouched.
    const [row] = await db().select().from(payment).where(eq(payment.tranId, tranId));
    expect(row!.status).toBe('pending');
  });
});

describe('callback body limit', () => {
  const TOO_LARGE = 'This notification is larger than 32 KB and was not accepted.';

  it('refuses a form post over 32 KB on every route and stores nothing', async () => {
    const tranId = 'FORGED-HUGE-1';
    const body = new URLSearchParams({ tran_id: tranId, junk: 'x'.repeat(40 * 1024) }).toString();
    for (const url of ROUTES) {
      const res = await postFrom('10.9.1.1', url, body);
      expect(res.statusCode).toBe(413);
      expect(res.json().error).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: TOO_LARGE });
    }
    expect(await eventsFor(tranId)).toEqual([]);
  });

  it('refuses an oversized body sent without a length, and a large JSON body', async () => {
    const tranId = 'FORGED-HUGE-2';
    const form = new URLSearchParams({ tran_id: tranId, junk: 'y'.repeat(40 * 1024) }).toString();
    const streamed = await postFrom('10.9.1.2', ROUTES[3]!, Readable.from([form]));
    expect(streamed.statusCode).toBe(413);
    expect(streamed.json().error.message).toBe(TOO_LARGE);

    const json = JSON.stringify({ tran_id: tranId, junk: 'z'.repeat(40 * 1024) });
    const asJson = await postFrom('10.9.1.2', ROUTES[0]!, json, 'application/json');
    expect(asJson.statusCode).toBe(413);
    expect(asJson.json().error.message).toBe(TOO_LARGE);
    expect(await eventsFor(tranId)).toEqual([]);
  });
});

describe('stored notifications', () => {
  it('keeps a bounded copy of a post with 500 fields and long values', async () => {
    const { tranId } = await startTourPayment();
    const fields: Record<string, string> = { tran_id: tranId, long: 'L'.repeat(20_000) };
    for (let i = 0; i < 500; i++) fields[`f${i}`] = `v${i}`;
    fields[`k${'K'.repeat(500)}`] = 'long name';
    const res = await postFrom('10.9.2.1', ROUTES[3]!, new URLSearchParams(fields).toString());
    expect(res.statusCode).toBe(400);

    const [event, ...more] = await eventsFor(tranId);
    expect(more).toEqual([]);
    const payload = event!.payload as Record<string, unknown>;
    expect(payload._truncated).toBe(true);
    expect(Object.keys(payload)).toHaveLength(101);
    expect(payload.tran_id).toBe(tranId);
    expect(payload.long).toBe('L'.repeat(1_000));
    expect(payload.f97).toBe('v97');
    expect(payload.f98).toBeUndefined();
    expect(JSON.stringify(payload).length).toBeLessThan(3_000);
  });

  it('stores a small post exactly as received, without a marker', async () => {
    const { tranId } = await startTourPayment();
    const fields = { tran_id: tranId, status: 'VALID', value_a: 'x'.repeat(1_000) };
    await postFrom('10.9.2.2', ROUTES[0]!, new URLSearchParams(fields).toString());
    const [event] = await eventsFor(fields.tran_id);
    expect(event!.payload).toEqual(fields);
  });

  it('keeps only the shape of a post that matches no payment, and deletes it after a week', async () => {
    const fields = { tran_id: 'FORGED-SMALL-1', status: 'VALID', value_a: 'x'.repeat(1_000), secret: 'abc' };
    await postFrom('10.9.2.3', ROUTES[3]!, new URLSearchParams(fields).toString());
    const [event] = await eventsFor(fields.tran_id);
    expect(event!.payload).toEqual({
      _unmatched: true,
      fieldCount: '4',
      bytes: '1056',
      fieldNames: 'tran_id,status,value_a,secret',
    });
    expect(JSON.stringify(event!.payload)).not.toContain('x'.repeat(10));
    expect((await housekeep(db())).prunedCallbacks).toBe(0);
    await db()
      .update(paymentEvent)
      .set({ receivedAt: sql`now() - interval '8 days'` })
      .where(eq(paymentEvent.id, event!.id));
    expect((await housekeep(db())).prunedCallbacks).toBe(1);
    expect(await eventsFor(fields.tran_id)).toEqual([]);
  });

  it('checks the signature over the whole post, though only a bounded copy is stored', async () => {
    const { tranId, sessionKey } = await startTourPayment();
    // Signed with the store password, with one field longer than what is stored.
    const fields = sandbox().buildCallback(sessionKey, { overrides: { value_d: 'D'.repeat(5_000) } });
    await postCallback(ctx.app, ROUTES[3]!, fields);
    const [event] = await eventsFor(tranId);
    expect(event!.signatureValid).toBe(true);
    expect(event!.payload).toMatchObject({ value_d: 'D'.repeat(1_000), _truncated: true });
    // Its made-up val_id is unknown to the gateway, so nothing moved.
    expect(event!.outcome).toBe('invalid_transaction');
  });
});

describe('genuine payments', () => {
  it('still confirm to paid through the hardened routes', async () => {
    const { tranId, sessionKey } = await startTourPayment();
    const fields = sandbox().pay(sessionKey);
    const browser = await postCallback(ctx.app, ROUTES[0]!, fields);
    await sandbox().settled();

    expect(browser.statusCode).toBe(303);
    expect(browser.headers.location).toBe(`/payment/success/${tranId}`);
    const [row] = await db().select().from(payment).where(eq(payment.tranId, tranId));
    expect(row).toMatchObject({ status: 'paid', valId: fields.val_id });
    const events = await eventsFor(tranId);
    expect(events.map((e) => e.source).sort()).toEqual(['ipn', 'success']);
    expect(events.map((e) => e.outcome).sort()).toEqual(['already_paid', 'paid']);
    for (const event of events) {
      expect(event.signatureValid).toBe(true);
      expect(event.payload).toEqual(fields);
    }
  });
});
