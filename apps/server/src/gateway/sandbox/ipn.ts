import { setMaxListeners } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import { sleep } from '../../lib/sleep.ts';
import type { SandboxFaults } from './store.ts';

/** Posts a form server to server; resolves with the HTTP status, rejects when unreachable. */
export type PostForm = (url: string, fields: Record<string, string>) => Promise<number>;

/** A PostForm over any fetch (the global one by default), with a time limit per post. */
export function formPoster(fetchImpl: typeof fetch = fetch, timeoutMs = 10_000): PostForm {
  return async (url, fields) => {
    const response = await fetchImpl(url, {
      method: 'POST',
      body: new URLSearchParams(fields),
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.arrayBuffer();
    return response.status;
  };
}

export interface IpnDelivery {
  url: string;
  tranId: string;
  /** 1 for the first try of a post, 2 for its first retry, ... */
  attempt: number;
  /** The merchant's HTTP status, or why nothing was answered. */
  outcome: number | 'unreachable' | 'dropped' | 'abandoned';
  at: Date;
}

type IpnFaults = Pick<SandboxFaults, 'dropIpn' | 'duplicateIpn' | 'lateIpnMs'>;

/**
 * Sends IPNs in the background, as the gateway does after the customer pays. A 5xx answer or an
 * unreachable merchant is retried `retries` times with doubling backoff; a 2xx-4xx answer is
 * final (the merchant heard it). Every try is logged for tests to inspect.
 */
/**
 * The one signal every IPN's waits listen on. While a merchant's server is down, every IPN sent
 * meanwhile waits for its retry on it at once: more than Node's default of 10 listeners, each
 * removed when its wait ends (lib/sleep.ts), so no leak to warn about.
 */
function cancellation(): AbortController {
  const controller = new AbortController();
  setMaxListeners(0, controller.signal);
  return controller;
}

export class IpnSender {
  readonly log: IpnDelivery[] = [];
  private readonly pending = new Set<Promise<void>>();
  /** Aborts the waits (late IPNs, retry backoff) of what was sent so far; replaced after a reset. */
  private cancel = cancellation();
  private closed = false;
  private interceptor: PostForm | null = null;

  constructor(
    private readonly transport: PostForm,
    private readonly retries = 3,
    private readonly backoffMs = 250,
    private readonly logger?: FastifyBaseLogger,
  ) {}

  send(url: string, fields: Record<string, string>, faults: IpnFaults): void {
    if (this.closed) {
      this.record(url, fields, 0, 'abandoned');
      return;
    }
    const job = this.deliverAll(url, fields, faults, this.cancel.signal).finally(() =>
      this.pending.delete(job),
    );
    this.pending.add(job);
  }

  /** Posts once, now, without retries: for tests that send forged or replayed notifications. */
  async sendNow(url: string, fields: Record<string, string>): Promise<number> {
    const status = await this.postForm(url, fields);
    this.record(url, fields, 1, status);
    return status;
  }

  /** Hands IPNs to `postForm` instead of the transport (a test playing the merchant); null restores. */
  intercept(postForm: PostForm | null): void {
    this.interceptor = postForm;
  }

  private postForm(url: string, fields: Record<string, string>): Promise<number> {
    return (this.interceptor ?? this.transport)(url, fields);
  }

  /** Resolves when every IPN sent so far has been delivered or given up. */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  /**
   * Gives up every IPN still waiting (a late one, a retry) and waits for posts already under
   * way, so nothing sent before a test's reset lands in the next test.
   */
  async abandonPending(): Promise<void> {
    this.cancel.abort();
    await this.settled();
    if (!this.closed) this.cancel = cancellation();
  }

  /** The app is closing: nothing more is sent, nothing waits. */
  close(): void {
    this.closed = true;
    this.cancel.abort();
  }

  private async deliverAll(
    url: string,
    fields: Record<string, string>,
    faults: IpnFaults,
    signal: AbortSignal,
  ) {
    if (faults.dropIpn) return this.record(url, fields, 1, 'dropped');
    try {
      if (faults.lateIpnMs > 0) await sleep(faults.lateIpnMs, signal);
      await this.deliver(url, fields, signal);
      if (faults.duplicateIpn) await this.deliver(url, fields, signal);
    } catch {
      this.record(url, fields, 0, 'abandoned');
    }
  }

  private async deliver(url: string, fields: Record<string, string>, signal: AbortSignal) {
    for (let attempt = 1; ; attempt++) {
      if (signal.aborted) throw signal.reason;
      const outcome = await this.postForm(url, fields).catch(() => 'unreachable' as const);
      this.record(url, fields, attempt, outcome);
      if (typeof outcome === 'number' && outcome < 500) return;
      if (attempt > this.retries) {
        this.logger?.warn({ url, tranId: fields.tran_id, outcome }, 'sandbox IPN given up');
        return;
      }
      await sleep(this.backoffMs * 2 ** (attempt - 1), signal);
    }
  }

  private record(
    url: string,
    fields: Record<string, string>,
    attempt: number,
    outcome: IpnDelivery['outcome'],
  ) {
    this.log.push({ url, tranId: fields.tran_id ?? '', attempt, outcome, at: new Date() });
    // Only the latest tries matter to anyone reading it; keep memory bounded.
    if (this.log.length > 1000) this.log.splice(0, this.log.length - 1000);
  }
}
