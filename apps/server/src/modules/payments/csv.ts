import { stringify } from 'csv-stringify/sync';
import type { payment } from '../../db/schema/index.ts';
import { poishaToDecimal } from '../../gateway/amount.ts';

type PaymentRecord = typeof payment.$inferSelect;

const iso = (date: Date | null) => date?.toISOString() ?? '';

/** The ledger a bursar reconciles against the gateway's statement: one row per attempt. */
export function paymentsCsv(rows: PaymentRecord[]): string {
  return stringify(
    rows.map((row) => [
      row.tranId,
      row.receiptNumber ?? '',
      row.itemName,
      row.plan ?? '',
      row.payerStudentId ?? '',
      row.payerName,
      row.payerBatch ?? '',
      row.payerEmail,
      row.payerMobile,
      poishaToDecimal(row.amountPoisha),
      row.currency,
      row.status,
      row.status === 'paid' ? 'Paid' : 'Not Paid',
      iso(row.createdAt),
      iso(row.paidAt),
      iso(row.validUntil),
      row.bankTranId ?? '',
      row.cardType ?? '',
    ]),
    {
      header: true,
      columns: [
        'Transaction ID',
        'Receipt',
        'Item',
        'Plan',
        'Student ID',
        'Name',
        'Batch',
        'Email',
        'Phone Number',
        'Fee(Tk)',
        'Currency',
        'Status',
        'Paid Status',
        'Created',
        'Paid at',
        'Valid until',
        'Bank transaction',
        'Card type',
      ],
      // A cell starting with = + - @ could run as a formula in a spreadsheet.
      cast: { string: (value) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value) },
    },
  );
}
