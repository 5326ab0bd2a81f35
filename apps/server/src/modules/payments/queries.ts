import { PAGE_SIZES, type PaymentKind } from '@dpms/shared/constants';
import { DEFAULT_PAY_METHOD, type PayMethod } from '@dpms/shared/pay-methods';
import type { PaymentFilters } from '@dpms/shared/schemas';
import { and, desc, eq, gt, gte, ilike, inArray, isNotNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payment, paymentEvent, paymentGroupCount } from '../../db/schema/index.ts';
import { dhakaDayStart } from '../../lib/dhaka-date.ts';
import { notFound } from '../../lib/http-error.ts';
import { containing } from '../../lib/sql-like.ts';

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

/** One payment by id, for the admin's actions on it; a 404 when there is none. */
export async function getPayment(db: Db, id: string) {
  const row = await findPaymentById(db, id);
  if (!row) throw notFound('No such payment.');
  return row;
}

/**
 * The method a user chose at their latest checkout that named one: what their next checkout
 * starts on, on any device (decision 0050). Read from the payments themselves, so there is no
 * second copy to keep in step; `all` when they never chose.
 */
export async function rememberedPayMethod(db: Db, userId: string): Promise<PayMethod> {
  const [latest] = await db
    .select({ payMethod: payment.payMethod })
    .from(payment)
    .where(and(eq(payment.userId, userId), isNotNull(payment.payMethod)))
    .orderBy(desc(payment.createdAt), desc(payment.id))
    .limit(1);
  return latest?.payMethod ?? DEFAULT_PAY_METHOD;
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

/** Payment History's filters as SQL; undefined when none is set. */
export function paymentFilterSql(filters: PaymentFilters = {}): SQL | undefined {
  const where: SQL[] = [];
  if (filters.status) where.push(eq(payment.status, filters.status));
  if (filters.from) where.push(gte(payment.createdAt, dhakaDayStart(filters.from)));
  if (filters.to) where.push(lt(payment.createdAt, dhakaDayStart(filters.to, 1)));
  if (filters.batch) where.push(eq(payment.payerBatch, filters.batch));
  if (filters.q) {
    const like = containing(filters.q);
    where.push(
      or(
        ilike(payment.payerName, like),
        ilike(payment.payerEmail, like),
        ilike(payment.payerStudentId, like),
        ilike(payment.tranId, like),
      )!,
    );
  }
  return where.length > 0 ? and(...where) : undefined;
}

/**
 * The admin history: payments grouped by event or club. Each group is paged on its own
 * (2 rows a page); `itemId` asks for one group's page. The headings come from the counts the
 * database keeps (payment_group_count), so a page costs the same with 100 or 100,000 payments.
 */
export async function listPaymentGroups(
  db: Db,
  kind: PaymentKind,
  options: { itemId?: string; page: number; filters?: PaymentFilters },
) {
  const pageSize = PAGE_SIZES.transactionHistoryPerGroup;
  const itemColumn = kind === 'tour' ? payment.tourId : payment.clubId;
  const filtered = paymentFilterSql(options.filters);
  const groups = filtered
    ? await filteredGroups(db, kind, filtered, options.itemId)
    : await countedGroups(db, kind, options.itemId);
  if (groups.length === 0) return [];

  const page = options.itemId ? options.page : 1;
  // Each group's page, newest first, read from the item's index (one short index walk a group).
  const pageIds = sql`(select p.id from unnest(${`{${groups.map((g) => g.itemId).join(',')}}`}::uuid[]) as g(item_id)
    cross join lateral (
      select ${payment.id} as id from ${payment}
      where ${itemColumn} = g.item_id and ${payment.kind} = ${kind} and ${inArray(payment.status, [...LISTED])}
        ${filtered ? sql`and ${filtered}` : sql``}
      order by ${payment.createdAt} desc, ${payment.id} desc
      limit ${pageSize} offset ${(page - 1) * pageSize}
    ) as p)`;
  const rows = await db
    .select()
    .from(payment)
    .where(inArray(payment.id, pageIds))
    .orderBy(desc(payment.createdAt), desc(payment.id));

  return groups.map((group) => ({
    ...group,
    page,
    pageSize,
    items: rows.filter((p) => (kind === 'tour' ? p.tourId : p.clubId) === group.itemId),
  }));
}

/** The unfiltered headings, from the counts the database keeps. */
function countedGroups(db: Db, kind: PaymentKind, itemId: string | undefined) {
  const c = paymentGroupCount;
  const paid = sql`${c.status} = 'paid'`;
  return db
    .select({
      itemId: sql<string>`${c.itemId}::text`,
      itemName: sql<string>`max(${c.itemName})`,
      total: sql<number>`sum(${c.payments})::int`,
      paidCount: sql<number>`coalesce(sum(${c.payments}) filter (where ${paid}), 0)::int`,
      paidTotalPoisha: sql<number>`coalesce(sum(${c.amountPoisha}) filter (where ${paid}), 0)::int`,
    })
    .from(c)
    .where(
      and(
        eq(c.kind, kind),
        inArray(c.status, [...LISTED]),
        gt(c.payments, 0),
        itemId ? eq(c.itemId, itemId) : undefined,
      ),
    )
    .groupBy(c.itemId)
    .orderBy(sql`max(${c.itemName})`);
}

/** The headings of a filtered history, counted over the matching payments themselves. */
function filteredGroups(db: Db, kind: PaymentKind, filtered: SQL, itemId: string | undefined) {
  const itemColumn = kind === 'tour' ? payment.tourId : payment.clubId;
  const paid = sql`${payment.status} = 'paid'`;
  return db
    .select({
      itemId: sql<string>`${itemColumn}::text`,
      itemName: sql<string>`max(${payment.itemName})`,
      total: sql<number>`count(*)::int`,
      paidCount: sql<number>`(count(*) filter (where ${paid}))::int`,
      paidTotalPoisha: sql<number>`coalesce(sum(${payment.amountPoisha}) filter (where ${paid}), 0)::int`,
    })
    .from(payment)
    .where(
      and(
        eq(payment.kind, kind),
        inArray(payment.status, [...LISTED]),
        filtered,
        itemId ? eq(itemColumn, itemId) : undefined,
      ),
    )
    .groupBy(itemColumn)
    .orderBy(sql`max(${payment.itemName})`);
}

/** Payments the CSV export reads at a time: its memory stays flat however many there are. */
export const EXPORT_BATCH = 1_000;

/**
 * Every payment of a kind (or of one event or club) for the CSV export, oldest first as a ledger
 * reads, in keyset batches along (created_at, id). Expired attempts are kept: the export is the
 * ledger. The cursor is carried as text with microseconds (a JS Date would drop them).
 */
export async function* paymentsForExport(
  db: Db,
  kind: PaymentKind,
  itemId?: string,
  filters?: PaymentFilters,
) {
  const itemColumn = kind === 'tour' ? payment.tourId : payment.clubId;
  const filtered = paymentFilterSql(filters);
  let after: { createdAt: string; id: string } | undefined;
  for (;;) {
    const batch = await db
      .select({
        row: payment,
        cursor: sql<string>`to_char(${payment.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      })
      .from(payment)
      .where(
        and(
          eq(payment.kind, kind),
          itemId ? eq(itemColumn, itemId) : undefined,
          filtered,
          after
            ? sql`(${payment.createdAt}, ${payment.id}) > (${after.createdAt}::timestamptz, ${after.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(payment.createdAt, payment.id)
      .limit(EXPORT_BATCH);
    if (batch.length > 0) yield batch.map((b) => b.row);
    if (batch.length < EXPORT_BATCH) return;
    const last = batch[batch.length - 1]!;
    after = { createdAt: last.cursor, id: last.row.id };
  }
}

export async function listPaymentEvents(db: Db, paymentId: string) {
  return db
    .select()
    .from(paymentEvent)
    .where(eq(paymentEvent.paymentId, paymentId))
    .orderBy(paymentEvent.receivedAt);
}
