import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createVerifiedAccount } from '../../src/auth/verified-accounts.ts';
import { mailOutbox, payment } from '../../src/db/schema/index.ts';
import { sandboxOf } from '../../src/gateway/testing.ts';
import { createClub, createTour } from '../factories/catalog.ts';

/**
 * Many students paying at once, over real HTTP on loopback: each one starts a checkout, pays on
 * the sandbox, and its browser posts the success callback while the sandbox's IPN for the same
 * payment arrives at the same moment. Used by `npm run load` (200 students, 60 s, both
 * databases) and, smaller, by src/modules/payments/load.test.ts inside `npm test`.
 */

export interface LoadOptions {
  students: number;
  durationMs: number;
  /** When given, each student stops after this many checkouts (or at the deadline, if sooner). */
  rounds?: number;
  /** Events each student may register for once; their group sizes are below the number of students. */
  events?: number;
  groupSize?: number;
}

export interface LoadReport {
  students: number;
  seconds: number;
  checkouts: number;
  refusedCheckouts: number;
  paidOnGateway: number;
  checkoutP50Ms: number;
  checkoutP99Ms: number;
  callbackP99Ms: number;
  /** The ledger's word, read back from the database. */
  ledger: LedgerCheck;
}

export interface LedgerCheck {
  /** The gateway took the money but the payment is still pending, failed or missing. */
  lost: string[];
  /** Payments with more than one receipt mail, or receipts without a paid payment. */
  duplicatedReceipts: string[];
  /** Events with more paid registrations than seats, or held payments while seats were free. */
  seatErrors: string[];
  paid: number;
  held: number;
}

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!);
};

