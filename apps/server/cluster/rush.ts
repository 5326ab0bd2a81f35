/**
 * `npm run bench:rush`: the fee deadline's rush, on PostgreSQL through nginx over 3 instances
 * (the built bundle, a fresh database, the gateway's sandbox in a process of its own, a real
 * SMTP server). RUSH_STUDENTS students (500) arrive within RUSH_SECONDS (300), more and more
 * toward the deadline (student i of n at T·√(i/n): the rate climbs steadily to twice the
 * average). Each signs in for real through nginx (the accounts share one password hash, made
 * once; every sign-in still checks it), opens Home, Clubs and My Payments (each page, then the
 * reads the web app makes on it, together), starts a checkout for an event or a club fee, pays on
 * the gateway's page and returns to DPMS, whose result page shows the payment; the gateway's IPN
 * races the return. Meanwhile RUSH_VISITORS visitors (10) browse Home, Events (/tours) and Clubs
 * without a cookie, a page a second each (nginx may answer their reads from its cache).
 *
 * Every request is timed to its last byte, by step. Prints p50, p95 and p99 and the errors of
 * each step, the targets (PASS or MISS: the exit code ignores them), the ledger once every IPN
 * and receipt has settled (checkLedger, as cluster.test.ts), and the load average. The instances
 * run with RATE_LIMIT=false: every student comes from 127.0.0.1 here.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { publicReads } from '@dpms/shared/first-screen';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { setGlobalDispatcher } from 'undici';
import { createVerifiedAccount } from '../src/auth/verified-accounts.ts';
import { announcement, mailOutbox, payment, paymentEvent } from '../src/db/schema/index.ts';
import type { PostForm } from '../src/gateway/sandbox/ipn.ts';
import { returnForm } from '../src/gateway/testing.ts';
import { createClub, createTour, imageUrl } from '../test/factories/catalog.ts';
import { until } from '../test/faults/server-process.ts';
import { checkLedger, type LedgerCheck } from '../test/load/payment-load.ts';
import { startSmtp } from '../test/smtp.ts';
import { type Cluster, startCluster, testInstanceEnv } from './cluster.ts';
import { controlApp } from './control.ts';
import { createDatabase } from './database.ts';
import { startGatewayProcess } from './gateway.ts';
import { createIpnRouter } from './payment-driver.ts';
import { trustingAgent } from './tls.ts';
import { Traffic } from './traffic.ts';

const STUDENTS = Number(process.env.RUSH_STUDENTS ?? 500);
const SECONDS = Number(process.env.RUSH_SECONDS ?? 300);
const VISITORS = Number(process.env.RUSH_VISITORS ?? 10);
const INSTANCES = 3;
/** One page of the events list; each with a seat for every student, so none is refused. */
const EVENTS = 6;
const CLUBS = 3;
const PASSWORD = 'Rush-Bench-Pass-2026';
const MOBILE = '01711111111';
/** A visitor's pause between two pages. */
const THINK_MS = 1_000;
const REQUEST_TIMEOUT_MS = 30_000;
/** How long the IPNs, the reconciliation and the receipts may take after the last payment. */
const SETTLE_MS = 120_000;
const TARGETS = { readP99Ms: 50, writeP99Ms: 300 };
const ENCODINGS = 'gzip, deflate, br';
const say = (line: string) => process.stdout.write(`${line}\n`);

/** Who makes a step's requests: the table lists the students' steps, then the gateway's, then the visitors'. */
type Who = 'student' | 'gateway' | 'visitor';
/** What the targets judge a step as: a page or a public read, a sign-in, a checkout start; or not at all. */
type Kind = 'page' | 'public read' | 'own read' | 'sign-in' | 'checkout' | 'other';

interface Step {
  name: string;
  who: Who;
  kind: Kind;
  ms: number[];
  /** Failed requests by status ('timeout' or 'no answer' when none came), with the first one's answer. */
  errors: Map<string, { count: number; first: string }>;
  /** Answers nginx gave from its cache. */
  cacheHits: number;
}

