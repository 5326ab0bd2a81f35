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
import { callbackFields, paidWithFields, signCallback, storeAmount } from '../gateway/sandbox/callback.ts';
import { offeredMethods } from '../gateway/sandbox/methods.ts';
import {
  type AttemptStatus,
  type RememberedTransaction,
  type SandboxAttempt,
  SandboxStore,
} from '../gateway/sandbox/store.ts';
import { MULTI_CARD_NAME } from '../gateway/sslcommerz.ts';

/** What the demo's story decides a payer does on the gateway's page. */
export interface DemoAttempt {
  status: AttemptStatus;
  riskLevel?: RiskLevel;
}

/** How the gateway answers a refund request of the demo. */
export type DemoRefundAnswer = 'refunded' | 'processing' | 'unconfirmed';

/**
 * The gateway of the demo seed: the project's SSLCommerz sandbox's own store, driven in memory
 * and answering as its endpoints would (the same callback fields, signed with the store
 * password, the same Validation API answers, refunds with references), so the seed's payments
 * take the real path (checkout, gateway notice, validation, the move to paid or held, refund)
 * without any network call, even when SSLCOMMERZ_BASE_URL points at a real gateway. Every
 * record is stamped with the story's clock (`now`), and `transactions()` hands the whole ledger
 * over for the sandbox to remember at every start.
 */
export class DemoGateway implements PaymentGateway {
  private readonly store = new SandboxStore(Number.POSITIVE_INFINITY);
  /** The story's clock: the seed sets it to the time of each step before running it. */
  now = new Date();
  /** The answer the next refund request gets (the seed sets it before asking). */
  refundAnswer: DemoRefundAnswer = 'refunded';

  constructor(
    private readonly storeId: string,
    private readonly storePassword: string,
  ) {}

  async createSession(request: SessionRequest): Promise<GatewaySession> {
    // The page opens on the method the payer chose, as SSLCommerz's does; they pay with it.
    const multiCardName = MULTI_CARD_NAME[request.payMethod ?? 'all'];
    const session = this.store.addSession(
      {
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
        multiCardName,
        methods: offeredMethods(multiCardName),
      },
      this.now,
    );
    return { sessionKey: session.sessionKey, gatewayUrl: 'https://demo.invalid/' };
  }

  /** A press of Pay, Fail or Cancel on the page: the signed fields the gateway would post. */
  pay(tranId: string, attempt: DemoAttempt): Record<string, string> {
    const session = this.store.sessionsFor(tranId).at(-1);
    if (!session) throw new Error(`demo gateway: no session for ${tranId}`);
    const made = this.store.recordAttempt(
      session,
      attempt.status,
      attempt.riskLevel ?? 0,
      this.now,
      session.methods?.[0],
    );
    return signCallback(callbackFields(session, made, this.storeId), this.storePassword);
  }

  /**
   * The bank takes a confirmed card payment back after the gateway's answer (a chargeback): the
   * gateway's record of it now says FAILED, while DPMS holds it paid.
   */
  reverse(tranId: string): void {
    this.paidAttempt(tranId).status = 'FAILED';
  }

  /** The gateway's record of a confirmed payment comes to say `lessPoisha` less than it confirmed. */
  restate(tranId: string, lessPoisha: number): void {
    const paid = this.paidAttempt(tranId);
    paid.amountPoisha = this.amountOf(paid) - lessPoisha;
  }

