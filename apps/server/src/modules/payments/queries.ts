import { PAGE_SIZES, type PaymentKind } from '@dpms/shared';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payment, paymentEvent } from '../../db/schema/index.ts';

/** Statuses the lists show; attempts abandoned on the gateway page (expired) only clutter them. */
const LISTED = ['paid', 'pending', 'failed', 'cancelled', 'on_hold', 'refund_pending', 'refunded'] as const;

export async function findPaymentByTranId(db: Db, tranId: string) {
  const [row] = await db.select().from(payment).where(eq(payment.tranId, tranId));
  return row;
}

export async function findPaymentById(db: Db, id: string) {
  const [row] = await db.select().from(payment).where(eq(payment.id, id));
  return row;
}

/** One user's payments of one kind, newest first, paged. */
export async function listUserPayments(db: Db, userId: string, kind: PaymentKind, page: number) {
  const pageSize = PAGE_SIZES.myPayments;
  const where = and(eq(payment.userId, userId), eq(payment.kind, kind), inArray(payment.status, [...LISTED]));
  const [items, [count]] = await Promise.all([
    db
      .select()
      .from(payment)
      .where(where)
      .orderBy(desc(payment.createdAt))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(payment).where(where),
  ]);
  return { items, page, pageSize, total: count?.n ?? 0 };
}

/**
 * The admin history: payments grouped by event or club. Each group is paged on its own
 * (2 rows a page); `itemId` asks for one group's page.
 */
export async function listPaymentGroups(
  db: Db,
  kind: PaymentKind,
  options: { itemId?: string; page: number },
) {
  const pageSize = PAGE_SIZES.transactionHistoryPerGroup;
  const itemColumn = kind === 'tour' ? payment.tourId : payment.clubId;
  const base = and(eq(payment.kind, kind), inArray(payment.status, [...LISTED]));
  const groupFilter = options.itemId ? and(base, eq(itemColumn, options.itemId)) : base;

  const groups = await db
    .select({
      itemId: sql<string>`${itemColumn}::text`,
      itemName: sql<string>`max(${payment.itemName})`,
      total: sql<number>`count(*)::int`,
      paidCount: sql<number>`(count(*) filter (where ${payment.status} = 'paid'))::int`,
      paidTotalPoisha: sql<number>`coalesce(sum(${payment.amountPoisha}) filter (where ${payment.status} = 'paid'), 0)::int`,
    })
    .from(payment)
    .where(groupFilter)
    .groupBy(itemColumn)
    .orderBy(sql`max(${payment.itemName})`);

  const page = options.itemId ? options.page : 1;
  // One window query gives every group's requested page at once (no query per group).
  const ranked = db
    .select({
      id: payment.id,
      rank: sql<number>`row_number() over (partition by ${itemColumn} order by ${payment.createdAt} desc)`.as(
        'rank',
      ),
    })
    .from(payment)
    .where(groupFilter)
    .as('ranked');
  const rows = await db
    .select({ payment })
    .from(payment)
    .innerJoin(ranked, eq(ranked.id, payment.id))
    .where(and(sql`${ranked.rank} > ${(page - 1) * pageSize}`, sql`${ranked.rank} <= ${page * pageSize}`))
    .orderBy(desc(payment.createdAt));

  return groups.map((group) => ({
    ...group,
    page,
    pageSize,
    items: rows.map((r) => r.payment).filter((p) => (kind === 'tour' ? p.tourId : p.clubId) === group.itemId),
  }));
}

/** Every payment of a kind for the CSV export, oldest first (as a ledger reads). */
export async function listPaymentsForExport(db: Db, kind: PaymentKind, itemId?: string) {
  const itemColumn = kind === 'tour' ? payment.tourId : payment.clubId;
  return db
    .select()
    .from(payment)
    .where(
      // The ledger export keeps every attempt, expired ones too.
      and(eq(payment.kind, kind), itemId ? eq(itemColumn, itemId) : undefined),
    )
    .orderBy(payment.createdAt);
}

export async function listPaymentEvents(db: Db, paymentId: string) {
  return db
    .select()
    .from(paymentEvent)
    .where(eq(paymentEvent.paymentId, paymentId))
    .orderBy(paymentEvent.receivedAt);
}
