import { CURRENCY } from '@dpms/shared/constants';
import type { PayMethod } from '@dpms/shared/pay-methods';
import type { z } from 'zod';
import { poishaToDecimal } from './amount.ts';
import {
  GatewayError,
  type GatewayTransaction,
  type PaymentGateway,
  type RefundInitiation,
  type RefundStatus,
  type Validation,
} from './gateway.ts';
import {
  refundAnswer,
  refundQueryAnswer,
  sessionAnswer,
  transactionAnswer,
  validationAnswer,
} from './sslcommerz-answers.ts';

export { verifySign } from './signature.ts';

/**
 * `multi_card_name` for each method a student may choose: the gateway's page then shows only
 * that method. Values from SSLCommerz's v4 documentation (its list of gateway names:
 * `bkash`, `dbblmobilebanking`, and the card groups `visacard`, `mastercard`, `amexcard`);
 * `nagad` is the name its session API gives Nagad in the gateways it lists (`desc[].gw`), as
 * the v4 list predates Nagad. `all` sends nothing, and the page offers every method it has.
 * Decided here, never by the browser: it sends only the key (decision 0050).
 */
export const MULTI_CARD_NAME = {
  bkash: 'bkash',
  nagad: 'nagad',
  rocket: 'dbblmobilebanking',
  card: 'visacard,mastercard,amexcard',
  all: null,
} as const satisfies Record<PayMethod, string | null>;

export interface SslCommerzOptions {
  storeId: string;
  storePassword: string;
  /** https://sandbox.sslcommerz.com, https://securepay.sslcommerz.com, or our emulator's URL. */
  baseUrl: string;
  /**
   * How the gateway is reached: by default undici's request() (gatewayHttp below); tests and the
   * demo pass injectFetch(app) to reach the in-process emulator, or any fetch.
   */
  fetch?: typeof fetch;
  /** Per call, covering the whole answer; default 10 s. */
  timeoutMs?: number;
}

/** What the adapter sends: a GET, or a POST of a form. */
interface GatewayRequest {
  method?: 'GET' | 'POST';
  body?: URLSearchParams;
}

type Transport = (
  url: URL,
  init: GatewayRequest & { signal: AbortSignal },
) => Promise<{ status: number; text(): Promise<string> }>;

/**
 * The gateway over HTTP with undici's request(): the client inside Node's own fetch, without the
 * Request, Response and web-stream objects fetch builds around every call, which cost the server
 * a tenth of its time per checkout under load (decision 0032). Redirects are not followed: the
 * gateway's APIs answer where they are asked, and anything else is an HTTP status error. Loaded
 * on the first call, as the other heavy modules are (issue 8, item 5): a server that never starts
 * a payment does not carry it.
 */
const gatewayHttp: Transport = async (url, { method, body, signal }) => {
  const { request } = await import('undici');
  const response = await request(url, {
    method: method ?? 'GET',
    signal,
    ...(body
      ? {
          body: body.toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
        }
      : {}),
  });
  return { status: response.statusCode, text: () => response.body.text() };
};

