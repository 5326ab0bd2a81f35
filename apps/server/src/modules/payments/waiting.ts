import { PENDING_TOO_LONG_MINUTES, type WaitingList, type WaitingReason } from '@dpms/shared/schemas';
import { and, asc, eq, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { payment } from '../../db/schema/index.ts';
import { canAcceptHeld } from './confirm.ts';
import { presentPayment } from './presenters.ts';

type PaymentRecord = typeof payment.$inferSelect;

const QUEUE_LIMIT = 200;

/** Each reason's rows, in SQL (the status index serves every one). */
function reasonFilters(now: Date): Record<WaitingReason, SQL> {
  return {
    held: eq(payment.status, 'on_hold'),
    refund_unconfirmed: and(eq(payment.status, 'refund_pending'), isNull(payment.refundRefId))!,
    refund_processing: and(eq(payment.status, 'refund_pending'), isNotNull(payment.refundRefId))!,
    pending_too_long: and(
      eq(payment.status, 'pending'),
      lt(payment.createdAt, new Date(now.getTime() - PENDING_TOO_LONG_MINUTES * 60_000)),
    )!,
  };
}

function reasonOf(row: PaymentRecord): WaitingReason {
  if (row.status === 'on_hold') return 'held';
  if (row.status === 'refund_pending') return row.refundRefId ? 'refund_processing' : 'refund_unconfirmed';
  return 'pending_too_long';
}

/** The admins' queue: payments waiting for someone, oldest first, with why and since when. */
export async function waitingPayments(
  db: DbOrTx,
  reason?: WaitingReason,
  now = new Date(),
): Promise<WaitingList> {
  const filters = reasonFilters(now);
  const all = or(...Object.values(filters))!;
  const rows = await db
    .select()
    .from(payment)
    .where(reason ? filters[reason] : all)
    .orderBy(asc(payment.updatedAt))
    .limit(QUEUE_LIMIT);
  const [counts] = await db
    .select({
      held: sql<number>`(count(*) filter (where ${filters.held}))::int`,
      refund_unconfirmed: sql<number>`(count(*) filter (where ${filters.refund_unconfirmed}))::int`,
      refund_processing: sql<number>`(count(*) filter (where ${filters.refund_processing}))::int`,
      pending_too_long: sql<number>`(count(*) filter (where ${filters.pending_too_long}))::int`,
    })
    .from(payment)
    .where(all);
  const byReason: WaitingList['byReason'] = counts ?? {
    held: 0,
    refund_unconfirmed: 0,
    refund_processing: 0,
    pending_too_long: 0,
  };
  return {
    items: rows.map((row) => ({
      ...presentPayment(row),
      waitingFor: reasonOf(row),
      since: (row.status === 'refund_pending'
        ? (row.refundRequestedAt ?? row.updatedAt)
        : row.status === 'pending'
          ? row.createdAt
          : row.updatedAt
      ).toISOString(),
      holdReason: row.holdReason,
      canAccept: canAcceptHeld(row),
    })),
    count: Object.values(byReason).reduce((n, c) => n + c, 0),
    byReason,
  };
}
