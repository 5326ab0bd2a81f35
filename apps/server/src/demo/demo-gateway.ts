import { randomBytes } from 'node:crypto';
import {
  GatewayError,
  type GatewaySession,
  type GatewayTransaction,
  type PaymentGateway,
  type RefundInitiation,
  type RefundRequest,
  type RefundStatus,
  type RiskLevel,
  type SessionRequest,
  type Validation,
} from '../gateway/gateway.ts';
import { CARD, callbackFields, signCallback, storeAmount } from '../gateway/sandbox/callback.ts';
import {
  type AttemptStatus,
  dhakaTime,
  type SandboxAttempt,
  type SandboxSession,
} from '../gateway/sandbox/store.ts';

/** What the demo's story decides a payer does on the gateway's page. */
export interface DemoAttempt {
  status: AttemptStatus;
  at: Date;
  riskLevel?: RiskLevel;
  /** The gateway reports another amount than was invoiced: a mismatch hold. */
  amountPoisha?: number;
}

/** How the gateway answers a refund request of the demo. */
export type DemoRefundAnswer = 'refunded' | 'processing' | 'unconfirmed';

/**
 * The gateway of the demo seed: it answers in memory exactly as the project's SSLCommerz sandbox
 * would (the same callback fields, signed with the store password, the same Validation API
 * answers, refunds with references), so the seed's payments take the real path (checkout,
 * gateway notice, validation, the move to paid or held, refund) without any network call, even
 * when SSLCOMMERZ_BASE_URL points at a real gateway. It lives only as long as the seed runs.
 */
export class DemoGateway implements PaymentGateway {
  private readonly sessions = new Map<string, SandboxSession>();
  private readonly attempts = new Map<string, SandboxAttempt & { amountPoisha: number; at: Date }>();
  private readonly refunds = new Map<string, RefundStatus>();
  /** The answer the next refund request gets (the seed sets it before asking). */
  refundAnswer: DemoRefundAnswer = 'refunded';
  /** The time the next refund is stamped with. */
  refundAt = new Date();

  constructor(
    private readonly storeId: string,
    private readonly storePassword: string,
  ) {}

  async createSession(request: SessionRequest): Promise<GatewaySession> {
    const session: SandboxSession = {
      sessionKey: randomId(32),
      tranId: request.tranId,
      amountPoisha: request.amountPoisha,
      productName: request.productName,
      urls: { ...request.callbackUrls },
      values: {
        value_a: request.passThrough?.a ?? '',
        value_b: request.passThrough?.b ?? '',
        value_c: request.passThrough?.c ?? '',
        value_d: request.passThrough?.d ?? '',
      },
      createdAt: new Date(),
      expired: false,
      faults: {},
      attempts: [],
    };
    this.sessions.set(request.tranId, session);
    return { sessionKey: session.sessionKey, gatewayUrl: 'https://demo.invalid/' };
  }

  /** A press of Pay, Fail or Cancel on the page: the signed fields the gateway would post. */
  pay(tranId: string, attempt: DemoAttempt): Record<string, string> {
    const session = this.sessions.get(tranId);
    if (!session) throw new Error(`demo gateway: no session for ${tranId}`);
    const stamp = dhakaTime(attempt.at).replace(/\D/g, '').slice(2);
    const made: SandboxAttempt & { amountPoisha: number; at: Date } = {
      valId: `${stamp}${randomId(8)}`,
      bankTranId: `${stamp}${randomId(6)}`,
      tranId,
      sessionKey: session.sessionKey,
      status: attempt.status,
      riskLevel: attempt.riskLevel ?? 0,
      tranDate: dhakaTime(attempt.at),
      validations: 0,
      validatedOn: null,
      amountPoisha: attempt.amountPoisha ?? session.amountPoisha,
      at: attempt.at,
    };
    session.attempts.push(made);
    this.attempts.set(made.valId, made);
    return signCallback(
      callbackFields({ ...session, amountPoisha: made.amountPoisha }, made, this.storeId),
      this.storePassword,
    );
  }

  async validate(valId: string): Promise<Validation> {
    const attempt = this.attempts.get(valId);
    if (attempt?.status !== 'VALID') {
      return { status: 'INVALID_TRANSACTION', raw: { status: 'INVALID_TRANSACTION' } };
    }
    const status = attempt.validations++ === 0 ? 'VALID' : 'VALIDATED';
    const raw = {
      status,
      tran_id: attempt.tranId,
      val_id: valId,
      amount: String(attempt.amountPoisha / 100),
      bank_tran_id: attempt.bankTranId,
      tran_date: attempt.tranDate,
      currency: 'BDT',
      card_type: CARD.card_type,
      risk_level: String(attempt.riskLevel),
      demo: true,
    };
    return {
      status,
      tranId: attempt.tranId,
      valId,
      amountPoisha: attempt.amountPoisha,
      storeAmountPoisha: storeAmount(attempt.amountPoisha),
      currency: 'BDT',
      bankTranId: attempt.bankTranId,
      cardType: CARD.card_type,
      riskLevel: attempt.riskLevel,
      riskTitle: attempt.riskLevel === 1 ? 'Risky' : 'Safe',
      tranDate: attempt.tranDate,
      raw,
    };
  }

  async queryByTranId(tranId: string): Promise<GatewayTransaction[]> {
    return (this.sessions.get(tranId)?.attempts ?? []).map((attempt) => ({
      status: attempt.status,
      tranId,
      valId: attempt.status === 'VALID' ? attempt.valId : null,
      amountPoisha: this.attempts.get(attempt.valId)?.amountPoisha ?? 0,
      currency: 'BDT',
      bankTranId: attempt.bankTranId,
      riskLevel: attempt.riskLevel,
      tranDate: attempt.tranDate,
      raw: { status: attempt.status, tran_id: tranId, demo: true },
    }));
  }

  async initiateRefund(request: RefundRequest): Promise<RefundInitiation> {
    const raw = { bank_tran_id: request.bankTranId, refe_id: request.refId, demo: true };
    if (this.refundAnswer === 'unconfirmed') {
      // Taken without a reference: DPMS keeps it as an unconfirmed refund for an admin to check.
      return { status: 'success', refundRefId: null, bankTranId: request.bankTranId, errorReason: null, raw };
    }
    const refundRefId = randomId(16);
    const on = dhakaTime(this.refundAt);
    this.refunds.set(refundRefId, {
      status: this.refundAnswer,
      refundRefId,
      bankTranId: request.bankTranId,
      initiatedOn: on,
      refundedOn: this.refundAnswer === 'refunded' ? on : null,
      raw: { ...raw, refund_ref_id: refundRefId, status: this.refundAnswer },
    });
    return {
      status: 'success',
      refundRefId,
      bankTranId: request.bankTranId,
      errorReason: null,
      raw: { ...raw, refund_ref_id: refundRefId },
    };
  }

  async queryRefund(refundRefId: string): Promise<RefundStatus> {
    const refund = this.refunds.get(refundRefId);
    if (!refund) throw new GatewayError('rejected', `queryRefund: no refund ${refundRefId}`);
    return refund;
  }
}

function randomId(length: number): string {
  return randomBytes(Math.ceil(length / 2))
    .toString('hex')
    .slice(0, length)
    .toUpperCase();
}
