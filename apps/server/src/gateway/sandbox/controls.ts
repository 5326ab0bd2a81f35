import { setTimeout as sleep } from 'node:timers/promises';
import type { RiskLevel } from '../gateway.ts';
import { type CallbackFields, callbackFields, signCallback } from './callback.ts';
import type { IpnSender, PostForm } from './ipn.ts';
import { SANDBOX_METHODS, type SandboxMethod } from './methods.ts';
import {
  type AttemptStatus,
  dhakaTime,
  NO_FAULTS,
  type RememberedTransaction,
  type SandboxAttempt,
  type SandboxFaults,
  type SandboxSession,
  type SandboxStore,
} from './store.ts';

/** The four buttons of the hosted page. */
export type Outcome = 'paid' | 'risky' | 'failed' | 'cancelled';

const OUTCOMES: Record<
  Outcome,
  { status: AttemptStatus; risk: RiskLevel; url: 'success' | 'fail' | 'cancel' }
> = {
  paid: { status: 'VALID', risk: 0, url: 'success' },
  risky: { status: 'VALID', risk: 1, url: 'success' },
  failed: { status: 'FAILED', risk: 0, url: 'fail' },
  cancelled: { status: 'CANCELLED', risk: 0, url: 'cancel' },
};

/** The browser's side of an attempt: where the hosted page sends it back, and with what. */
export interface Completion {
  url: string;
  fields: CallbackFields;
  attempt: SandboxAttempt;
}

/** At most this many attempts per session, so one page cannot fill the memory. */
const MAX_ATTEMPTS = 50;

/**
 * The emulator's state and its levers. The routes use it to answer; tests use it to inspect
 * sessions, pay without a browser, forge callbacks and switch faults on.
 */
export class SandboxControls {
  private faults: SandboxFaults = { ...NO_FAULTS };
  private readonly closing = new AbortController();

  constructor(
    readonly store: SandboxStore,
    private readonly ipn: IpnSender,
    readonly credentials: { storeId: string; storePassword: string },
  ) {}

  /** Faults for every session; a session's own (setSessionFaults) win over these. */
  setFaults(faults: Partial<SandboxFaults>): void {
    this.faults = { ...this.faults, ...faults };
  }

  setSessionFaults(sessionKey: string, faults: Partial<SandboxFaults>): void {
    const session = this.requireSession(sessionKey);
    session.faults = { ...session.faults, ...faults };
  }

  faultsFor(session: SandboxSession | undefined): SandboxFaults {
    return { ...this.faults, ...session?.faults };
  }

  session(sessionKey: string): SandboxSession | undefined {
    return this.store.session(sessionKey);
  }

  /** The latest session opened for a tran_id. */
  sessionFor(tranId: string): SandboxSession | undefined {
    return this.store.sessionsFor(tranId).at(-1);
  }

  /**
   * Takes back transactions it knew before this process started (the demo's history, which the
   * demo seed keeps): they answer as any other, and are never forgotten to make room.
   */
  remember(transactions: RememberedTransaction[]): void {
    for (const transaction of transactions) this.store.remember(transaction);
  }

  /** Every attempt made for a tran_id, across its sessions, oldest first. */
  attempts(tranId: string): SandboxAttempt[] {
    return this.store.sessionsFor(tranId).flatMap((s) => s.attempts);
  }

  get ipnLog() {
    return this.ipn.log;
  }

  /**
   * Hands every IPN to `postForm` instead of posting it, so a test can play the merchant
   * (record what arrives, answer 503 to see retries); null goes back to posting.
   */
  interceptIpn(postForm: PostForm | null): void {
    this.ipn.intercept(postForm);
  }

  /** Resolves when every IPN sent so far has been delivered or given up. */
  settled(): Promise<void> {
    return this.ipn.settled();
  }

  /** The methods a session's page offers, in its order; the first is the one it opens on. */
  methodsOf(session: SandboxSession): SandboxMethod[] {
    return session.methods ?? [...SANDBOX_METHODS];
  }