/** Signs in over HTTP; answers the Cookie header value. */
export async function signIn(base: string, origin: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** Runs the load against `app`, which must be listening at `base`; answers with the report. */
export async function runPaymentLoad(
  app: FastifyInstance,
  base: string,
  options: LoadOptions,
): Promise<LoadReport> {
  const origin = app.config.publicUrl;
  const password = 'Load-Test-Pass-2026';
  const eventCount = options.events ?? 6;
  const groupSize = options.groupSize ?? Math.max(1, Math.floor(options.students * 0.6));
  const tours = await Promise.all(Array.from({ length: eventCount }, () => createTour(app, { groupSize })));
  const clubs = await Promise.all(Array.from({ length: 3 }, () => createClub(app)));
  const cookies: string[] = [];
  for (let i = 0; i < options.students; i++) {
    const email = `load.${Date.now().toString(36)}.${i}@example.edu`;
    await createVerifiedAccount(app, {
      email,
      password,
      name: `Load Student ${i}`,
      role: 'student',
      studentId: `LOAD${Date.now().toString(36)}${i}`.slice(0, 32),
      batch: '10th',
    });
    cookies.push(await signIn(base, origin, email, password));
  }

  const sandbox = sandboxOf(app);
  const checkoutMs: number[] = [];
  const callbackMs: number[] = [];
  let checkouts = 0;
  let refused = 0;
  let paidOnGateway = 0;
  const paidTranIds: string[] = [];
  const deadline = Date.now() + options.durationMs;

  const student = async (cookie: string, index: number) => {
    const events = [...tours];
    const rounds = options.rounds ?? Number.POSITIVE_INFINITY;
    for (let round = 0; round < rounds && Date.now() < deadline; round++) {
      // Events first (each once, in a different order per student), then club fees again and again.
      const tour = events.splice((index + round) % Math.max(1, events.length), 1)[0];
      const target = tour
        ? { url: `/api/tours/${tour.id}/checkout`, body: { mobile: '01711111111' } }
        : {
            url: `/api/clubs/${clubs[round % clubs.length]!.id}/checkout`,
            body: { mobile: '01711111111', plan: 'monthly' },
          };
      const started = performance.now();
      const res = await fetch(`${base}${target.url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, origin },
        body: JSON.stringify(target.body),
      });
      checkoutMs.push(performance.now() - started);
      checkouts += 1;
      if (res.status !== 201) {
        refused += 1; // a full event, or closed to this student: the server said so, nothing to pay
        await res.arrayBuffer();
        continue;
      }
      const { tranId } = (await res.json()) as { tranId: string };
      const session = sandbox.sessionFor(tranId);
      if (!session) throw new Error(`no sandbox session for ${tranId}`);
      // Paying sends the IPN at once; the browser's callback races it.
      const fields = sandbox.pay(session.sessionKey);
      paidOnGateway += 1;
      paidTranIds.push(tranId);
      const posted = performance.now();
      const callback = await fetch(`${base}/api/payments/sslcommerz/success`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields),
        redirect: 'manual',
      });
      await callback.arrayBuffer();
      callbackMs.push(performance.now() - posted);
    }
  };
  const startedAt = Date.now();
  await Promise.all(cookies.map((cookie, i) => student(cookie, i)));
  await sandbox.settled();
  const seconds = (Date.now() - startedAt) / 1000;

  return {
    students: options.students,
    seconds: Math.round(seconds),
    checkouts,
    refusedCheckouts: refused,
    paidOnGateway,
    checkoutP50Ms: percentile(checkoutMs, 50),
    checkoutP99Ms: percentile(checkoutMs, 99),
    callbackP99Ms: percentile(callbackMs, 99),
    ledger: await checkLedger(
      app,
      paidTranIds,
      tours.map((t) => ({ id: t.id, groupSize })),
    ),
  };
}

/** What the database says about every payment the gateway took. */
export async function checkLedger(
  app: FastifyInstance,
  paidTranIds: string[],
  tours: { id: string; groupSize: number }[],
): Promise<LedgerCheck> {
  const { db } = app.database;
  const rows = await db.select({ tranId: payment.tranId, status: payment.status }).from(payment);
  const status = new Map(rows.map((r) => [r.tranId, r.status]));
  const lost = paidTranIds.filter((t) => !['paid', 'on_hold'].includes(status.get(t) ?? 'missing'));

  const receipts = await db
    .select({ text: mailOutbox.text })
    .from(mailOutbox)
    .where(eq(mailOutbox.subject, 'Your DPMS payment receipt'));
  const receiptCount = new Map<string, number>();
  for (const r of receipts) {
    const tranId = /Transaction ID: (\S+)/.exec(r.text)?.[1] ?? '?';
    receiptCount.set(tranId, (receiptCount.get(tranId) ?? 0) + 1);
  }
  const paidIds = rows.filter((r) => r.status === 'paid').map((r) => r.tranId);
  const duplicatedReceipts = [
    ...paidIds
      .filter((t) => receiptCount.get(t) !== 1)
      .map((t) => `${t}: ${receiptCount.get(t) ?? 0} receipts`),
    ...[...receiptCount.keys()]
      .filter((t) => status.get(t) !== 'paid')
      .map((t) => `${t}: receipt but ${status.get(t)}`),
  ];

  const seatErrors: string[] = [];
  for (const tour of tours) {
    const [counts] = await db
      .select({
        paid: sql<number>`count(*) filter (where ${payment.status} = 'paid')::int`,
        held: sql<number>`count(*) filter (where ${payment.status} = 'on_hold')::int`,
      })
      .from(payment)
      .where(and(eq(payment.tourId, tour.id)));
    const paid = counts?.paid ?? 0;
    const held = counts?.held ?? 0;
    if (paid > tour.groupSize) seatErrors.push(`${tour.id}: ${paid} paid for ${tour.groupSize} seats`);
    if (held > 0 && paid < tour.groupSize)
      seatErrors.push(`${tour.id}: ${held} held with ${tour.groupSize - paid} seats free`);
  }
  return {
    lost,
    duplicatedReceipts,
    seatErrors,
    paid: paidIds.length,
    held: rows.filter((r) => r.status === 'on_hold').length,
  };
}
