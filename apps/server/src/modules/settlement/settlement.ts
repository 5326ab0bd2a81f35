import type { Settlement } from '@dpms/shared/schemas';
import { and, gte, lt, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { payment } from '../../db/schema/index.ts';
import type { GatewayTransaction } from '../../gateway/gateway.ts';
import { dhakaDayStart } from '../../lib/dhaka-date.ts';

type PaymentRecord = typeof payment.$inferSelect;
type Difference = Settlement['differences'][number];

/** Statuses in which DPMS holds the gateway's money (or is returning it). */
const MONEY_HERE = new Set(['paid', 'on_hold', 'refund_pending', 'refunded']);
/** Gateway queries at a time: a day of a department's payments is asked about in seconds. */
const CONCURRENCY = 4;

async function mapLimited<T, R>(items: T[], limit: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await run(items[index]!);
    }
  });
  await Promise.all(workers);
  return results;
}

/**
 * One Dhaka day's settlement: what DPMS confirmed and refunded that day, and the gateway's
 * answer for every payment started, confirmed or refunded that day, with each disagreement.
 * Reads only: a difference is for an admin to look into (Check with the gateway, a refund),
 * never fixed here behind their back.
 */
export async function settleDay(app: FastifyInstance, day: string): Promise<Settlement> {
  const start = dhakaDayStart(day);
  const end = dhakaDayStart(day, 1);
  const within = (column: typeof payment.createdAt | typeof payment.paidAt | typeof payment.refundedAt) =>
    and(gte(column, start), lt(column, end));
  const rows = await app.database.db
    .select()
    .from(payment)
    .where(or(within(payment.createdAt), within(payment.paidAt), within(payment.refundedAt)))
    .orderBy(payment.createdAt);

  const inDay = (at: Date | null) => at !== null && at >= start && at < end;
  // A waived fee never went through the gateway: it is counted apart, and the gateway not asked.
  const waivedRows = rows.filter((r) => r.waiverReason !== null && r.status === 'paid' && inDay(r.paidAt));
  const gatewayRows = rows.filter((r) => r.waiverReason === null);
  const confirmedRows = gatewayRows.filter((r) => inDay(r.paidAt) && MONEY_HERE.has(r.status));
  const discountRows = confirmedRows.filter((r) => r.discountPoisha > 0);
  const refundedRows = rows.filter((r) => r.status === 'refunded' && inDay(r.refundedAt));
  const sum = (list: PaymentRecord[]) => list.reduce((n, r) => n + r.amountPoisha, 0);

  const answers = await mapLimited(gatewayRows, CONCURRENCY, async (row) => {
    try {
      return await app.gateway.queryByTranId(row.tranId);
    } catch {
      return null;
    }
  });
  const differences: Difference[] = [];
  let gatewayCount = 0;
  let gatewayPoisha = 0;
  for (const [index, row] of gatewayRows.entries()) {
    const attempts = answers[index] ?? null;
    const taken = attempts?.find((a) => a.status === 'VALID' || a.status === 'VALIDATED');
    if (taken && confirmedRows.includes(row)) {
      gatewayCount += 1;
      gatewayPoisha += taken.amountPoisha;
    }
    const problem = problemOf(row, attempts, taken);
    if (problem) {
      differences.push({
        paymentId: row.id,
        tranId: row.tranId,
        kind: row.kind,
        payerName: row.payerName,
        itemName: row.itemName,
        status: row.status,
        amountPoisha: row.amountPoisha,
        gatewayStatus: attempts ? (taken?.status ?? attempts.at(-1)?.status ?? null) : null,
        gatewayAmountPoisha: taken?.amountPoisha ?? null,
        problem,
      });
    }
  }

  const confirmed = { count: confirmedRows.length, poisha: sum(confirmedRows) };
  const refunded = { count: refundedRows.length, poisha: sum(refundedRows) };
  return {
    day,
    confirmed,
    refunded,
    netPoisha: confirmed.poisha - refunded.poisha,
    discounts: { count: discountRows.length, poisha: discountRows.reduce((n, r) => n + r.discountPoisha, 0) },
    waived: { count: waivedRows.length, poisha: waivedRows.reduce((n, r) => n + r.discountPoisha, 0) },
    gateway: { count: gatewayCount, poisha: gatewayPoisha },
    checked: gatewayRows.length,
    differences,
  };
}

/** What DPMS and the gateway disagree about for one payment, if anything. */
function problemOf(
  row: PaymentRecord,
  attempts: GatewayTransaction[] | null,
  taken: GatewayTransaction | undefined,
): Difference['problem'] | null {
  if (attempts === null) return 'gateway_unreachable';
  const here = MONEY_HERE.has(row.status);
  if (here && !taken) return 'paid_here_not_at_gateway';
  if (!here && taken) return 'taken_at_gateway_not_here';
  // A held payment is held because something differs: the on-hold queue shows it already.
  if (taken && row.status === 'paid' && taken.amountPoisha !== row.amountPoisha) return 'amount_differs';
  return null;
}