interface Answer {
  status: number;
  text: string;
  headers: Headers;
}

/** What one rush needs: where nginx and the gateway are, the catalogue, and what it counts. */
interface Rush {
  url: string;
  gatewayOrigin: string;
  traffic: Traffic;
  tours: { id: string }[];
  clubs: { id: string }[];
  steps: Map<string, Step>;
  /** tran_ids the gateway took money for. */
  paidOnGateway: string[];
  checkouts: number;
  /** Checkouts the server refused for a full or closed event: an answer, not an error. */
  refused: number;
}

/** The home screen's reads; the events and clubs screens read their first page (firstScreenReads). */
const HOME_READS = [publicReads.stats, '/api/announcements?limit=10'];
const VISITOR_PAGES = [
  { page: '/', reads: HOME_READS },
  { page: '/tours', reads: [publicReads.tours(1)] },
  { page: '/clubs', reads: [publicReads.clubs] },
];
/** The reads anyone may make (a visitor's copy may come from nginx's cache); the others are the reader's own. */
const PUBLIC_READS = new Set([publicReads.stats, publicReads.clubs, '/api/tours', '/api/announcements']);

function stepOf(steps: Map<string, Step>, who: Who, name: string, kind: Kind): Step {
  const key = `${who}: ${name}`;
  let step = steps.get(key);
  if (!step) {
    step = { name: key, who, kind, ms: [], errors: new Map(), cacheHits: 0 };
    steps.set(key, step);
  }
  return step;
}

const pageStep = (steps: Map<string, Step>, who: Who, page: string) =>
  stepOf(steps, who, `page ${page}`, 'page');

function readStep(steps: Map<string, Step>, who: Who, read: string): Step {
  const pathname = read.split('?')[0]!;
  return stepOf(steps, who, `read ${pathname}`, PUBLIC_READS.has(pathname) ? 'public read' : 'own read');
}

function fail(step: Step, status: string, answer: string) {
  const seen = step.errors.get(status);
  if (seen) seen.count += 1;
  else step.errors.set(status, { count: 1, first: answer.replace(/\s+/g, ' ').slice(0, 160) });
}

/** A 3xx's status with where it sends the browser (`303 → /payment/fail`), else the status. */
function statusLabel(res: Response): string {
  const location = res.headers.get('location');
  if (res.status < 300 || res.status >= 400 || !location) return String(res.status);
  return `${res.status} → ${new URL(location, 'http://x').pathname.split('/').slice(0, 3).join('/')}`;
}

/**
 * One request, timed to its last byte; an answer `ok` refuses, a timeout or no answer at all is
 * an error of the step. Requests through nginx are also recorded in the rush's Traffic.
 */
async function timed(
  rush: Rush,
  step: Step,
  url: string,
  init: RequestInit = {},
  ok: (res: Response) => boolean = (res) => res.status === 200,
): Promise<Answer | undefined> {
  const started = performance.now();
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    if (url.startsWith(rush.url)) rush.traffic.record(step.name, res);
    const text = await res.text();
    step.ms.push(performance.now() - started);
    if (res.headers.get('x-cache-status') === 'HIT') step.cacheHits += 1;
    if (!ok(res)) fail(step, statusLabel(res), text);
    return { status: res.status, text, headers: res.headers };
  } catch (error) {
    step.ms.push(performance.now() - started);
    const { name, message, cause } = error as Error;
    fail(
      step,
      name === 'TimeoutError' ? 'timeout' : 'no answer',
      String((cause as Error)?.message ?? message),
    );
    return undefined;
  }
}

/** A page of the web app as a browser opens it, then the reads its screen makes, together. */
async function visit(rush: Rush, who: Who, page: string, reads: string[], cookie?: string) {
  const session: Record<string, string> = cookie ? { cookie } : {};
  const html = await timed(rush, pageStep(rush.steps, who, page), `${rush.url}${page}`, {
    headers: { ...session, accept: 'text/html', 'accept-encoding': ENCODINGS },
  });
  if (!html) return;
  await Promise.all(
    reads.map((read) =>
      timed(rush, readStep(rush.steps, who, read), `${rush.url}${read}`, {
        headers: { ...session, accept: 'application/json', 'accept-encoding': ENCODINGS },
      }),
    ),
  );
}

