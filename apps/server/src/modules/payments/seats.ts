import { and, eq, isNull, or } from 'drizzle-orm';
import { payment } from '../../db/schema/index.ts';

/**
 * A payment that holds a seat: a paid one, and a refund the gateway has not confirmed yet
 * (the money may still be with the department, and a refused refund puts it back to paid).
 */
export const seatTaken = or(
  eq(payment.status, 'paid'),
  and(eq(payment.status, 'refund_pending'), isNull(payment.refundRefId)),
);
