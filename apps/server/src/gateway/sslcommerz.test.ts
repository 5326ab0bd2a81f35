import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PAY_METHODS } from '@dpms/shared/pay-methods';
import { describe, expect, it } from 'vitest';
import { GatewayError } from './gateway.ts';
import { createSslCommerzGateway } from './sslcommerz.ts';

const BASE = 'https://sandbox.sslcommerz.com';
const PASSWORD = 'store-secret@ssl';

type Handler = (url: URL, init: RequestInit) => Response | Promise<Response>;

/** A gateway whose fetch is `handler`; the requests it saw are in `seen`. */
function gatewayWith(handler: Handler, timeoutMs = 1000) {
  const seen: { url: URL; init: RequestInit }[] = [];
  const fakeFetch = (async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(String(input));
    seen.push({ url, init });
    return handler(url, init);
  }) as typeof fetch;
  const gateway = createSslCommerzGateway({
    storeId: 'store1',
    storePassword: PASSWORD,
    baseUrl: `${BASE}/`,
    fetch: fakeFetch,
    timeoutMs,
  });
  return { gateway, seen };
}

const json = (body: unknown, status = 200) => Response.json(body, { status });

const session = {
  tranId: 'DPMS-T-1',
  amountPoisha: 150050,
  productName: 'Sajek & Co — সাজেক',
  productCategory: 'tour',
  customer: { name: 'Nafisa Tabassum', email: 'nafisa@example.com', phone: '+8801711111111' },
  callbackUrls: {
    success: 'http://localhost:3000/api/payments/sslcommerz/success',
    fail: 'http://localhost:3000/api/payments/sslcommerz/fail',
    cancel: 'http://localhost:3000/api/payments/sslcommerz/cancel',
    ipn: 'http://localhost:3000/api/payments/sslcommerz/ipn',
  },
  passThrough: { a: 'payment-id' },
};
const goodSession = { status: 'SUCCESS', sessionkey: 'KEY1', GatewayPageURL: `${BASE}/EasyCheckOut/KEY1` };

async function gatewayError(promise: Promise<unknown>): Promise<GatewayError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GatewayError);
  expect((error as Error).message).not.toContain(PASSWORD);
  return error as GatewayError;
}

describe('createSession', () => {
  it('posts the session form, encoded, and returns the key and page', async () => {
    const { gateway, seen } = gatewayWith(() => json(goodSession));
    expect(await gateway.createSession(session)).toEqual({
      sessionKey: 'KEY1',
      gatewayUrl: `${BASE}/EasyCheckOut/KEY1`,
    });
    const { url, init } = seen[0]!;
    expect(url.href).toBe(`${BASE}/gwprocess/v4/api.php`);
    expect(init.method).toBe('POST');
    const form = new URLSearchParams(String(init.body));
    expect(Object.fromEntries(form)).toMatchObject({
      store_id: 'store1',
      store_passwd: PASSWORD,
      total_amount: '1500.50',
      currency: 'BDT',
      tran_id: 'DPMS-T-1',
      product_name: 'Sajek & Co — সাজেক',
      product_profile: 'non-physical-goods',
      shipping_method: 'NO',
      num_of_item: '1',
      cus_add1: 'Dhaka',
      cus_country: 'Bangladesh',
      cus_phone: '+8801711111111',
      ipn_url: session.callbackUrls.ipn,
      value_a: 'payment-id',
    });
    expect(String(init.body)).toContain('product_name=Sajek+%26+Co');
  });

  it('tells the gateway which method to open on, from the method key alone', async () => {
    const sent = async (payMethod?: (typeof PAY_METHODS)[number]) => {
      const { gateway, seen } = gatewayWith(() => json(goodSession));
      await gateway.createSession({ ...session, ...(payMethod ? { payMethod } : {}) });
      return new URLSearchParams(String(seen[0]!.init.body)).get('multi_card_name');
    };
    expect(await sent('bkash')).toBe('bkash');
    expect(await sent('nagad')).toBe('nagad');
    expect(await sent('rocket')).toBe('dbblmobilebanking');
    expect(await sent('card')).toBe('visacard,mastercard,amexcard');
    // Every method: the field is left out, as SSLCommerz asks.
    expect(await sent('all')).toBeNull();
    expect(await sent()).toBeNull();
    // Each value fits the field (30 characters in SSLCommerz's documentation).
    for (const method of PAY_METHODS) expect((await sent(method))?.length ?? 0).toBeLessThanOrEqual(30);
  });

  it('refuses a payment page on another origin', async () => {
    for (const page of [
      'https://evil.example/gw.php',
      'http://sandbox.sslcommerz.com/x',
      'javascript:alert(1)',
    ]) {
      const { gateway } = gatewayWith(() => json({ ...goodSession, GatewayPageURL: page }));
      expect((await gatewayError(gateway.createSession(session))).code).toBe('foreign_url');
    }
  });

  it('turns a FAILED answer into a rejected error with the reason', async () => {
    const { gateway } = gatewayWith(() => json({ status: 'FAILED', failedreason: 'Store Credential Error' }));
    const error = await gatewayError(gateway.createSession(session));
    expect(error.code).toBe('rejected');
    expect(error.message).toContain('Store Credential Error');
  });

  it('turns malformed answers into bad_response errors, never crashes', async () => {
    const answers = [
      new Response('<html>Service Unavailable</html>'),
      json({ status: 'SUCCESS' }),
      json({ status: 'SUCCESS', sessionkey: 'K', GatewayPageURL: 'not a url' }),
      json({ status: 'MAYBE' }),
      json(['SUCCESS']),
      json(null),
    ];
    for (const answer of answers) {
      const { gateway } = gatewayWith(() => answer);
      expect((await gatewayError(gateway.createSession(session))).code).toBe('bad_response');
    }
  });

  it('reports HTTP errors, network errors and timeouts', async () => {
    const down = gatewayWith(() => new Response('oops', { status: 502 }));
    expect((await gatewayError(down.gateway.createSession(session))).code).toBe('http_status');

    const unreachable = gatewayWith(() => Promise.reject(new TypeError('fetch failed')));
    expect((await gatewayError(unreachable.gateway.createSession(session))).code).toBe('network');

    const hanging = gatewayWith(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
      30,
    );
    const error = await gatewayError(hanging.gateway.createSession(session));
    expect(error.code).toBe('timeout');
    expect(error.message).toContain('30 ms');
  });
});