/** Signs in through nginx as the web app does; answers the Cookie header value, if signed in. */
async function signIn(rush: Rush, email: string): Promise<string | undefined> {
  const answer = await timed(
    rush,
    stepOf(rush.steps, 'student', 'sign in', 'sign-in'),
    `${rush.url}/api/auth/sign-in/email`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: rush.url },
      body: JSON.stringify({ email, password: PASSWORD }),
    },
  );
  if (answer?.status !== 200) return undefined;
  return answer.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** Four students in five pay for an event, the fifth a club fee. */
function checkoutOf(rush: Rush, index: number) {
  if (index % 5 !== 4) {
    return { path: `/api/tours/${rush.tours[index % EVENTS]!.id}/checkout`, body: { mobile: MOBILE } };
  }
  return {
    path: `/api/clubs/${rush.clubs[index % CLUBS]!.id}/checkout`,
    body: { mobile: MOBILE, plan: index % 2 === 0 ? 'monthly' : 'yearly' },
  };
}

/** The gateway's hosted page and its Pay button (as the payment driver does); answers the "Return to merchant" page. */
async function payOnGateway(rush: Rush, pageUrl: string): Promise<string | undefined> {
  const page = await timed(rush, stepOf(rush.steps, 'gateway', 'page (sandbox)', 'other'), pageUrl);
  if (page?.status !== 200) return undefined;
  const paid = await timed(
    rush,
    stepOf(rush.steps, 'gateway', 'Pay (sandbox)', 'other'),
    new URL('gw.php', pageUrl).href,
    {
      method: 'POST',
      body: new URLSearchParams({
        SESSIONKEY: new URL(pageUrl).searchParams.get('SESSIONKEY') ?? '',
        outcome: 'paid',
      }),
    },
  );
  return paid?.status === 200 ? paid.text : undefined;
}

