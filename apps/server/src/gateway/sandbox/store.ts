import { randomBytes } from 'node:crypto';
import type { RiskLevel } from '../gateway.ts';
import type { SandboxMethod } from './methods.ts';

/**
 * Misbehaviours the emulator can put on, for tests of the payment service. Set for every
 * session (controls.setFaults) or for one (controls.setSessionFaults); a session's own win.
 */
export interface SandboxFaults {
  /** Send every IPN twice. */
  duplicateIpn: boolean;
  /** Wait this long before sending an IPN. */
  lateIpnMs: number;
  /** Never send the IPN (the browser's callback is then the only notice). */
  dropIpn: boolean;
  /** The validator endpoints (validation, transaction query, refund) answer HTTP 500. */
  validatorDown: boolean;
  /** The validator endpoints wait this long before answering. */
  validatorSlowMs: number;
  /** The Validation API answers this status for a known val_id instead of the true one. */
  validatorStatus: 'VALID' | 'VALIDATED' | 'INVALID_TRANSACTION' | null;
  /** The validator endpoints report this amount (poisha) for a paid attempt: an amount mismatch. */
  amountOverride: number | null;
  /** What the refund query answers: the real gateway may say processing for days, or cancel. */
  refundStatus: 'refunded' | 'processing' | 'cancelled';
}

export const NO_FAULTS: SandboxFaults = {
  duplicateIpn: false,
  lateIpnMs: 0,
  dropIpn: false,
  validatorDown: false,
  validatorSlowMs: 0,
  validatorStatus: null,
  amountOverride: null,
  refundStatus: 'refunded',
};

export interface SandboxSession {
  sessionKey: string;
  tranId: string;
  amountPoisha: number;
  productName: string;
  urls: { success: string; fail: string; cancel: string; ipn: string | null };
  /** value_a..value_d as the merchant sent them, returned in every callback. */
  values: Record<'value_a' | 'value_b' | 'value_c' | 'value_d', string>;
  /** `multi_card_name` as the merchant sent it (absent: none), and the methods its page offers. */
  multiCardName?: string | null;
  /** Absent (the demo's older history): every method. */
  methods?: SandboxMethod[];
  createdAt: Date;
  expired: boolean;
  faults: Partial<SandboxFaults>;
  attempts: SandboxAttempt[];
  /** Given to the sandbox (the demo's history), not opened on it: never forgotten to make room. */
  remembered?: boolean;
}

export type AttemptStatus = 'VALID' | 'FAILED' | 'CANCELLED';

/** One press of Pay, Fail or Cancel on the hosted page; each gets its own val_id. */
export interface SandboxAttempt {
  valId: string;
  bankTranId: string;
  tranId: string;
  sessionKey: string;
  status: AttemptStatus;
  riskLevel: RiskLevel;
  /** What the customer paid with on the page; absent (older history): the sandbox's test Visa. */
  method?: SandboxMethod;
  /** Dhaka local time, as SSLCommerz writes it: "2025-01-31 14:05:09". */
  tranDate: string;
  /** How often the Validation API has answered for it: VALID at 0, VALIDATED after. */
  validations: number;
  validatedOn: string | null;
  /** What the gateway's record says it took, when that is not the session's amount. */
  amountPoisha?: number;
}

export interface SandboxRefund {
  refundRefId: string;
  bankTranId: string;
  tranId: string;
  amountPoisha: number;
  remarks: string;
  refId: string;
  initiatedOn: string;
  refundedOn: string;
  /** Cancelled by the gateway (the refundStatus fault): the money stayed with the merchant. */
  cancelled: boolean;
  /** Not finished yet: the refund query answers processing (the real gateway may, for days). */
  processing?: boolean;
}

/**
 * A transaction as the sandbox keeps it, in JSON: what the demo seed stores and hands back at
 * every start (`SandboxStore.remember`), since the sandbox itself forgets on a restart.
 */
export interface RememberedTransaction {
  session: Omit<SandboxSession, 'createdAt' | 'faults' | 'attempts' | 'remembered'> & { createdAt: string };
  attempts: SandboxAttempt[];
  refunds: SandboxRefund[];
}

export type NewSession = Pick<SandboxSession, 'tranId' | 'amountPoisha' | 'productName' | 'urls' | 'values'> &
  Partial<Pick<SandboxSession, 'multiCardName' | 'methods'>>;

/**
 * The emulator's state, in memory on purpose: it is a development and test tool, so a restart
 * forgets every sandbox session (a payment left pending then simply expires). The oldest
 * sessions are dropped past `maxSessions`, so a public demo cannot be made to grow without end.
 */
export class SandboxStore {
  private readonly sessions = new Map<string, SandboxSession>();
  /** The sessions of each tran_id, oldest first: looked up on every validation and IPN. */
  private readonly sessionsByTranId = new Map<string, SandboxSession[]>();
  private readonly attemptsByValId = new Map<string, SandboxAttempt>();
  private readonly attemptsByBankTranId = new Map<string, SandboxAttempt>();
  private readonly refunds = new Map<string, SandboxRefund>();
  private rememberedCount = 0;

  constructor(private readonly maxSessions = 5000) {}

  addSession(input: NewSession, at = new Date()): SandboxSession {
    const session: SandboxSession = {
      ...input,
      sessionKey: randomId(32),
      createdAt: at,
      expired: false,
      faults: {},
      attempts: [],
    };
    this.keep(session);
    if (this.sessions.size - this.rememberedCount > this.maxSessions) this.forgetOldest();
    return session;
  }

