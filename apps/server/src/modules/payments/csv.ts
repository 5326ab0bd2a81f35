import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { payment } from '../../db/schema/index.ts';
import { poishaToDecimal } from '../../gateway/amount.ts';
import { spreadsheetSafe } from '../../lib/csv-safe.ts';

type PaymentRecord = typeof payment.$inferSelect;

const iso = (date: Date | null) => date?.toISOString() ?? '';

/**
 * The ledger a bursar reconciles against the gateway's statement: one row per attempt (Fee is
 * what was charged; a discount, a waived fee or a part of a plan is in its own columns), written
 * as the batches arrive, so 100,000 payments never sit in memory at once. A failed read ends the
 * stream with the error (the download breaks off instead of looking complete).
 */
export function paymentsCsv(batches: AsyncIterable<PaymentRecord[]>): Readable {
  const records = Readable.from(recordsOf(batches));
  const csv = stringify(CSV_OPTIONS);
  pipeline(records, csv, () => {});
  return csv;
}

async function* recordsOf(batches: AsyncIterable<PaymentRecord[]>) {
  for await (const batch of batches) for (const row of batch) yield csvRecord(row);
}

function csvRecord(row: PaymentRecord) {
  return [
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
    row.status !== 'paid' ? 'Not Paid' : row.waiverReason ? 'Waived' : 'Paid',
    iso(row.createdAt),
    iso(row.paidAt),
    iso(row.validUntil),
    row.bankTranId ?? '',
    row.cardType ?? '',
    row.discountPoisha > 0 ? poishaToDecimal(row.discountPoisha) : '',
    row.discountCode ?? '',
    row.waivedByName ?? '',
    row.waiverReason ?? '',
    row.planPart && row.planParts ? `${row.planPart} of ${row.planParts}` : '',
  ];
}

const CSV_OPTIONS = {
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
    'Discount (Tk)',
    'Discount code',
    'Waived by',
    'Waiver reason',
    // A part of an event paid in parts (decision 0052): "1 of 2"; empty for a payment in full.
    'Part',
  ],
  cast: spreadsheetSafe,
};
