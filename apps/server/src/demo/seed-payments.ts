import type { Plan } from '@dpms/shared/constants';
import type { Locale } from '@dpms/shared/locale';
import type { PayMethod } from '@dpms/shared/pay-methods';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Viewer } from '../auth/viewer.ts';
import { club, payment, tour, user } from '../db/schema/index.ts';
import { dhakaDayStart, dhakaToday } from '../lib/dhaka-date.ts';
import { HttpError } from '../lib/http-error.ts';
import { type CheckoutTarget, startCheckout } from '../modules/payments/checkout.ts';
import { processNotification } from '../modules/payments/confirm.ts';
import { refundPayment } from '../modules/payments/refund.ts';
import { DemoGateway, type DemoRefundAnswer } from './demo-gateway.ts';
import { storeDemoLedger } from './demo-ledger.ts';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** mulberry32: the same story on every empty database (only ids and times move). */
function prng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    between: (low: number, high: number) => low + next() * (high - low),
    chance: (p: number) => next() < p,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    shuffle: <T>(items: readonly T[]): T[] => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy;
    },
  };
}

type Ending = 'paid' | 'failed' | 'cancelled' | 'pending' | 'risky';

/**
 * The methods the demo's payers choose at checkout, in turn: mostly bKash and Nagad, as the
 * department's students pay (decision 0050). Taken by a checkout's place in the story, not from
 * the story's random numbers, so the rest of the story is what it was before methods came.
 */
const DEMO_PAY_METHODS: readonly PayMethod[] = [
  'bkash',
  'nagad',
  'bkash',
  'card',
  'bkash',
  'nagad',
  'rocket',
  'bkash',
  'all',
  'nagad',
];

/**
 * What happens at the gateway later, that DPMS never hears of: the three differences daily
 * settlement shows on purpose, one of each kind a bursar must learn to handle (README).
 * - `ipn_lost`: the payer cancelled, then paid on the same page; the gateway's notice of the
 *   payment never arrived, so DPMS says cancelled and the gateway paid ("Taken at the gateway").
 * - `reversed`: the bank took a confirmed card payment back; the gateway's record says FAILED
 *   while DPMS says paid ("Paid here, not at the gateway").
 * - `restated`: the gateway's record of a confirmed payment came to say Tk 50 less than it
 *   confirmed ("Amount differs").
 */
type Twist = 'ipn_lost' | 'reversed' | 'restated';

/** One checkout in the demo's story: who, what, when, and what the payer does on the gateway's page. */
interface Planned {
  payer: Viewer;
  target: CheckoutTarget;
  at: Date;
  ending: Ending;
  /** How long the payer spends on the gateway's page. */
  onPageMs: number;
  refund?: { afterMs: number; answer: DemoRefundAnswer };
  twist?: Twist;
  tranId?: string;
}

interface Step {
  at: Date;
  order: number;
  run: () => Promise<void>;
}

export interface DemoPaymentsReport {
  checkouts: number;
  skipped: number;
}

/**
 * The demo's payment history: about four months of checkouts by the demo students and their
 * classmates, for events and club memberships, in every state. Each one is made by the code
 * that makes real ones (checkout, the gateway's signed notice, validation, the move to paid or
 * held, the refund), at its own time in the past, in the order the story happened, against the
 * in-memory DemoGateway. Upcoming events keep free seats; the departed one is full. Every trail
 * entry carries its step's time and its actor (the admin for a refund request, no one for the
 * gateway's notices), and the gateway's ledger is stored for the sandbox (demo-ledger.ts), so
 * settlement agrees with the gateway on every day but the three Twists.
 */
