import { formatTk } from '@dpms/shared';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../../db/client.ts';
import type { payment } from '../../../db/schema/index.ts';
import { receiptMail } from '../../../mail/templates.ts';
import { type ReceiptData, renderReceiptPdf } from './pdf.ts';

type PaymentRecord = typeof payment.$inferSelect;

export function receiptData(row: PaymentRecord): ReceiptData {
  return {
    receiptNumber: row.receiptNumber ?? `R-${row.tranId}`,
    tranId: row.tranId,
    payerName: row.payerName,
    payerStudentId: row.payerStudentId,
    payerBatch: row.payerBatch,
    payerEmail: row.payerEmail,
    payerMobile: row.payerMobile,
    itemName: row.kind === 'club' ? `${row.itemName} membership` : row.itemName,
    itemDetail: row.plan ? (row.plan === 'yearly' ? 'Yearly (365 days)' : 'Monthly (30 days)') : null,
    amountPoisha: row.amountPoisha,
    paidAt: row.paidAt ?? row.updatedAt,
    validUntil: row.validUntil,
    bankTranId: row.bankTranId,
    cardType: row.cardType,
    refundedAt: row.status === 'refunded' ? (row.refundedAt ?? row.updatedAt) : null,
    refundRequestedAt: row.status === 'refund_pending' ? (row.refundRequestedAt ?? row.updatedAt) : null,
  };
}

export function receiptFileName(row: PaymentRecord): string {
  return `DPMS-receipt-${row.receiptNumber ?? row.tranId}.pdf`;
}

/**
 * Mails the payer their receipt with the PDF attached, through the outbox (so it is retried);
 * given the transaction that made the payment paid, the mail exists exactly when that commits.
 */
export async function sendReceipt(app: FastifyInstance, row: PaymentRecord, via?: DbOrTx): Promise<void> {
  const pdf = await renderReceiptPdf(receiptData(row));
  await app.mailer.enqueue(
    {
      to: row.payerEmail,
      ...receiptMail(row.payerName, receiptData(row).itemName, formatTk(row.amountPoisha), row.tranId),
      attachments: [
        {
          filename: receiptFileName(row),
          contentType: 'application/pdf',
          contentBase64: pdf.toString('base64'),
        },
      ],
    },
    via,
  );
}
