import type { PaymentKind } from '@dpms/shared/constants';
import { paths } from '@/lib/paths.ts';

/** The checkout screen of the item a payment was for, to try again. */
export function checkoutPathOf(payment: { kind: PaymentKind; itemId: string }): string {
  return payment.kind === 'tour' ? paths.tourCheckout(payment.itemId) : paths.clubCheckout(payment.itemId);
}
