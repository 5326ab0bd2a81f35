import type { PaymentRow } from './schemas/payments.ts';

// A file of its own, with no zod: My Payments, in the first screen's code, asks it of each row.
/**
 * Whether a payment row is a ticket: a paid event registration, paid in full or, in parts, by its
 * last part (decision 0052); a kept part never is. The server's rule (modules/tickets) read from
 * the row as the lists show it.
 */
export function isTicketRow(
  row: Pick<PaymentRow, 'kind' | 'status' | 'planPart' | 'planParts' | 'kept'>,
): boolean {
  return row.kind === 'tour' && row.status === 'paid' && !row.kept && row.planPart === row.planParts;
}