describe('validate', () => {
  const valid = {
    status: 'VALID',
    tran_id: 'DPMS-T-1',
    val_id: 'V1',
    amount: '1500.50',
    store_amount: '1462.99',
    currency: 'BDT',
    bank_tran_id: 'B1',
    card_type: 'VISA-Dutch Bangla',
    risk_level: '0',
    risk_title: 'Safe',
    tran_date: '2025-01-31 14:05:09',
  };

  it('asks the Validation API with the credentials and reads amounts exactly', async () => {
    const { gateway, seen } = gatewayWith(() => json(valid));
    const result = await gateway.validate('V 1&x');
    expect(result).toMatchObject({
      status: 'VALID',
      tranId: 'DPMS-T-1',
      valId: 'V1',
      amountPoisha: 150050,
      storeAmountPoisha: 146299,
      riskLevel: 0,
    });
    const { url } = seen[0]!;
    expect(url.pathname).toBe('/validator/api/validationserverAPI.php');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      val_id: 'V 1&x',
      store_id: 'store1',
      store_passwd: PASSWORD,
      format: 'json',
    });
  });

  it('reads risk, VALIDATED, numeric amounts and INVALID_TRANSACTION', async () => {
    const risky = gatewayWith(() => json({ ...valid, status: 'VALIDATED', risk_level: 1, amount: 1500.5 }));
    expect(await risky.gateway.validate('V1')).toMatchObject({
      status: 'VALIDATED',
      riskLevel: 1,
      amountPoisha: 150050,
    });
    const unclear = gatewayWith(() => json({ ...valid, risk_level: '' }));
    expect(await unclear.gateway.validate('V1')).toMatchObject({ riskLevel: 1 });
    const invalid = gatewayWith(() => json({ status: 'INVALID_TRANSACTION' }));
    expect(await invalid.gateway.validate('nope')).toEqual({
      status: 'INVALID_TRANSACTION',
      raw: { status: 'INVALID_TRANSACTION' },
    });
  });

  it('rejects an answer with a bad amount or without its fields', async () => {
    for (const answer of [
      { ...valid, amount: '1,500.50' },
      { ...valid, tran_id: undefined },
      { status: 'FAILED' },
    ]) {
      const { gateway } = gatewayWith(() => json(answer));
      expect((await gatewayError(gateway.validate('V1'))).code).toBe('bad_response');
    }
  });
});

