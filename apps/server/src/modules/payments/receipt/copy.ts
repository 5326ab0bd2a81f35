import type { Locale } from '@dpms/shared/locale';
import { paidWithOf } from '@dpms/shared/pay-methods';
import { translatorFor } from '../../../i18n/translate.ts';

/**
 * What a payment was made with, as a person reads it ("bKash", "Visa card"), from the gateway's
 * card_type; another method in the gateway's own words; null when the gateway named none.
 */
export function paidWithText(cardType: string | null, locale: Locale): string | null {
  const t = translatorFor(locale);
  const paid = paidWithOf(cardType);
  if (!paid) return null;
  switch (paid.method) {
    case 'bkash':
      return t('bKash');
    case 'nagad':
      return t('Nagad');
    case 'rocket':
      return t('Rocket');
    case 'card':
      return t('{brand} card', { brand: paid.brand });
    case 'other':
      return paid.text;
  }
}

/**
 * Every word of the receipt, in the reader's language: the English is the message's id in the
 * server's catalog (src/i18n/locales). Dates and money are formatted by the caller.
 */
export function receiptCopy(locale: Locale) {
  const t = translatorFor(locale);
  return {
    title: (receiptNumber: string) => t('DPMS receipt {receiptNumber}', { receiptNumber }),
    department: t('Department of CSE - Payment Portal'),
    heading: t('PAYMENT RECEIPT'),
    receiptNumber: t('Receipt number'),
    tranId: t('Transaction ID'),
    datePaid: t('Date paid'),
    name: t('Name'),
    studentId: t('Student ID'),
    batch: t('Batch'),
    email: t('E-mail'),
    mobile: t('Mobile'),
    item: t('Item'),
    plan: t('Plan'),
    validUntil: t('Valid until'),
    paidWith: t('Paid with'),
    bankTran: t('Bank transaction'),
    notApplicable: t('N/A'),
    amountPaid: t('Amount paid'),
    price: t('Price'),
    discount: t('Discount'),
    waivedBy: t('Fee waived by'),
    waiverReason: t('Reason'),
    waivedFooter: t(
      'The department waived this fee: nothing was paid. Keep this receipt for your records; the department can verify it by its receipt number.',
    ),
    refunded: (date: string) => t('REFUNDED on {date}', { date }),
    refundRequested: (date: string) => t('REFUND REQUESTED on {date}', { date }),
    footer: t(
      'Paid online through SSLCommerz. Keep this receipt for your records; the department can verify it by its receipt number and transaction ID.',
    ),
    membership: (clubName: string) => t('{clubName} membership', { clubName }),
    yearly: t('Yearly (365 days)'),
    monthly: t('Monthly (30 days)'),
    /** A part of an event paid in parts (decision 0052). */
    part: (part: number, parts: number) =>
      t('Part {part} of {parts}', { part: String(part), parts: String(parts) }),
    ticket: t('Event ticket'),
    ticketNote: t(
      'Show this QR code when you board. If it cannot be scanned, the organiser can type the code below.',
    ),
  };
}