  /** Takes back a transaction it knew before (the demo's, stored by the seed), ids and times as they were. */
  remember({ session, attempts, refunds }: RememberedTransaction): void {
    if (this.sessions.has(session.sessionKey)) return;
    this.keep({
      ...session,
      createdAt: new Date(session.createdAt),
      faults: {},
      attempts: attempts.map((attempt) => ({ ...attempt })),
      remembered: true,
    });
    this.rememberedCount++;
    for (const attempt of this.sessions.get(session.sessionKey)!.attempts) this.index(attempt);
    for (const refund of refunds) this.refunds.set(refund.refundRefId, { ...refund });
  }

  /** Every transaction it knows, as `remember` takes them back. */
  transactions(): RememberedTransaction[] {
    return [...this.sessions.values()].map(({ createdAt, faults, attempts, remembered, ...session }) => ({
      session: { ...session, createdAt: createdAt.toISOString() },
      attempts: attempts.map((attempt) => ({ ...attempt })),
      refunds: [...this.refunds.values()].filter((r) => attempts.some((a) => a.bankTranId === r.bankTranId)),
    }));
  }

  session(sessionKey: string): SandboxSession | undefined {
    return this.sessions.get(sessionKey);
  }

  /** Every session opened for a tran_id, oldest first. */
  sessionsFor(tranId: string): SandboxSession[] {
    return [...(this.sessionsByTranId.get(tranId) ?? [])];
  }

  recordAttempt(
    session: SandboxSession,
    status: AttemptStatus,
    riskLevel: RiskLevel,
    now = new Date(),
    method?: SandboxMethod,
  ): SandboxAttempt {
    const attempt: SandboxAttempt = {
      valId: `${compactDate(now)}${randomId(8)}`,
      bankTranId: `${compactDate(now)}${randomId(6)}`,
      tranId: session.tranId,
      sessionKey: session.sessionKey,
      status,
      riskLevel,
      ...(method ? { method } : {}),
      tranDate: dhakaTime(now),
      validations: 0,
      validatedOn: null,
    };
    session.attempts.push(attempt);
    this.index(attempt);
    return attempt;
  }

  attempt(valId: string): SandboxAttempt | undefined {
    return this.attemptsByValId.get(valId);
  }

  attemptByBankTranId(bankTranId: string): SandboxAttempt | undefined {
    return this.attemptsByBankTranId.get(bankTranId);
  }

  /** Counts one answer of the Validation API: the next one says VALIDATED. */
  markValidated(attempt: SandboxAttempt, now = new Date()): void {
    attempt.validatedOn ??= dhakaTime(now);
    attempt.validations++;
  }

  addRefund(
    attempt: SandboxAttempt,
    input: Pick<SandboxRefund, 'amountPoisha' | 'remarks' | 'refId' | 'processing'>,
    at = new Date(),
  ) {
    // The sandbox settles a refund at once (unless told it is still processing); the real
    // gateway may say "processing" for days.
    const now = dhakaTime(at);
    const refund: SandboxRefund = {
      ...input,
      refundRefId: randomId(16),
      bankTranId: attempt.bankTranId,
      tranId: attempt.tranId,
      initiatedOn: now,
      refundedOn: now,
      cancelled: false,
    };
    this.refunds.set(refund.refundRefId, refund);
    return refund;
  }

  refund(refundRefId: string): SandboxRefund | undefined {
    return this.refunds.get(refundRefId);
  }

  /** The live (not cancelled) refund of a transaction. */
  refundOf(bankTranId: string): SandboxRefund | undefined {
    return [...this.refunds.values()].find((r) => r.bankTranId === bankTranId && !r.cancelled);
  }

  clear(): void {
    this.rememberedCount = 0;
    this.sessions.clear();
    this.sessionsByTranId.clear();
    this.attemptsByValId.clear();
    this.attemptsByBankTranId.clear();
    this.refunds.clear();
  }

  private keep(session: SandboxSession): void {
    this.sessions.set(session.sessionKey, session);
    const ofTran = this.sessionsByTranId.get(session.tranId);
    if (ofTran) ofTran.push(session);
    else this.sessionsByTranId.set(session.tranId, [session]);
  }

  private index(attempt: SandboxAttempt): void {
    this.attemptsByValId.set(attempt.valId, attempt);
    this.attemptsByBankTranId.set(attempt.bankTranId, attempt);
  }

  /** Makes room: the oldest session opened here goes (a remembered one never does). */
  private forgetOldest(): void {
    for (const session of this.sessions.values()) {
      if (session.remembered) continue;
      this.forget(session.sessionKey);
      return;
    }
  }

  private forget(sessionKey: string): void {
    const session = this.sessions.get(sessionKey);
    if (!session) return;
    this.sessions.delete(sessionKey);
    const ofTran = this.sessionsByTranId.get(session.tranId)?.filter((s) => s !== session) ?? [];
    if (ofTran.length > 0) this.sessionsByTranId.set(session.tranId, ofTran);
    else this.sessionsByTranId.delete(session.tranId);
    for (const attempt of session.attempts) {
      this.attemptsByValId.delete(attempt.valId);
      this.attemptsByBankTranId.delete(attempt.bankTranId);
      for (const refund of this.refunds.values()) {
        if (refund.bankTranId === attempt.bankTranId) this.refunds.delete(refund.refundRefId);
      }
    }
  }
}

function randomId(length: number): string {
  return randomBytes(Math.ceil(length / 2))
    .toString('hex')
    .slice(0, length)
    .toUpperCase();
}

/** Dhaka is UTC+6 all year (no daylight saving). */
export function dhakaTime(date: Date): string {
  return new Date(date.getTime() + 6 * 3600_000).toISOString().replace('T', ' ').slice(0, 19);
}

/** "250131140509": the date prefix SSLCommerz's own ids carry. */
function compactDate(date: Date): string {
  return dhakaTime(date).replace(/\D/g, '').slice(2);
}