describe('queryByTranId, refunds', () => {
  it('lists the attempts of a tran_id', async () => {
    const { gateway, seen } = gatewayWith(() =>
      json({
        APIConnect: 'DONE',
        no_of_trans_found: 2,
        element: [
          { status: 'FAILED', tran_id: 'T1', val_id: '', amount: '10.00', currency: 'BDT', risk_level: '' },
          { status: 'VALID', tran_id: 'T1', val_id: 'V2', amount: '10.00', currency: 'BDT', risk_level: '0' },
        ],
      }),
    );
    const found = await gateway.queryByTranId('T1');
    expect(found.map((t) => [t.status, t.valId, t.amountPoisha, t.riskLevel])).toEqual([
      ['FAILED', null, 1000, null],
      ['VALID', 'V2', 1000, 0],
    ]);
    expect(seen[0]!.url.pathname).toBe('/validator/api/merchantTransIDvalidationAPI.php');
    expect(seen[0]!.url.searchParams.get('tran_id')).toBe('T1');
  });

  it('treats an answer other than DONE as rejected', async () => {
    const { gateway } = gatewayWith(() => json({ APIConnect: 'INVALID_REQUEST' }));
    expect((await gatewayError(gateway.queryByTranId('T1'))).code).toBe('rejected');
  });

  it('initiates and queries a refund', async () => {
    const { gateway, seen } = gatewayWith((url) =>
      url.searchParams.has('refund_ref_id')
        ? json({
            APIConnect: 'DONE',
            refund_ref_id: 'R1',
            status: 'refunded',
            initiated_on: 'a',
            refunded_on: 'b',
          })
        : json({
            APIConnect: 'DONE',
            bank_tran_id: 'B1',
            refund_ref_id: 'R1',
            status: 'success',
            errorReason: '',
          }),
    );
    expect(
      await gateway.initiateRefund({
        bankTranId: 'B1',
        amountPoisha: 50000,
        remarks: 'Tour cancelled',
        refId: 'P1',
      }),
    ).toMatchObject({ status: 'success', refundRefId: 'R1', bankTranId: 'B1', errorReason: null });
    expect(Object.fromEntries(seen[0]!.url.searchParams)).toMatchObject({
      bank_tran_id: 'B1',
      refund_amount: '500.00',
      refund_remarks: 'Tour cancelled',
      refe_id: 'P1',
    });
    expect(await gateway.queryRefund('R1')).toMatchObject({
      status: 'refunded',
      initiatedOn: 'a',
      refundedOn: 'b',
    });
  });
});

describe('the default transport (undici over real HTTP)', () => {
  /** A gateway at a real HTTP server on loopback; `answer` decides each reply. */
  /** `timeoutMs` is generous but for the timeout's own test: undici loads on the first call, slowly on a busy machine. */
  async function realGateway(
    answer: (req: IncomingMessage, body: string, res: ServerResponse) => void,
    timeoutMs = 10_000,
  ) {
    const seen: { method: string; url: string; type: string | undefined; body: string }[] = [];
    const server = createServer((req, res) => {
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => {
        body += chunk;
      });
      req.on('end', () => {
        seen.push({ method: req.method!, url: req.url!, type: req.headers['content-type'], body });
        answer(req, body, res);
      });
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const gateway = createSslCommerzGateway({
      storeId: 'store1',
      storePassword: PASSWORD,
      baseUrl: origin,
      timeoutMs,
    });
    const close = () => {
      server.closeAllConnections();
      server.close();
    };
    return { gateway, seen, origin, close };
  }

  it('posts the session form as the gateway reads it and returns the key and page', async () => {
    let pageOrigin = '';
    const { gateway, seen, origin, close } = await realGateway((_req, _body, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ ...goodSession, GatewayPageURL: `${pageOrigin}/EasyCheckOut/KEY1` }));
    });
    pageOrigin = origin;
    try {
      expect(await gateway.createSession(session)).toEqual({
        sessionKey: 'KEY1',
        gatewayUrl: `${origin}/EasyCheckOut/KEY1`,
      });
      const { method, url, type, body } = seen[0]!;
      expect(method).toBe('POST');
      expect(url).toBe('/gwprocess/v4/api.php');
      expect(type).toBe('application/x-www-form-urlencoded;charset=UTF-8');
      const form = Object.fromEntries(new URLSearchParams(body));
      expect(form).toMatchObject({ tran_id: 'DPMS-T-1', total_amount: '1500.50', value_a: 'payment-id' });
      expect(form.product_name).toBe('Sajek & Co — সাজেক');
    } finally {
      close();
    }
  });

  it('sends the validation as a GET with its query and does not follow a redirect', async () => {
    const { gateway, seen, close } = await realGateway((_req, _body, res) => {
      res.writeHead(302, { location: 'https://evil.example/validator' });
      res.end();
    });
    try {
      expect((await gatewayError(gateway.validate('VAL1'))).code).toBe('http_status');
      expect(seen).toHaveLength(1);
      expect(seen[0]!.method).toBe('GET');
      const query = new URL(seen[0]!.url, 'http://x').searchParams;
      expect(query.get('val_id')).toBe('VAL1');
      expect(query.get('store_id')).toBe('store1');
    } finally {
      close();
    }
  });

  it('times out on a gateway that never answers, and reports one that refuses', async () => {
    const { gateway, close } = await realGateway(() => {}, 300);
    try {
      expect((await gatewayError(gateway.createSession(session))).code).toBe('timeout');
    } finally {
      close();
    }
    const refused = createSslCommerzGateway({
      storeId: 'store1',
      storePassword: PASSWORD,
      baseUrl: 'http://127.0.0.1:1',
    });
    expect((await gatewayError(refused.createSession(session))).code).toBe('network');
  });
});
