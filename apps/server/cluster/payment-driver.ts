import { returnForm } from '../src/gateway/testing.ts';
import type { Traffic } from './traffic.ts';

/**
 * Students paying through nginx, as a browser does: checkout, the gateway's hosted page, Pay,
 * and "Return to merchant" posting the success callback, while the gateway's IPN for the same
 * payment arrives too. Each payment's IPN is steered to one instance and its browser redirect
 * to another (X-Dpms-Instance); when a fallback lands both on one instance (the chosen one was
 * restarting), the browser posts again elsewhere, as a reload does. Every twentieth payer closes
 * the browser after paying and the gateway's IPN is lost: only reconciliation can find those.
 */
export interface DriverOptions {
  url: string;
  /** The gateway's base URL: its page posts the browser's redirect from this origin. */
  gatewayUrl: string;
  traffic: Traffic;
  /** Instances nginx sends requests to now. */
  inRotation(): number[];
  /** The instance that answered from its port. */
  instanceOf(port: number | undefined): number | undefined;
  tours: { id: string }[];
  clubs: { id: string }[];
  /** Resolves when the students should stop starting new payments. */
  until: Promise<void>;
}

export interface DriverReport {
  checkouts: number;
  refused: number;
  /** tran_ids the gateway took money for. */
  paidOnGateway: string[];
  /** Of those, the ones whose IPN was lost and browser closed. */
  reconcileOnly: string[];
  /** tran_id → the instances that answered its IPN (2xx) and its browser redirect (303). */
  landings: Map<string, { ipn: number[]; browser: number[] }>;
  reposts: number;
  /** Requests sent again because a reused connection was closed before any answer (browserFetch). */
  resentOnNewConnection: number;
}

/**
 * fetch as a browser retries: a request on a reused keep-alive connection that the other side
 * closed before answering (nginx's old workers close idle connections when it reloads) is sent
 * again. Nothing was answered, so nothing was processed.
 */
async function browserFetch(input: string | URL, init: RequestInit, report: DriverReport): Promise<Response> {
  // Each failure discards one stale pooled connection; a reload may have left several.
  for (let attempt = 1; ; attempt++) {
    try {
      return await fetch(input, init);
    } catch (error) {
      const code = ((error as Error).cause as { code?: string } | undefined)?.code;
      if ((code !== 'UND_ERR_SOCKET' && code !== 'ECONNRESET') || attempt >= 10) throw error;
      report.resentOnNewConnection += 1;
    }
  }
}

export function createIpnRouter(
  traffic: Traffic,
  instanceOf: (port: number | undefined) => number | undefined,
) {
  const routes = new Map<string, number>();
  const dropped = new Set<string>();
  const delivered = new Map<
    string,
    { promise: Promise<number | undefined>; resolve(i: number | undefined): void }
  >();
  const landed = (tranId: string) => {
    let entry = delivered.get(tranId);
    if (!entry) {
      let resolve!: (i: number | undefined) => void;
      const promise = new Promise<number | undefined>((r) => {
        resolve = r;
      });
      entry = { promise, resolve };
      delivered.set(tranId, entry);
    }
    return entry;
  };
  return {
    /** The IPN of `tranId` goes to this instance. */
    steer(tranId: string, instance: number) {
      routes.set(tranId, instance);
    },
    /** The IPN of `tranId` is lost on the way: DPMS never hears it. */
    drop(tranId: string) {
      dropped.add(tranId);
    },
    /** The instance that took the IPN of `tranId` (answered below 500). */
    landedOn: (tranId: string) => landed(tranId).promise,
    /** The sandbox's IPN transport. */
    postForm: async (url: string, fields: Record<string, string>) => {
      const tranId = fields.tran_id ?? '';
      if (dropped.has(tranId)) return 200;
      const route = routes.get(tranId);
      const sentAt = Date.now();
      const res = await fetch(url, {
        method: 'POST',
        body: new URLSearchParams(fields),
        headers: route === undefined ? {} : { 'x-dpms-instance': String(route) },
        signal: AbortSignal.timeout(15_000),
      });
      const answer = traffic.record('ipn', res, sentAt);
      await res.arrayBuffer();
      if (res.status < 500) landed(tranId).resolve(instanceOf(answer.port));
      return res.status;
    },
  };
}

