import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../db/client.ts';
import { demoGatewayTransaction } from '../db/schema/index.ts';
import type { RememberedTransaction } from '../gateway/sandbox/store.ts';

/**
 * The gateway's side of the demo's history, kept in the database (decision 0046): the demo seed
 * stores what its gateway recorded, and every start hands it to the SSLCommerz sandbox, which
 * keeps its own sessions only in memory. The sandbox then answers for the demo's payments as the
 * real gateway would (transaction query, Validation API, refunds), so settlement reconciles and
 * an admin can check or refund a demo payment.
 */
export async function storeDemoLedger(tx: DbOrTx, transactions: RememberedTransaction[]): Promise<void> {
  if (transactions.length === 0) return;
  await tx
    .insert(demoGatewayTransaction)
    .values(transactions.map((record) => ({ tranId: record.session.tranId, record })))
    .onConflictDoNothing();
}

/**
 * Gives the sandbox the demo's transactions (a no-op with a real gateway configured, or for
 * transactions it already knows). Answers how many the sandbox was given.
 */
export async function rememberDemoLedger(app: FastifyInstance): Promise<number> {
  if (!app.sandbox) return 0;
  const rows = await app.database.db.select().from(demoGatewayTransaction);
  app.sandbox.remember(rows.map((row) => row.record as RememberedTransaction));
  return rows.length;
}