/** One student's journey, from sign-in to the payment's result page. */
async function student(rush: Rush, email: string, index: number) {
  const cookie = await signIn(rush, email);
  if (!cookie) return;
  await visit(rush, 'student', '/', [...HOME_READS, '/api/session'], cookie);
  await visit(rush, 'student', '/clubs', [publicReads.clubs], cookie);
  await visit(rush, 'student', '/my-payments', ['/api/me/payments?kind=tour&page=1'], cookie);

  const target = checkoutOf(rush, index);
  rush.checkouts += 1;
  const started = await timed(
    rush,
    stepOf(rush.steps, 'student', 'checkout start', 'checkout'),
    `${rush.url}${target.path}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, origin: rush.url },
      body: JSON.stringify(target.body),
    },
    (res) => res.status === 201 || res.status === 422,
  );
  if (started?.status === 422) rush.refused += 1;
  if (started?.status !== 201) return;
  const { url: pageUrl, tranId } = JSON.parse(started.text) as { url: string; tranId: string };
  const returnPage = await payOnGateway(rush, pageUrl);
  if (returnPage === undefined) return;
  rush.paidOnGateway.push(tranId);

  // "Return to merchant": the browser posts the gateway's form to DPMS, which sends it to the result page.
  const back = returnForm(returnPage);
  const returned = await timed(
    rush,
    stepOf(rush.steps, 'student', 'return from the gateway', 'other'),
    back.action,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: rush.gatewayOrigin },
      body: new URLSearchParams(back.fields),
      redirect: 'manual',
    },
    (res) => res.status === 303 && (res.headers.get('location') ?? '').startsWith('/payment/success/'),
  );
  const location = returned?.headers.get('location');
  if (!location) return;
  await timed(rush, pageStep(rush.steps, 'student', '/payment/success/:tranId'), `${rush.url}${location}`, {
    headers: { cookie, accept: 'text/html', 'accept-encoding': ENCODINGS },
  });
  await timed(
    rush,
    readStep(rush.steps, 'student', '/api/payments/:tranId/status'),
    `${rush.url}/api/payments/${encodeURIComponent(tranId)}/status`,
    { headers: { cookie, accept: 'application/json', 'accept-encoding': ENCODINGS } },
  );
}

/** A visitor without a cookie, going round Home, Events and Clubs until the students are done. */
async function visitor(rush: Rush, index: number, done: () => boolean) {
  await sleep(Math.random() * THINK_MS);
  for (let n = index; !done(); n++) {
    const { page, reads } = VISITOR_PAGES[n % VISITOR_PAGES.length]!;
    await visit(rush, 'visitor', page, reads);
    await sleep(THINK_MS);
  }
}

/** When student i arrives, in ms from the start: the rate climbs steadily toward the deadline. */
const arrivalMs = (i: number) => SECONDS * 1000 * Math.sqrt((i + 1) / STUDENTS);

/** The students arrive and pay while the visitors browse; answers the seconds it took. */
async function runRush(rush: Rush, emails: string[]): Promise<number> {
  // The visitors' steps in the table in the order of their round.
  for (const { page, reads } of VISITOR_PAGES) {
    pageStep(rush.steps, 'visitor', page);
    for (const read of reads) readStep(rush.steps, 'visitor', read);
  }
  let studentsDone = false;
  const visitors = Array.from({ length: VISITORS }, (_, i) => visitor(rush, i, () => studentsDone));
  const started = performance.now();
  await Promise.all(
    emails.map(async (email, i) => {
      await sleep(arrivalMs(i));
      await student(rush, email, i);
    }),
  );
  studentsDone = true;
  await Promise.all(visitors);
  return (performance.now() - started) / 1000;
}

/** The students' accounts, sharing one password hash (scrypt is CPU-heavy); answers their e-mails. */
async function createAccounts(control: FastifyInstance, count: number): Promise<string[]> {
  const passwordHash = await (await control.auth.$context).password.hash(PASSWORD);
  const stamp = Date.now().toString(36);
  const emails = Array.from({ length: count }, (_, n) => `rush.${stamp}.${n}@example.edu`);
  for (let i = 0; i < count; i += 20) {
    await Promise.all(
      emails.slice(i, i + 20).map((email, j) =>
        createVerifiedAccount(control, {
          email,
          password: PASSWORD,
          passwordHash,
          name: `Rush Student ${i + j}`,
          role: 'student',
          studentId: `RU${stamp}${i + j}`.slice(0, 32),
          batch: '10th',
        }),
      ),
    );
  }
  return emails;
}

/** Events with a seat for every student, a few clubs, and the announcements the home slider shows. */
async function createCatalogue(control: FastifyInstance) {
  const tours = await Promise.all(
    Array.from({ length: EVENTS }, (_, i) =>
      createTour(control, { destination: `Rush event ${i + 1}`, groupSize: STUDENTS }),
    ),
  );
  const clubs = await Promise.all(
    Array.from({ length: CLUBS }, (_, i) => createClub(control, { clubName: `Rush club ${i + 1}` })),
  );
  await control.database.db.insert(announcement).values(
    Array.from({ length: 3 }, (_, i) => ({
      title: `Fee deadline ${i + 1}`,
      description: 'Pay the semester fee by the end of the day.',
      imageUrl: imageUrl(),
    })),
  );
  return { tours, clubs };
}

/**
 * Waits until every IPN has had its answer, every payment the gateway took is paid or held, and
 * no receipt is queued; answers the seconds that took, or undefined when SETTLE_MS passed first.
 */
async function settle(
  control: FastifyInstance,
  gateway: { settled(): Promise<void> },
  paidOnGateway: string[],
): Promise<number | undefined> {
  const started = Date.now();
  const { db } = control.database;
  try {
    await gateway.settled();
    await until(async () => {
      const rows = paidOnGateway.length
        ? await db
            .select({ status: payment.status })
            .from(payment)
            .where(inArray(payment.tranId, paidOnGateway))
        : [];
      const [queued] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(mailOutbox)
        .where(eq(mailOutbox.status, 'queued'));
      return (
        rows.length === paidOnGateway.length &&
        rows.every((r) => r.status === 'paid' || r.status === 'on_hold') &&
        queued!.n === 0
      );
    }, SETTLE_MS);
    return (Date.now() - started) / 1000;
  } catch {
    return undefined;
  }
}

/** Payments moved to paid more than once (by the IPN, the browser's return or reconciliation). */
async function paidTwice(control: FastifyInstance, paidOnGateway: string[]): Promise<number> {
  if (paidOnGateway.length === 0) return 0;
  const moves = await control.database.db
    .select({ tranId: paymentEvent.tranId, n: sql<number>`count(*)::int` })
    .from(paymentEvent)
    .where(and(eq(paymentEvent.outcome, 'paid'), inArray(paymentEvent.tranId, paidOnGateway)))
    .groupBy(paymentEvent.tranId);
  return moves.filter((m) => m.n > 1).length;
}

/** The nearest-rank percentile, in ms. */
function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const ms = (value: number) => (value < 10 ? value.toFixed(1) : String(Math.round(value)));
const errorCount = (step: Step) => [...step.errors.values()].reduce((sum, e) => sum + e.count, 0);
const loadAverage = (load: number[]) => load.map((l) => l.toFixed(2)).join(' ');

/** Each step's figures, and each error's status with its first answer. */
function printSteps(steps: Step[]) {
  say('| step | count | p50 ms | p95 ms | p99 ms | errors |');
  say('|---|---|---|---|---|---|');
  for (const step of steps) {
    const byStatus = [...step.errors].map(([status, e]) => `${status}: ${e.count}`).join(', ');
    const errors = errorCount(step);
    say(
      `| ${step.name} | ${step.ms.length} | ${ms(percentile(step.ms, 50))} | ${ms(percentile(step.ms, 95))} | ${ms(percentile(step.ms, 99))} | ${errors ? `${errors} (${byStatus})` : 0} |`,
    );
  }
  const failed = steps.flatMap((step) => [...step.errors].map(([status, e]) => ({ step, status, e })));
  if (failed.length === 0) return;
  say('');
  say('First answer of each error:');
  for (const { step, status, e } of failed) say(`- ${step.name}, ${status}: ${e.first || '(empty)'}`);
}

/** PASS or MISS for each target, with the figure that decided it. */
function printTargets(steps: Step[], ledger: LedgerCheck, paidOnGateway: number, twice: number) {
  const line = (pass: boolean, target: string, figure: string) =>
    say(`- ${pass ? 'PASS' : 'MISS'} ${target}: ${figure}`);
  const p99 = (step: Step) => percentile(step.ms, 99);
  const worst = (kind: Kind) => steps.filter((s) => s.kind === kind).sort((a, b) => p99(b) - p99(a))[0];
  const errors = steps.reduce((sum, s) => sum + errorCount(s), 0);
  line(errors === 0, '0 errors', `${errors}`);
  const reads = steps
    .filter((s) => s.kind === 'page' || s.kind === 'public read')
    .sort((a, b) => p99(b) - p99(a));
  const slow = reads.filter((s) => p99(s) > TARGETS.readP99Ms);
  line(
    slow.length === 0,
    `p99 ≤ ${TARGETS.readP99Ms} ms for pages and public reads`,
    reads[0]
      ? `worst ${reads[0].name} ${ms(p99(reads[0]))} ms; ${slow.length} of ${reads.length} steps over`
      : 'none made',
  );
  for (const [kind, what] of [
    ['sign-in', 'sign-in'],
    ['checkout', 'checkout start'],
  ] as const) {
    const step = worst(kind);
    line(
      !!step && p99(step) <= TARGETS.writeP99Ms,
      `p99 ≤ ${TARGETS.writeP99Ms} ms for ${what}`,
      step ? `${ms(p99(step))} ms` : 'none made',
    );
  }
  const intact =
    ledger.lost.length === 0 &&
    ledger.duplicatedReceipts.length === 0 &&
    ledger.seatErrors.length === 0 &&
    twice === 0 &&
    ledger.paid === paidOnGateway;
  line(
    intact,
    'nothing lost (every payment the gateway took is paid once, one receipt each)',
    `${ledger.paid} paid of ${paidOnGateway} the gateway took`,
  );
}

function printLedger(
  rush: Rush,
  ledger: LedgerCheck,
  twice: number,
  settledIn: number | undefined,
  smtpDeliveries: number,
) {
  say(
    `- checkouts ${rush.checkouts} (refused, full or closed: ${rush.refused}); paid on the gateway ${rush.paidOnGateway.length}`,
  );
  say(
    `- paid ${ledger.paid}; held ${ledger.held}; lost ${ledger.lost.length}; paid twice ${twice}; duplicated receipts ${ledger.duplicatedReceipts.length}; seat errors ${ledger.seatErrors.length}`,
  );
  for (const problem of [...ledger.lost, ...ledger.duplicatedReceipts, ...ledger.seatErrors].slice(0, 10))
    say(`  - ${problem}`);
  say(
    `- settled ${settledIn === undefined ? `not within ${SETTLE_MS / 1000} s` : `${settledIn.toFixed(0)} s`} after the last student; mails delivered to SMTP ${smtpDeliveries}`,
  );
}

/** What the instances logged at error level (pino 50 and above), when something failed. */
function printInstanceErrors(cluster: Cluster) {
  for (const i of cluster.instances) {
    const lines = `${i.pastOutput}${i.process?.output() ?? ''}`
      .split('\n')
      .filter((line) => /"level":(5|6)0/.test(line));
    say(`- instance ${i.index} (port ${i.port}): ${lines.length} error lines`);
    for (const line of lines.slice(0, 5)) say(`  ${line.slice(0, 300)}`);
  }
}

const root = path.resolve(import.meta.dirname, '../../..');
if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) {
  say(
    'bench:rush: the web app is not built (apps/web/dist), and nginx serves it: run `npm run build` first.',
  );
  process.exit(1);
}
// The instances run the built bundle, as production does.
const built = spawnSync(process.execPath, ['build.mjs'], { cwd: path.join(root, 'apps/server') });
if (built.status !== 0) {
  say(`bench:rush: the server build failed:\n${built.stderr}`);
  process.exit(built.status ?? 1);
}

const loadAtStart = os.loadavg();
/** Undone in reverse order, whatever happens. */
const cleanUp: (() => Promise<unknown>)[] = [];
try {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'dpms-rush-'));
  cleanUp.push(() => rm(dir, { recursive: true, force: true }));
  const database = await createDatabase('dpms_rush');
  cleanUp.push(database.drop);
  const smtp = await startSmtp();
  cleanUp.push(smtp.close);
  let cluster: Cluster | undefined;
  const traffic = new Traffic();
  const ipn = createIpnRouter(traffic, (port) => cluster?.instances.find((i) => i.port === port)?.index);
  const steps = new Map<string, Step>();
  const ipnStep = stepOf(steps, 'gateway', 'IPN to DPMS', 'other');
  /** The payment driver's IPN transport, timed. */
  const timedIpn: PostForm = async (url, fields) => {
    const started = performance.now();
    try {
      const status = await ipn.postForm(url, fields);
      if (status !== 200) fail(ipnStep, String(status), '');
      return status;
    } catch (error) {
      fail(ipnStep, 'no answer', String(error));
      throw error;
    } finally {
      ipnStep.ms.push(performance.now() - started);
    }
  };
  const gateway = await startGatewayProcess(timedIpn);
  cleanUp.push(gateway.close);
  const authSecret = randomBytes(32).toString('hex');
  cluster = await startCluster({
    instances: INSTANCES,
    databaseUrl: database.url,
    dataDir: path.join(dir, 'data'),
    nginxDir: path.join(dir, 'nginx'),
    exposeUpstream: true,
    env: {
      ...testInstanceEnv({ authSecret, gatewayUrl: gateway.baseUrl, smtpPort: smtp.port }),
    },
  });
  cleanUp.push(cluster.close);
  // nginx serves TLS with the run's own CA: every fetch here (students, visitors, IPNs) trusts it.
  setGlobalDispatcher(trustingAgent(cluster.ca));
  // The bench's own handle on the database (the accounts, the catalogue, the ledger); it serves nothing.
  const control = await controlApp({
    databaseUrl: database.url,
    dataDir: path.join(dir, 'data'),
    publicUrl: cluster.url,
    authSecret,
    gatewayUrl: gateway.baseUrl,
  });
  cleanUp.push(() => control.close());

  const catalogue = await createCatalogue(control);
  const emails = await createAccounts(control, STUDENTS);
  const rush: Rush = {
    url: cluster.url,
    gatewayOrigin: new URL(gateway.baseUrl).origin,
    traffic,
    ...catalogue,
    steps,
    paidOnGateway: [],
    checkouts: 0,
    refused: 0,
  };
  say(
    `bench:rush: ${STUDENTS} students within ${SECONDS} s, ${VISITORS} visitors, ${INSTANCES} instances at ${cluster.url}...`,
  );
  const clientDelay = monitorEventLoopDelay({ resolution: 10 });
  clientDelay.enable();
  const seconds = await runRush(rush, emails);
  clientDelay.disable();
  const settledIn = await settle(control, gateway, rush.paidOnGateway);
  const ledger = await checkLedger(
    control,
    rush.paidOnGateway,
    catalogue.tours.map((t) => ({ id: t.id, groupSize: STUDENTS })),
  );
  const twice = await paidTwice(control, rush.paidOnGateway);
  const loadAtEnd = os.loadavg();

  const order: Who[] = ['student', 'gateway', 'visitor'];
  const table = [...steps.values()]
    .filter((s) => s.ms.length > 0)
    .sort((a, b) => order.indexOf(a.who) - order.indexOf(b.who));
  say('');
  say(
    `## Deadline rush: ${STUDENTS} students within ${SECONDS} s (ran ${seconds.toFixed(0)} s), ${VISITORS} visitors, ${INSTANCES} instances behind nginx, PostgreSQL`,
  );
  say('');
  say(
    `${new Date().toISOString().slice(0, 10)}; Node ${process.version}; ${os.cpus().length} cores; the bench's own event loop delay p99 ${ms(clientDelay.percentile(99) / 1e6)} ms, max ${ms(clientDelay.max / 1e6)} ms (in every figure below)`,
  );
  say('');
  printSteps(table);
  say('');
  say('Targets:');
  printTargets(table, ledger, rush.paidOnGateway.length, twice);
  say('');
  say('Ledger:');
  printLedger(rush, ledger, twice, settledIn, smtp.received.length);
  say('');
  const byInstance = cluster.instances.map(
    (i) => `${i.index}: ${traffic.answers.filter((a) => a.port === i.port).length}`,
  );
  const visitorReads = table.filter((s) => s.who === 'visitor' && s.kind === 'public read');
  say(
    `Answers through nginx by instance: ${byInstance.join(', ')}; visitors' reads answered from nginx's cache: ${visitorReads.reduce((n, s) => n + s.cacheHits, 0)} of ${visitorReads.reduce((n, s) => n + s.ms.length, 0)}`,
  );
  say(
    `Load average (1, 5, 15 min): at start ${loadAverage(loadAtStart)}; at the end ${loadAverage(loadAtEnd)}`,
  );
  if (table.some((s) => s.errors.size > 0)) {
    say('');
    say('What the instances logged at error level:');
    printInstanceErrors(cluster);
  }
} finally {
  for (const undo of cleanUp.reverse())
    await undo().catch((error) => say(`bench:rush: cleaning up: ${error}`));
}