export async function seedDemoPayments(
  app: FastifyInstance,
  { students, classmates }: { students: Viewer[]; classmates: Viewer[] },
  admin: Viewer,
  now = new Date(),
): Promise<DemoPaymentsReport> {
  const { db } = app.database;
  const gateway = new DemoGateway(app.config.sslcommerz.storeId, app.config.sslcommerz.storePassword);
  // The same app, but its gateway is the demo's: nothing leaves the process.
  const demoApp = Object.create(app, { gateway: { value: gateway } }) as FastifyInstance;
  const run = { app: demoApp };
  const rng = prng(20_261_125);
  const everyone = [...students, ...classmates];
  const plans: Planned[] = [];

  const tours = await db.select().from(tour).where(eq(tour.registration, 'Open'));
  const clubs = await db.select().from(club);
  const today = now.getTime();
  const departure = (row: (typeof tours)[number]) =>
    new Date(`${row.departureDate}T00:00:00+06:00`).getTime();
  const plan = (entry: Omit<Planned, 'onPageMs'> & { onPageMs?: number }) =>
    plans.push({ onPageMs: rng.between(1, 6) * MINUTE, ...entry });

  // A failed or cancelled try before some payments, as a declined card or a closed page would.
  const withFirstTry = (entry: Omit<Planned, 'onPageMs' | 'ending'>, failRate: number) => {
    if (rng.chance(failRate)) {
      plan({
        ...entry,
        at: new Date(entry.at.getTime() - rng.between(8, 40) * MINUTE),
        ending: rng.chance(0.55) ? 'failed' : 'cancelled',
      });
    }
    plan({ ...entry, ending: 'paid' });
  };

  // Events: the departed one filled up (the last two paid for its last seat together, so the
  // later one is held); upcoming ones about a third full, never the smallest (journeys fill it).
  for (const row of tours) {
    const leaves = departure(row);
    const opened = Math.max(today - 110 * DAY, leaves - 100 * DAY);
    const closes = Math.min(today - 30 * MINUTE, leaves - 2 * DAY);
    if (leaves < today) {
      const payers = rng.shuffle(everyone).slice(0, row.groupSize + 1);
      payers.forEach((payer, i) => {
        const last = i >= row.groupSize - 1;
        const at = last
          ? new Date(closes - (i === row.groupSize - 1 ? 4 : 3) * MINUTE)
          : new Date(rng.between(opened, closes - HOUR));
        const target = { kind: 'tour', tourId: row.id } as const;
        if (last) plan({ payer, target, at, ending: 'paid', onPageMs: 6 * MINUTE });
        else withFirstTry({ payer, target, at }, 0.1);
      });
      continue;
    }
    if (row.groupSize < 10) continue;
    const seats = Math.floor(row.groupSize * rng.between(0.25, 0.4));
    // Only classmates: the documented demo students keep every upcoming event to register for.
    rng
      .shuffle(classmates)
      .slice(0, seats)
      .forEach((payer, i) => {
        const at = new Date(rng.between(opened, closes));
        // Where the event can be paid in parts, a few classmates began so (part 1 paid, part 2 due).
        const inParts = row.paymentPlan !== null && i >= 4 && i < 8;
        const target = { kind: 'tour', tourId: row.id, ...(inParts ? { inParts } : {}) } as const;
        // A few change their minds: refunded, one still with the gateway, one the gateway did not confirm.
        const refund =
          i < 2
            ? { afterMs: rng.between(1, 6) * DAY, answer: 'refunded' as const }
            : i === 2 && row.groupSize >= 40
              ? { afterMs: rng.between(1, 3) * DAY, answer: 'processing' as const }
              : i === 3 && row.groupSize === 50
                ? { afterMs: rng.between(1, 3) * DAY, answer: 'unconfirmed' as const }
                : undefined;
        if (refund && at.getTime() + refund.afterMs > today - HOUR)
          refund.afterMs = (today - at.getTime()) / 2;
        if (refund) plan({ payer, target, at, ending: 'paid', refund });
        else withFirstTry({ payer, target, at }, 0.12);
      });
  }

  // Club memberships: most members renew monthly (some stop after a while), others pay a year.
  for (const payer of everyone) {
    for (const row of rng.shuffle(clubs).slice(0, 1 + Math.floor(rng.next() * 3))) {
      const clubTarget = (plan: Plan) => ({ kind: 'club', clubId: row.id, plan }) as const;
      if (rng.chance(0.3)) {
        const at = new Date(today - rng.between(2, 118) * DAY);
        const refund = rng.chance(0.06)
          ? { afterMs: rng.between(1, 5) * DAY, answer: 'refunded' as const }
          : undefined;
        if (refund && at.getTime() + refund.afterMs > today - HOUR) continue;
        if (refund) plan({ payer, target: clubTarget('yearly'), at, ending: 'paid', refund });
        else withFirstTry({ payer, target: clubTarget('yearly'), at }, 0.08);
        continue;
      }
      // Each renewal a few days before the month runs out, so the periods chain.
      let at = today - rng.between(25, 118) * DAY;
      while (at < today - HOUR) {
        withFirstTry({ payer, target: clubTarget('monthly'), at: new Date(at) }, 0.08);
        if (rng.chance(0.15)) break;
        at += 30 * DAY - rng.between(0, 3) * DAY;
      }
    }
  }

  // Today's: a few payments in the last hour, two flagged by the gateway (one risky, waiting for
  // an admin), and some still on the gateway's page, two of them for longer than an hour.
  const someone = () => rng.pick(classmates);
  const anyClub = () => rng.pick(clubs);
  // Within today in Dhaka even just after midnight, so the dashboard's "today" is never empty.
  // Seeded a few seconds after midnight, they are seconds apart and paid a second after checkout.
  const window = Math.min(60 * MINUTE, today - dhakaDayStart(dhakaToday(now)).getTime());
  for (const share of [0.8, 0.55, 0.3]) {
    plan({
      payer: someone(),
      target: { kind: 'club', clubId: anyClub().id, plan: 'monthly' },
      at: new Date(today - window * share),
      onPageMs: Math.max(SECOND, Math.min(MINUTE, window * 0.2)),
      ending: 'paid',
    });
  }
  plan({
    payer: someone(),
    target: { kind: 'club', clubId: anyClub().id, plan: 'yearly' },
    at: new Date(today - rng.between(1, 3) * DAY),
    ending: 'risky',
  });
  for (const minutesAgo of [95, 75, 25, 8]) {
    plan({
      payer: someone(),
      target: { kind: 'club', clubId: anyClub().id, plan: rng.chance(0.5) ? 'monthly' : 'yearly' },
      at: new Date(today - minutesAgo * MINUTE),
      ending: 'pending',
    });
  }

  // The three differences settlement shows on purpose (Twist), each alone on a day of its own,
  // at midday in Dhaka, longer ago than reconciliation looks back (3 days), so it stays for the
  // bursar to find.
  const midday = (daysAgo: number, hour: number) =>
    new Date(dhakaDayStart(dhakaToday(now), -daysAgo).getTime() + hour * HOUR);
  const twists: [Twist, number, number, Ending][] = [
    ['ipn_lost', 9, 11, 'cancelled'],
    ['reversed', 16, 15, 'paid'],
    ['restated', 23, 12, 'paid'],
  ];
  for (const [twist, daysAgo, hour, ending] of twists) {
    plan({
      payer: someone(),
      target: { kind: 'club', clubId: anyClub().id, plan: 'monthly' },
      at: midday(daysAgo, hour),
      ending,
      twist,
    });
  }

  // The story, in the order it happened: checkouts, the gateway's notices, refunds.
  const steps: Step[] = [];
  const report: DemoPaymentsReport = { checkouts: 0, skipped: 0 };
  // Nothing in the story happens after the seed runs.
  const after = (at: number) => new Date(Math.min(at, today - SECOND));
  plans.forEach((entry, order) => {
    steps.push({
      at: entry.at,
      order,
      run: async () => {
        try {
          const { tranId } = await startCheckout(
            run.app,
            entry.payer,
            entry.target,
            entry.payer.phone ?? '',
            {
              now: entry.at,
              payMethod: DEMO_PAY_METHODS[order % DEMO_PAY_METHODS.length],
            },
          );
          entry.tranId = tranId;
          report.checkouts += 1;
        } catch (error) {
          // The story asked for something the rules refuse (a seat taken, an event paid twice).
          if (!(error instanceof HttpError)) throw error;
          report.skipped += 1;
        }
      },
    });
    if (entry.ending === 'pending') return;
    const noticeAt = after(entry.at.getTime() + entry.onPageMs);
    steps.push({
      at: noticeAt,
      order,
      run: async () => {
        if (!entry.tranId) return;
        const fields = gateway.pay(entry.tranId, {
          status: entry.ending === 'failed' ? 'FAILED' : entry.ending === 'cancelled' ? 'CANCELLED' : 'VALID',
          riskLevel: entry.ending === 'risky' ? 1 : 0,
        });
        await processNotification(run.app, 'ipn', fields, { now: noticeAt, mailReceipt: false });
      },
    });
    const twist = entry.twist;
    if (twist) {
      // Minutes later for the payment after a cancel; days later for the gateway's own records.
      const twistAt = after(noticeAt.getTime() + (twist === 'ipn_lost' ? 4 * MINUTE : 2 * DAY));
      steps.push({
        at: twistAt,
        order,
        run: async () => {
          if (!entry.tranId) return;
          if (twist === 'ipn_lost') gateway.pay(entry.tranId, { status: 'VALID' });
          else if (twist === 'reversed') gateway.reverse(entry.tranId);
          else gateway.restate(entry.tranId, 5_000);
        },
      });
    }
    const refund = entry.refund;
    if (!refund) return;
    const refundAt = after(noticeAt.getTime() + refund.afterMs);
    steps.push({
      at: refundAt,
      order,
      run: async () => {
        if (!entry.tranId) return;
        const [row] = await run.app.database.db
          .select({ id: payment.id, status: payment.status })
          .from(payment)
          .where(eq(payment.tranId, entry.tranId));
        if (row?.status !== 'paid') return;
        gateway.refundAnswer = refund.answer;
        const reason = entry.target.kind === 'tour' ? 'Cannot travel on these dates' : 'Joined by mistake';
        await refundPayment(run.app, admin, row.id, reason, { now: refundAt }).catch((error: unknown) => {
          // An unconfirmed refund answers 504 to the admin; the payment says so, as the story wants.
          if (!(error instanceof HttpError && error.code === 'REFUND_UNCONFIRMED')) throw error;
        });
      },
    });
  });
  steps.sort((a, b) => a.at.getTime() - b.at.getTime() || a.order - b.order);
  // One transaction for the whole story: the domain's own transactions become savepoints, the
  // seed takes a few seconds instead of many, and a crash half-way leaves no half history.
  await db.transaction(async (tx) => {
    run.app = Object.create(demoApp, { database: { value: { ...app.database, db: tx } } });
    for (const step of steps) {
      gateway.now = step.at;
      await step.run();
    }
    // The gateway's side of the story, for the sandbox to remember at every start.
    await storeDemoLedger(tx, gateway.transactions());
  });
  return report;
}

/** The signed-in person a seeded account would be, for the domain functions that take one. */
export async function viewersOf(app: FastifyInstance, emails: string[], now = new Date()): Promise<Viewer[]> {
  const rows = await app.database.db.select().from(user).where(inArray(user.email, emails));
  const byEmail = new Map(rows.map((row) => [row.email, row]));
  return emails.flatMap((email) => {
    const row = byEmail.get(email);
    if (!row) return [];
    return [
      {
        id: row.id,
        name: row.name,
        email: row.email,
        emailVerified: row.emailVerified,
        role: row.role,
        studentId: row.studentId,
        teacherId: row.teacherId,
        batch: row.batch,
        phone: row.phone,
        image: row.image,
        twoFactorEnabled: Boolean(row.twoFactorEnabled),
        locale: (row.locale ?? 'en') as Locale,
        sessionId: 'demo-seed',
        signedInAt: now,
        secondFactorAt: null,
      },
    ];
  });
}