  async validate(valId: string): Promise<Validation> {
    const attempt = this.store.attempt(valId);
    if (attempt?.status !== 'VALID') {
      return { status: 'INVALID_TRANSACTION', raw: { status: 'INVALID_TRANSACTION' } };
    }
    const status = attempt.validations === 0 ? 'VALID' : 'VALIDATED';
    this.store.markValidated(attempt, this.now);
    const amountPoisha = this.amountOf(attempt);
    const raw = {
      status,
      tran_id: attempt.tranId,
      val_id: valId,
      amount: String(amountPoisha / 100),
      bank_tran_id: attempt.bankTranId,
      tran_date: attempt.tranDate,
      currency: 'BDT',
      card_type: paidWithFields(attempt).card_type,
      risk_level: String(attempt.riskLevel),
      demo: true,
    };
    return {
      status,
      tranId: attempt.tranId,
      valId,
      amountPoisha,
      storeAmountPoisha: storeAmount(amountPoisha),
      currency: 'BDT',
      bankTranId: attempt.bankTranId,
      cardType: paidWithFields(attempt).card_type,
      riskLevel: attempt.riskLevel,
      riskTitle: attempt.riskLevel === 1 ? 'Risky' : 'Safe',
      tranDate: attempt.tranDate,
      raw,
    };
  }

  async queryByTranId(tranId: string): Promise<GatewayTransaction[]> {
    return this.store
      .sessionsFor(tranId)
      .flatMap((session) => session.attempts)
      .map((attempt) => ({
        status: attempt.status,
        tranId,
        valId: attempt.status === 'VALID' ? attempt.valId : null,
        amountPoisha: this.amountOf(attempt),
        currency: 'BDT',
        bankTranId: attempt.bankTranId,
        riskLevel: attempt.riskLevel,
        tranDate: attempt.tranDate,
        raw: { status: attempt.status, tran_id: tranId, demo: true },
      }));
  }

  async initiateRefund(request: RefundRequest): Promise<RefundInitiation> {
    const raw = { bank_tran_id: request.bankTranId, refe_id: request.refId, demo: true };
    const attempt = this.store.attemptByBankTranId(request.bankTranId);
    if (!attempt) throw new GatewayError('rejected', `initiateRefund: no transaction ${request.bankTranId}`);
    // The gateway keeps every refund it took, even one whose answer never reached DPMS.
    const refund = this.store.addRefund(
      attempt,
      {
        amountPoisha: request.amountPoisha,
        remarks: request.remarks,
        refId: request.refId,
        processing: this.refundAnswer === 'processing',
      },
      this.now,
    );
    if (this.refundAnswer === 'unconfirmed') {
      // Taken without a reference: DPMS keeps it as an unconfirmed refund for an admin to check.
      return { status: 'success', refundRefId: null, bankTranId: request.bankTranId, errorReason: null, raw };
    }
    return {
      status: 'success',
      refundRefId: refund.refundRefId,
      bankTranId: request.bankTranId,
      errorReason: null,
      raw: { ...raw, refund_ref_id: refund.refundRefId },
    };
  }

  async queryRefund(refundRefId: string): Promise<RefundStatus> {
    const refund = this.store.refund(refundRefId);
    if (!refund) throw new GatewayError('rejected', `queryRefund: no refund ${refundRefId}`);
    const status = refund.processing ? 'processing' : 'refunded';
    return {
      status,
      refundRefId,
      bankTranId: refund.bankTranId,
      initiatedOn: refund.initiatedOn,
      refundedOn: status === 'refunded' ? refund.refundedOn : null,
      raw: { refund_ref_id: refundRefId, bank_tran_id: refund.bankTranId, status, demo: true },
    };
  }

  /** The gateway's whole ledger of the story, for the sandbox to remember (demo/seed.ts). */
  transactions(): RememberedTransaction[] {
    return this.store.transactions();
  }

  private paidAttempt(tranId: string): SandboxAttempt {
    const paid = this.store
      .sessionsFor(tranId)
      .flatMap((session) => session.attempts)
      .find((attempt) => attempt.status === 'VALID');
    if (!paid) throw new Error(`demo gateway: no paid attempt for ${tranId}`);
    return paid;
  }

  private amountOf(attempt: SandboxAttempt): number {
    return attempt.amountPoisha ?? this.store.session(attempt.sessionKey)?.amountPoisha ?? 0;
  }
}