/** Our adapter for SSLCommerz v4 (session, Validation API, transaction query, refund). */
export function createSslCommerzGateway(options: SslCommerzOptions): PaymentGateway {
  const base = options.baseUrl.replace(/\/+$/, '');
  const gatewayOrigin = new URL(base).origin;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const doFetch: Transport = options.fetch ?? gatewayHttp;
  const credentials = { store_id: options.storeId, store_passwd: options.storePassword };

  async function call<S extends z.ZodType>(
    operation: string,
    url: URL,
    init: GatewayRequest,
    schema: S,
  ): Promise<{ data: z.output<S>; raw: Record<string, unknown> }> {
    let status: number;
    let body: string;
    try {
      const response = await doFetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
      status = response.status;
      body = await response.text();
    } catch (error) {
      if (error instanceof Error && error.name === 'TimeoutError') {
        throw new GatewayError('timeout', `${operation}: no answer within ${timeoutMs} ms`, { cause: error });
      }
      throw new GatewayError('network', `${operation}: the gateway could not be reached`, { cause: error });
    }
    if (status < 200 || status > 299) {
      throw new GatewayError('http_status', `${operation}: the gateway answered HTTP ${status}`);
    }
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch (error) {
      throw new GatewayError('bad_response', `${operation}: the answer is not JSON`, { cause: error });
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue?.path.join('.') || 'answer';
      throw new GatewayError(
        'bad_response',
        `${operation}: unexpected answer (${where}: ${issue?.message})`,
        {
          cause: parsed.error,
        },
      );
    }
    return { data: parsed.data, raw: json as Record<string, unknown> };
  }

  /** The validator endpoints take everything, credentials included, in the query string. */
  function validatorUrl(script: string, params: Record<string, string>): URL {
    const url = new URL(`${base}/validator/api/${script}`);
    url.search = new URLSearchParams({ ...params, ...credentials, format: 'json' }).toString();
    return url;
  }

  /** The transaction and refund APIs say DONE when they understood the request at all. */
  function requireDone(operation: string, data: { APIConnect: string; errorReason?: string | null }) {
    if (data.APIConnect !== 'DONE') {
      const reason = data.errorReason ? `: ${data.errorReason}` : '';
      throw new GatewayError('rejected', `${operation}: the gateway answered ${data.APIConnect}${reason}`);
    }
  }

  return {
    async createSession(request) {
      const form = new URLSearchParams({
        ...credentials,
        total_amount: poishaToDecimal(request.amountPoisha),
        currency: CURRENCY,
        tran_id: request.tranId,
        success_url: request.callbackUrls.success,
        fail_url: request.callbackUrls.fail,
        cancel_url: request.callbackUrls.cancel,
        ipn_url: request.callbackUrls.ipn,
        cus_name: request.customer.name,
        cus_email: request.customer.email,
        cus_add1: request.customer.address ?? 'Dhaka',
        cus_city: request.customer.city ?? 'Dhaka',
        cus_country: request.customer.country ?? 'Bangladesh',
        cus_phone: request.customer.phone,
        shipping_method: 'NO',
        product_name: request.productName,
        product_category: request.productCategory,
        product_profile: 'non-physical-goods',
        num_of_item: '1',
      });
      for (const [key, value] of Object.entries(request.passThrough ?? {})) {
        if (value !== undefined) form.set(`value_${key}`, value);
      }
      const cardNames = MULTI_CARD_NAME[request.payMethod ?? 'all'];
      if (cardNames) form.set('multi_card_name', cardNames);
      const url = new URL(`${base}/gwprocess/v4/api.php`);
      const { data } = await call('createSession', url, { method: 'POST', body: form }, sessionAnswer);
      if (data.status === 'FAILED') {
        throw new GatewayError('rejected', `createSession: ${data.failedreason ?? 'the gateway refused'}`);
      }
      // The browser is sent there: only ever to the gateway we configured, never where an answer says.
      if (new URL(data.GatewayPageURL).origin !== gatewayOrigin) {
        throw new GatewayError(
          'foreign_url',
          'createSession: the payment page is not on the configured gateway',
        );
      }
      return { sessionKey: data.sessionkey, gatewayUrl: data.GatewayPageURL };
    },

    async validate(valId): Promise<Validation> {
      const url = validatorUrl('validationserverAPI.php', { val_id: valId, v: '1' });
      const { data, raw } = await call('validate', url, {}, validationAnswer);
      if (data.status === 'INVALID_TRANSACTION') return { status: data.status, raw };
      return {
        status: data.status,
        tranId: data.tran_id,
        valId: data.val_id,
        amountPoisha: data.amount,
        storeAmountPoisha: data.store_amount ?? null,
        currency: data.currency,
        bankTranId: data.bank_tran_id,
        cardType: data.card_type ?? '',
        riskLevel: data.risk_level ?? 1,
        riskTitle: data.risk_title ?? '',
        tranDate: data.tran_date ?? '',
        raw,
      };
    },

    async queryByTranId(tranId): Promise<GatewayTransaction[]> {
      const url = validatorUrl('merchantTransIDvalidationAPI.php', { tran_id: tranId });
      const { data, raw } = await call('queryByTranId', url, {}, transactionAnswer);
      requireDone('queryByTranId', data);
      const elements = (raw.element ?? []) as Record<string, unknown>[];
      return (data.element ?? []).map((e, i) => ({
        status: e.status,
        tranId: e.tran_id,
        valId: e.val_id,
        amountPoisha: e.amount,
        currency: e.currency,
        bankTranId: e.bank_tran_id,
        riskLevel: e.risk_level ?? null,
        tranDate: e.tran_date,
        raw: elements[i] ?? {},
      }));
    },

    async initiateRefund(request): Promise<RefundInitiation> {
      const url = validatorUrl('merchantTransIDvalidationAPI.php', {
        bank_tran_id: request.bankTranId,
        refund_amount: poishaToDecimal(request.amountPoisha),
        refund_remarks: request.remarks,
        refe_id: request.refId,
      });
      const { data, raw } = await call('initiateRefund', url, {}, refundAnswer);
      requireDone('initiateRefund', data);
      if (!data.status) throw new GatewayError('bad_response', 'initiateRefund: the answer has no status');
      return {
        status: data.status,
        refundRefId: data.refund_ref_id,
        bankTranId: data.bank_tran_id ?? request.bankTranId,
        errorReason: data.errorReason,
        raw,
      };
    },

    async queryRefund(refundRefId): Promise<RefundStatus> {
      const url = validatorUrl('merchantTransIDvalidationAPI.php', { refund_ref_id: refundRefId });
      const { data, raw } = await call('queryRefund', url, {}, refundQueryAnswer);
      requireDone('queryRefund', data);
      if (!data.status) throw new GatewayError('bad_response', 'queryRefund: the answer has no status');
      return {
        status: data.status,
        refundRefId: data.refund_ref_id ?? refundRefId,
        bankTranId: data.bank_tran_id,
        initiatedOn: data.initiated_on,
        refundedOn: data.refunded_on,
        raw,
      };
    },
  };
}