  /**
   * What pressing a hosted-page button does: records an attempt with a fresh val_id, sends the
   * IPN in the background (faults permitting) and returns the browser's signed callback.
   * `method` is what the customer paid with: one the page offers, by default the one it opened on.
   */
  complete(sessionKey: string, outcome: Outcome, method?: SandboxMethod): Completion {
    const session = this.requireSession(sessionKey);
    if (session.expired) throw new Error(`Sandbox session ${sessionKey} has expired`);
    if (session.attempts.length >= MAX_ATTEMPTS)
      throw new Error(`Sandbox session ${sessionKey} has too many attempts`);
    const offered = this.methodsOf(session);
    if (method && !offered.includes(method))
      throw new Error(`Sandbox session ${sessionKey} does not offer ${method}`);
    const { status, risk, url } = OUTCOMES[outcome];
    const attempt = this.store.recordAttempt(session, status, risk, new Date(), method ?? offered[0]);
    const fields = signCallback(
      callbackFields(session, attempt, this.credentials.storeId),
      this.credentials.storePassword,
    );
    if (session.urls.ipn) this.ipn.send(session.urls.ipn, fields, this.faultsFor(session));
    return { url: session.urls[url], fields, attempt };
  }

  /** Pays a session without a browser; returns the fields the browser would post to success_url. */
  pay(sessionKey: string, options: { risk?: boolean; method?: SandboxMethod } = {}): CallbackFields {
    return this.complete(sessionKey, options.risk ? 'risky' : 'paid', options.method).fields;
  }

  /**
   * A callback for a session that the gateway never made: no attempt is recorded, so the
   * Validation API does not know its val_id. `overrides` change fields before signing,
   * `signWith` signs with another password (a forger's guess); tamper with the result to break
   * the signature instead.
   */
  buildCallback(
    sessionKey: string,
    options: { status?: AttemptStatus; risk?: boolean; overrides?: CallbackFields; signWith?: string } = {},
  ): CallbackFields {
    const session = this.requireSession(sessionKey);
    const forged: SandboxAttempt = {
      valId: `FORGED${Date.now()}`,
      bankTranId: `FORGED${Date.now()}`,
      tranId: session.tranId,
      sessionKey,
      status: options.status ?? 'VALID',
      riskLevel: options.risk ? 1 : 0,
      tranDate: dhakaTime(new Date()),
      validations: 0,
      validatedOn: null,
    };
    const fields = { ...callbackFields(session, forged, this.credentials.storeId), ...options.overrides };
    return signCallback(fields, options.signWith ?? this.credentials.storePassword);
  }

  /** Posts any fields to the session's ipn_url now, once; resolves with the merchant's HTTP status. */
  sendIpn(sessionKey: string, fields: CallbackFields): Promise<number> {
    const url = this.requireSession(sessionKey).urls.ipn;
    if (!url) throw new Error(`Sandbox session ${sessionKey} has no ipn_url`);
    return this.ipn.sendNow(url, fields);
  }

  /** The session can no longer be paid; the transaction query reports it EXPIRED. */
  expire(sessionKey: string): void {
    this.requireSession(sessionKey).expired = true;
  }

  /**
   * Back to a fresh sandbox: IPNs still waiting are given up (those already posting are waited
   * for), then no sessions, faults, IPN log or interception remain.
   */
  async reset(): Promise<void> {
    await this.ipn.abandonPending();
    this.store.clear();
    this.faults = { ...NO_FAULTS };
    this.ipn.log.length = 0;
    this.ipn.intercept(null);
  }

  /** Waits like a slow gateway; gives up when the app closes. */
  pause(ms: number): Promise<void> {
    return sleep(ms, undefined, { signal: this.closing.signal });
  }

  close(): void {
    this.closing.abort();
    this.ipn.close();
  }

  private requireSession(sessionKey: string): SandboxSession {
    const session = this.store.session(sessionKey);
    if (!session) throw new Error(`No sandbox session ${sessionKey}`);
    return session;
  }
}
