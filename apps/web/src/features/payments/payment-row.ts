import type { PaymentRow } from '@dpms/shared/schemas';
import { formatShortDate } from '@/lib/format.ts';
import { t } from '@/lib/i18n/i18n.ts';

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