export async function drivePayments(
  options: DriverOptions,
  students: string[],
  ipn: ReturnType<typeof createIpnRouter>,
): Promise<DriverReport> {
  const { url, traffic } = options;
  const gatewayOrigin = new URL(options.gatewayUrl).origin;
  const report: DriverReport = {
    checkouts: 0,
    refused: 0,
    paidOnGateway: [],
    reconcileOnly: [],
    landings: new Map(),
    reposts: 0,
    resentOnNewConnection: 0,
  };
  let stopped = false;
  void options.until.then(() => {
    stopped = true;
  });
  let payments = 0;

  const pick = (not?: number) => {
    const up = options.inRotation().filter((i) => i !== not);
    return up[Math.floor(Math.random() * up.length)] ?? 0;
  };

  const student = async (cookie: string, index: number) => {
    const events = [...options.tours];
    for (let round = 0; !stopped; round++) {
      const tour = events.splice((index + round) % Math.max(1, events.length), 1)[0];
      const target = tour
        ? { path: `/api/tours/${tour.id}/checkout`, body: { mobile: '01711111111' } }
        : {
            path: `/api/clubs/${options.clubs[round % options.clubs.length]!.id}/checkout`,
            body: { mobile: '01711111111', plan: 'monthly' },
          };
      const sentAt = Date.now();
      const res = await browserFetch(
        `${url}${target.path}`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie, origin: url },
          body: JSON.stringify(target.body),
        },
        report,
      );
      traffic.record('checkout', res, sentAt);
      report.checkouts += 1;
      if (res.status !== 201) {
        // A full event or a closed one (the server said so), or a cut connection (recorded above).
        report.refused += 1;
        await res.arrayBuffer();
        continue;
      }
      const { url: pageUrl, tranId } = (await res.json()) as { url: string; tranId: string };
      const page = await fetch(pageUrl);
      await page.arrayBuffer();
      if (page.status !== 200) throw new Error(`the gateway page answered ${page.status}`);
      const sessionKey = new URL(pageUrl).searchParams.get('SESSIONKEY') ?? '';
      const closesBrowser = ++payments % 20 === 0;
      if (closesBrowser) ipn.drop(tranId);
      const ipnTo = pick();
      const browserTo = pick(ipnTo);
      ipn.steer(tranId, ipnTo);
      const paid = await fetch(new URL('gw.php', pageUrl), {
        method: 'POST',
        body: new URLSearchParams({ SESSIONKEY: sessionKey, outcome: 'paid' }),
      });
      const returnPage = await paid.text();
      if (paid.status !== 200) throw new Error(`Pay answered ${paid.status}: ${returnPage}`);
      report.paidOnGateway.push(tranId);
      if (closesBrowser) {
        report.reconcileOnly.push(tranId);
        continue;
      }
      const landing = { ipn: [] as number[], browser: [] as number[] };
      report.landings.set(tranId, landing);
      const back = returnForm(returnPage);
      const postBack = async (instance: number) => {
        const sentAt = Date.now();
        const answer = await browserFetch(
          back.action,
          {
            method: 'POST',
            headers: {
              'content-type': 'application/x-www-form-urlencoded',
              origin: gatewayOrigin,
              'x-dpms-instance': String(instance),
            },
            body: new URLSearchParams(back.fields),
            redirect: 'manual',
          },
          report,
        );
        const { port } = traffic.record('browser redirect', answer, sentAt);
        await answer.arrayBuffer();
        const served = options.instanceOf(port);
        if (answer.status === 303 && served !== undefined) landing.browser.push(served);
        return answer.status;
      };
      // The browser's redirect races the IPN, as it does on a real gateway.
      const ipnLanded = ipn.landedOn(tranId);
      let status = await postBack(browserTo);
      for (let reload = 0; status >= 500 && reload < 3; reload++) status = await postBack(pick(ipnTo));
      const ipnOn = await Promise.race([
        ipnLanded,
        new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 20_000)),
      ]);
      if (ipnOn !== undefined) landing.ipn.push(ipnOn);
      // Both on one instance (a fallback while the other was out of rotation): the browser posts
      // again elsewhere, as a reload does, a moment later if no other instance is in rotation yet.
      for (
        let attempt = 0;
        ipnOn !== undefined &&
        attempt < 5 &&
        landing.browser.length > 0 &&
        landing.browser.every((b) => b === ipnOn);
        attempt++
      ) {
        report.reposts += 1;
        if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 1_000));
        await postBack(pick(ipnOn));
      }
    }
  };
  await Promise.all(students.map((cookie, i) => student(cookie, i)));
  return report;
}
