/**
 * The data-at-scale generator (issue 8, item 6): 5,000 students, 50 events, 20 clubs and 100,000
 * payments in every state, written with multi-row INSERTs of a thousand rows. Everything comes
 * from one seeded generator and a fixed clock, so the same seed gives the same rows (ids, tran_ids,
 * amounts, dates) on PostgreSQL and PGlite alike.
 */
import { BATCHES, PAYMENT_STATUSES, type PaymentStatus } from '@dpms/shared/constants';
import { hashPassword } from 'better-auth/crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { account, club, payment, tour, user } from '../../src/db/schema/index.ts';

export interface ScaleSize {
  students: number;
  events: number;
  clubs: number;
  payments: number;
  seed: number;
}

export const FULL_SIZE: ScaleSize = {
  students: 5_000,
  events: 50,
  clubs: 20,
  payments: 100_000,
  seed: 20261125,
};

/** Every generated student signs in with this password (one hash, shared: hashing 5,000 would take minutes). */
export const SCALE_PASSWORD = 'Bench-Scale-Pass-2026';
export const studentEmail = (n: number) => `student${String(n).padStart(5, '0')}@bench.example.edu`;
/** Events from this index on are open, in the future and roomy: the checkout bench pays for them. */
export const OPEN_EVENTS_FROM = 40;

/** The fixed "now" of the data: the report's date. */
const NOW = Date.parse('2026-11-25T06:00:00Z');
const DAY = 86_400_000;

/** How often each state occurs, in percent; expired (abandoned on the gateway page) is common in life. */
const STATUS_WEIGHTS: Record<PaymentStatus, number> = {
  paid: 52,
  pending: 6,
  failed: 10,
  cancelled: 8,
  expired: 12,
  on_hold: 4,
  refund_pending: 3,
  refunded: 5,
};

