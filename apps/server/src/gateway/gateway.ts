import type { PayMethod } from '@dpms/shared/pay-methods';

/**
 * What the payment service needs from a card gateway. Amounts are integer poisha on this side;
 * the implementation converts to and from the gateway's decimal strings. Every method either
 * answers with a typed result or throws a GatewayError: never a raw network or parse error.
 */
export interface PaymentGateway {
  /** Opens a hosted-payment session; send the browser to `gatewayUrl`. */
  createSession(request: SessionRequest): Promise<GatewaySession>;
  /** The Validation API: the authority on whether a callback's val_id is a real, paid transaction. */
  validate(valId: string): Promise<Validation>;
  /** Every attempt the gateway knows for one tran_id (reconciliation of pending payments). */
  queryByTranId(tranId: string): Promise<GatewayTransaction[]>;
  initiateRefund(request: RefundRequest): Promise<RefundInitiation>;
  queryRefund(refundRefId: string): Promise<RefundStatus>;
}

export interface SessionRequest {
  /** Ours, unique per checkout attempt; SSLCommerz allows at most 30 characters. */
  tranId: string;
  amountPoisha: number;
  productName: string;
  productCategory: string;
  customer: {
    name: string;
    email: string;
    phone: string;
    /** SSLCommerz requires an address; we collect none, so these default to Dhaka, Bangladesh. */
    address?: string;
    city?: string;
    country?: string;
  };
  /** Absolute URLs the gateway posts to: browser (success, fail, cancel) and server (ipn). */
  callbackUrls: { success: string; fail: string; cancel: string; ipn: string };
  /** value_a..value_d, returned unchanged in every callback and validation answer. */
  passThrough?: { a?: string; b?: string; c?: string; d?: string };
  /**
   * The method the student chose (decision 0050): the gateway's page opens on it; `all` or
   * absent, on every method. The adapter decides how its gateway is told.
   */
  payMethod?: PayMethod;
}

export interface GatewaySession {
  sessionKey: string;
  /** Already checked to be on the configured gateway's origin. */
  gatewayUrl: string;
}

/** 0 = safe; 1 = the gateway flagged the payment as risky (hold it, do not grant). */
export type RiskLevel = 0 | 1;

export type Validation =
  | {
      /** VALID the first time a val_id is validated, VALIDATED every time after. */
      status: 'VALID' | 'VALIDATED';
      tranId: string;
      valId: string;
      amountPoisha: number;
      /** What the store receives after the gateway's fee. */
      storeAmountPoisha: number | null;
      currency: string;
      bankTranId: string;
      cardType: string;
      riskLevel: RiskLevel;
      riskTitle: string;
      tranDate: string;
      /** The gateway's answer as received, for the payment's event log. */
      raw: Record<string, unknown>;
    }
  | { status: 'INVALID_TRANSACTION'; raw: Record<string, unknown> };

export type TransactionStatus =
  | 'VALID'
  | 'VALIDATED'
  | 'PENDING'
  | 'FAILED'
  | 'CANCELLED'
  | 'EXPIRED'
  | 'UNATTEMPTED';

export interface GatewayTransaction {
  status: TransactionStatus;
  tranId: string;
  /** Null for an attempt that never reached a payment (PENDING, EXPIRED, ...). */
  valId: string | null;
  amountPoisha: number;
  currency: string;
  bankTranId: string | null;
  riskLevel: RiskLevel | null;
  tranDate: string | null;
  raw: Record<string, unknown>;
}

export interface RefundRequest {
  bankTranId: string;
  amountPoisha: number;
  remarks: string;
  /** Our own reference for the refund (refe_id). */
  refId: string;
}

export interface RefundInitiation {
  status: 'success' | 'failed' | 'processing';
  /** The gateway's reference, for queryRefund; null when the refund was refused. */
  refundRefId: string | null;
  bankTranId: string;
  /** Why a refund was refused, in the gateway's words. */
  errorReason: string | null;
  raw: Record<string, unknown>;
}

export interface RefundStatus {
  status: 'refunded' | 'processing' | 'cancelled';
  refundRefId: string;
  /** The transaction the refund belongs to, when the gateway says. */
  bankTranId: string | null;
  initiatedOn: string | null;
  refundedOn: string | null;
  raw: Record<string, unknown>;
}

/**
 * - timeout: no answer within the time limit
 * - network: the gateway could not be reached
 * - http_status: it answered with a non-2xx status
 * - bad_response: the answer was not JSON or not the documented shape
 * - rejected: it answered, and refused (bad credentials, failed session, unknown refund)
 * - foreign_url: the session's page is not on the configured gateway's origin
 */
export type GatewayErrorCode =
  | 'timeout'
  | 'network'
  | 'http_status'
  | 'bad_response'
  | 'rejected'
  | 'foreign_url';

/** Every failure of a gateway call. Messages never contain the store password. */
export class GatewayError extends Error {
  override readonly name = 'GatewayError';
  constructor(
    readonly code: GatewayErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
