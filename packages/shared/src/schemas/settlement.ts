import { z } from 'zod';
import { PAYMENT_KINDS, PAYMENT_STATUSES } from '../constants.ts';
import { dhakaDaySchema } from './audit.ts';

export const settlementQuerySchema = z.object({ day: dhakaDaySchema });

/** What disagrees between DPMS and the gateway about one payment. */
export const SETTLEMENT_PROBLEMS = [
  /** DPMS counts it paid (or refunding), the gateway shows no successful attempt. */
  'paid_here_not_at_gateway',
  /** The gateway took money that DPMS neither counts as paid nor holds for an admin. */
  'taken_at_gateway_not_here',
  /** Both say paid, for different amounts. */
  'amount_differs',
  /** The gateway could not be asked about it (no answer); ask again later. */
  'gateway_unreachable',
] as const;
export type SettlementProblem = (typeof SETTLEMENT_PROBLEMS)[number];

/** How many payments, and how much money in them. */
const tallySchema = z.object({ count: z.number().int(), poisha: z.number().int() });

/**
 * `GET /api/admin/settlement?day=`: one Dhaka day. DPMS's own view (payments confirmed that day,
 * refunds returned that day, the net), the gateway's view of the same payments (each asked by
 * tran_id), and every payment the two disagree about.
 */
export const settlementSchema = z.object({
  day: z.string(),
  confirmed: tallySchema,
  refunded: tallySchema,
  netPoisha: z.number().int(),
  /**
   * Not money: what discount codes took off the payments confirmed that day, and the fees waived
   * that day (at their price). Waived registrations never reach the gateway, so it is not asked.
   */
  discounts: tallySchema,
  waived: tallySchema,
  /** What the gateway says it took for the payments confirmed that day. */
  gateway: tallySchema,
  checked: z.number().int(),
  differences: z.array(
    z.object({
      paymentId: z.string(),
      tranId: z.string(),
      /** Club fee or event: which list of Payment History holds it. */
      kind: z.enum(PAYMENT_KINDS),
      payerName: z.string(),
      itemName: z.string(),
      status: z.enum(PAYMENT_STATUSES),
      amountPoisha: z.number().int(),
      gatewayStatus: z.string().nullable(),
      gatewayAmountPoisha: z.number().int().nullable(),
      problem: z.enum(SETTLEMENT_PROBLEMS),
    }),
  ),
});
export type Settlement = z.infer<typeof settlementSchema>;