/** mulberry32: small, fast and the same everywhere. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const hex = (bytes: number) =>
    Array.from({ length: bytes }, () => int(256).toString(16).padStart(2, '0')).join('');
  const uuid = () => {
    const h = hex(16);
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${((int(4) + 8) as number).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
  };
  return { next, int, hex, uuid };
}

function pickStatus(r: number): PaymentStatus {
  let acc = 0;
  for (const status of PAYMENT_STATUSES) {
    acc += STATUS_WEIGHTS[status] / 100;
    if (r < acc) return status;
  }
  return 'paid';
}

async function insertBatched<T>(rows: T[], size: number, insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

export interface GeneratedSummary {
  byStatus: Record<string, number>;
  byKind: Record<string, number>;
  seconds: number;
}

/** Fills an empty, migrated database. */
export async function generateScaleData(db: Db, size: ScaleSize = FULL_SIZE): Promise<GeneratedSummary> {
  const started = performance.now();
  const rnd = random(size.seed);
  const passwordHash = await hashPassword(SCALE_PASSWORD);

  const students = Array.from({ length: size.students }, (_, i) => {
    const n = i + 1;
    const createdAt = new Date(NOW - (800 - (i % 700)) * DAY);
    return {
      id: `bench${String(n).padStart(27, '0')}`,
      name: `Student ${n}`,
      email: studentEmail(n),
      emailVerified: true,
      role: 'student' as const,
      studentId: `2020${String(n).padStart(8, '0')}`,
      batch: BATCHES[i % BATCHES.length]!,
      phone: `017${String(10_000_000 + n).slice(-8)}`,
      createdAt,
      updatedAt: createdAt,
    };
  });
  await insertBatched(students, 1_000, (batch) => db.insert(user).values(batch));
  await insertBatched(students, 1_000, (batch) =>
    db.insert(account).values(
      batch.map((s) => ({
        id: `acct${s.id.slice(5)}`,
        accountId: s.id,
        providerId: 'credential',
        userId: s.id,
        password: passwordHash,
        createdAt: s.createdAt,
        updatedAt: s.createdAt,
      })),
    ),
  );

  const tours = Array.from({ length: size.events }, (_, i) => {
    const open = i >= OPEN_EVENTS_FROM;
    const departure = open ? new Date(Date.UTC(2030, 0, 1 + i)) : new Date(NOW - (700 - i * 14) * DAY);
    return {
      id: rnd.uuid(),
      destination: `Event ${String(i + 1).padStart(2, '0')}`,
      location: 'Bangladesh',
      overview: 'A department trip.',
      itinerary: 'Day 1: there\nDay 2: back',
      costPoisha: 100_000 + rnd.int(50) * 10_000,
      registration: open ? ('Open' as const) : ('Closed' as const),
      departureDate: departure.toISOString().slice(0, 10),
      duration: '2 days',
      accommodation: 'Hotel',
      transportation: 'Bus' as const,
      inclusions: 'Transport, meals',
      exclusions: 'Shopping',
      groupSize: open ? 100_000 : 5_000,
      tourGuides: 'Faculty',
      healthSafety: 'Carry your ID card.',
      paymentCancellation: 'Full refund 15 days before departure.',
      imageUrl: '/uploads/bench.webp',
      createdAt: new Date(NOW - 760 * DAY),
    };
  });
  await db.insert(tour).values(tours);
  const clubs = Array.from({ length: size.clubs }, (_, i) => {
    const monthly = 10_000 + rnd.int(20) * 1_000;
    return {
      id: rnd.uuid(),
      clubName: `Club ${String(i + 1).padStart(2, '0')}`,
      imageUrl: '/uploads/bench.webp',
      clubDescription: 'Meetings and workshops.',
      clubRole: 'President' as const,
      roleName: 'A Student',
      clubRole2: 'Vice President' as const,
      roleName2: 'B Student',
      membershipBenefits: 'Workshops',
      contactInformation: 'club@bench.example.edu',
      monthlyPricePoisha: monthly,
      yearlyPricePoisha: monthly * 10,
      createdAt: new Date(NOW - 760 * DAY),
    };
  });
  await db.insert(club).values(clubs);

  const byStatus: Record<string, number> = {};
  const byKind: Record<string, number> = {};
  const paidTourSeats = new Set<string>();
  let batch: (typeof payment.$inferInsert)[] = [];
  for (let i = 0; i < size.payments; i++) {
    const s = students[rnd.int(students.length)]!;
    const isTour = rnd.next() < 0.6;
    let status = pickStatus(rnd.next());
    const createdAt = new Date(NOW - Math.floor(rnd.next() * 730 * DAY));
    const common = {
      id: rnd.uuid(),
      tranId: `DPMS-${isTour ? 'E' : 'C'}${i.toString(36).toUpperCase().padStart(7, '0')}-${rnd.hex(4).toUpperCase()}`,
      userId: s.id,
      payerName: s.name,
      payerEmail: s.email,
      payerStudentId: s.studentId,
      payerBatch: s.batch,
      payerMobile: s.phone,
      gatewaySessionKey: rnd.hex(16),
      createdAt,
      updatedAt: createdAt,
    };
    let item: Pick<
      typeof payment.$inferInsert,
      'kind' | 'tourId' | 'clubId' | 'plan' | 'amountPoisha' | 'itemName' | 'validFrom' | 'validUntil'
    >;
    if (isTour) {
      const t = tours[rnd.int(tours.length)]!;
      // One paid registration per student per event (a unique index): a second one failed instead.
      if (status === 'paid') {
        const seat = `${t.id}:${s.id}`;
        if (paidTourSeats.has(seat)) status = 'failed';
        else paidTourSeats.add(seat);
      }
      item = {
        kind: 'tour',
        tourId: t.id,
        clubId: null,
        plan: null,
        amountPoisha: t.costPoisha,
        itemName: t.destination,
      };
    } else {
      const c = clubs[rnd.int(clubs.length)]!;
      const yearly = rnd.next() < 0.3;
      const paidLike = status === 'paid' || status === 'refund_pending';
      item = {
        kind: 'club',
        tourId: null,
        clubId: c.id,
        plan: yearly ? 'yearly' : 'monthly',
        amountPoisha: yearly ? c.yearlyPricePoisha : c.monthlyPricePoisha,
        itemName: c.clubName,
        validFrom: paidLike ? createdAt : null,
        validUntil: paidLike ? new Date(createdAt.getTime() + (yearly ? 365 : 30) * DAY) : null,
      };
    }
    const gatewayTook = ['paid', 'on_hold', 'refund_pending', 'refunded'].includes(status);
    const paidAt = gatewayTook ? new Date(createdAt.getTime() + 60_000 + rnd.int(600_000)) : null;
    const mismatch = status === 'on_hold' && rnd.next() < 0.5;
    batch.push({
      ...common,
      ...item,
      status,
      valId: gatewayTook ? `VAL${rnd.hex(8)}` : null,
      bankTranId: gatewayTook ? `BANK${rnd.hex(8)}` : null,
      cardType: gatewayTook ? 'BKASH-BKash' : null,
      riskLevel: gatewayTook ? (status === 'on_hold' && !mismatch ? 1 : 0) : null,
      gatewayAmountPoisha: gatewayTook ? (mismatch ? item.amountPoisha - 100 : item.amountPoisha) : null,
      holdReason:
        status === 'on_hold' ? (mismatch ? 'amount mismatch' : 'risk flagged by the gateway') : null,
      paidAt: status === 'paid' || status === 'refund_pending' || status === 'refunded' ? paidAt : null,
      receiptNumber:
        status === 'paid' || status === 'refund_pending' || status === 'refunded'
          ? `R-${common.tranId.slice(5)}`
          : null,
      refundReason: status === 'refund_pending' || status === 'refunded' ? 'Trip cancelled' : null,
      refundRequestedAt:
        status === 'refund_pending' || status === 'refunded' ? new Date(createdAt.getTime() + DAY) : null,
      refundFromStatus: status === 'refund_pending' ? 'paid' : null,
      refundRefId: status === 'refunded' ? `RF${rnd.hex(6)}` : null,
      refundedAt: status === 'refunded' ? new Date(createdAt.getTime() + 3 * DAY) : null,
    });
    byStatus[status] = (byStatus[status] ?? 0) + 1;
    byKind[item.kind] = (byKind[item.kind] ?? 0) + 1;
    if (batch.length === 1_000) {
      await db.insert(payment).values(batch);
      batch = [];
    }
  }
  if (batch.length > 0) await db.insert(payment).values(batch);
  // Statistics and the visibility map, as autovacuum would leave them shortly after a load this size.
  await db.execute(sql`vacuum analyze`);
  return { byStatus, byKind, seconds: (performance.now() - started) / 1000 };
}
