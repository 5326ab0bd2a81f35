import { type PayMethod, paidWithOf } from '@dpms/shared/pay-methods';
import type { PaymentRow } from '@dpms/shared/schemas';
import { formatShortDate } from '@/lib/format.ts';
import { type MessageId, t } from '@/lib/i18n/i18n.ts';

/** When a payment happened for the lists: paid, or else started. */
export const paymentDate = (payment: Pick<PaymentRow, 'paidAt' | 'createdAt'>) =>
  formatShortDate(payment.paidAt ?? payment.createdAt);

/** A club payment's plan in words; an event payment has none. */
export function planWord(payment: Pick<PaymentRow, 'plan'>): string {
  if (payment.plan === 'monthly') return t('clubs.monthly');
  if (payment.plan === 'yearly') return t('clubs.yearly');
  return '—';
}

/** The PDF receipt of one of the student's own paid payments. */
export function myReceiptUrl(paymentId: string): string {
  return `/api/me/payments/${encodeURIComponent(paymentId)}/receipt.pdf`;
}

/** The PDF receipt of any payment that has one (admins). */
export function adminReceiptUrl(paymentId: string): string {
  return `/api/admin/payments/${encodeURIComponent(paymentId)}/receipt.pdf`;
}

/** Each way to pay by its name on screen. */
export const PAY_METHOD_LABELS: Record<PayMethod, MessageId> = {
  bkash: 'payMethod.bkash',
  nagad: 'payMethod.nagad',
  rocket: 'payMethod.rocket',
  card: 'payMethod.card',
  all: 'payMethod.all',
};

/**
 * What a payment was made with as a person reads it ("bKash", "Visa card"), from the gateway's
 * card_type; another method in the gateway's own words; null before the gateway says.
 */
export function paidWithText(cardType: string | null): string | null {
  const paid = paidWithOf(cardType);
  if (!paid) return null;
  if (paid.method === 'card') return t('payMethod.cardBrand', { brand: paid.brand });
  if (paid.method === 'other') return paid.text;
  return t(PAY_METHOD_LABELS[paid.method]);
}
