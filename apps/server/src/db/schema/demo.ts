import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The gateway's side of the demo's history: every transaction the demo seed made, as the
 * SSLCommerz sandbox keeps it (its session, attempts and refunds, `RememberedTransaction` in
 * gateway/sandbox/store.ts). The sandbox keeps its sessions in memory, so the demo hands these
 * back to it at every start: its transaction query, Validation API and refund query then answer
 * for the demo's payments as the gateway would. Written once, in the seed's transaction.
 */
export const demoGatewayTransaction = pgTable('demo_gateway_transaction', {
  tranId: text('tran_id').primaryKey(),
  record: jsonb('record').notNull(),
});
