import { z } from 'zod';

/** A checkout still pending after this long waits for an admin's look (and a reminder). */
export const PENDING_TOO_LONG_MINUTES = 60;

const poisha = z.number().int();

/**
 * `GET /api/admin/dashboard`: an admin's home, every figure computed in SQL. Money is what is
 * paid now (refunded and refunding payments are out of it: net of refunds), by the day it was
 * paid, in Dhaka: today, this week (from Saturday, the Bangladeshi week), this month, in all.
 */
export const dashboardSchema = z.object({
  asOf: z.string(),
  collected: z.object({ today: poisha, week: poisha, month: poisha, total: poisha }),
  /** Money returned to students (refunds the gateway confirmed), this month and in all. */
  refunded: z.object({ month: poisha, total: poisha }),
  /**
   * Money not collected, apart from what was: discount codes' reductions on paid payments, and
   * waived fees (each counted at the price it would have cost), this month and in all.
   */
  discounts: z.object({ month: poisha, total: poisha, uses: z.number().int() }),
  waived: z.object({ month: poisha, total: poisha, count: z.number().int() }),
  events: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      departureDate: z.string(),
      upcoming: z.boolean(),
      groupSize: z.number().int(),
      seatsPaid: z.number().int(),
      paidPoisha: poisha,
    }),
  ),
  clubs: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      activeMembers: z.number().int(),
      endingThisWeek: z.number().int(),
      paidPoisha: poisha,
    }),
  ),
  memberships: z.object({ active: z.number().int(), endingThisWeek: z.number().int() }),
  /**
   * Payments waiting for someone: each links to the on-hold queue, filtered. `pending` includes
   * `pendingTooLong`; `refundPending` is `refundUnconfirmed` (the gateway has not accepted the
   * refund yet) plus `refundProcessing` (accepted, money not returned yet), the queue's reasons.
   */
  waiting: z.object({
    pending: z.number().int(),
    pendingTooLong: z.number().int(),
    onHold: z.number().int(),
    refundPending: z.number().int(),
    refundUnconfirmed: z.number().int(),
    refundProcessing: z.number().int(),
  }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
