import { DEFAULT_LOCALE, type Locale } from '@dpms/shared/locale';
import { formatTk } from '@dpms/shared/money';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../../db/client.ts';
import { payment, tour, user } from '../../../db/schema/index.ts';
import { savedLocale } from '../../../lib/locale.ts';
import type { MailAttachment } from '../../../mail/mailer.ts';
import { receiptMail } from '../../../mail/templates.ts';
import { calendarFileName, qrPng, ticketCodeFor, tourCalendar } from '../../tickets/index.ts';
import { paidWithText, receiptCopy } from './copy.ts';
import { type ReceiptData, renderReceiptPdf } from './pdf.ts';

type PaymentRecord = typeof payment.$inferSelect;

/** The receipt's facts, with the item and plan written in the given language. */
export function receiptData(row: PaymentRecord, locale: Locale = DEFAULT_LOCALE): ReceiptData {
  const copy = receiptCopy(locale);
  return {
    receiptNumber: row.receiptNumber ?? `R-${row.tranId}`,
    tranId: row.tranId,
    payerName: row.payerName,
    payerStudentId: row.payerStudentId,
    payerBatch: row.payerBatch,
    payerEmail: row.payerEmail,
    payerMobile: row.payerMobile,
    itemName: row.kind === 'club' ? copy.membership(row.itemName) : row.itemName,
    itemDetail: row.plan
      ? row.plan === 'yearly'
        ? copy.yearly
        : copy.monthly
      : row.planPart && row.planParts
        ? copy.part(row.planPart, row.planParts)
        : null,
    amountPoisha: row.amountPoisha,
    paidAt: row.paidAt ?? row.updatedAt,
    validUntil: row.validUntil,
    bankTranId: row.bankTranId,
    paidWith: paidWithText(row.cardType, locale),
    discount:
      row.discountCode && row.discountPoisha > 0
        ? { code: row.discountCode, amountPoisha: row.discountPoisha }
        : null,
    waived: row.waiverReason
      ? { by: row.waivedByName ?? '', reason: row.waiverReason, pricePoisha: row.discountPoisha }
      : null,
    refundedAt: row.status === 'refunded' ? (row.refundedAt ?? row.updatedAt) : null,
    refundRequestedAt: row.status === 'refund_pending' ? (row.refundRequestedAt ?? row.updatedAt) : null,
  };
}

export function receiptFileName(row: PaymentRecord): string {
  return `DPMS-receipt-${row.receiptNumber ?? row.tranId}.pdf`;
}

/** The receipt's facts with the ticket of a paid event registration (its code and QR). */
export async function receiptDataWithTicket(
  app: FastifyInstance,
  row: PaymentRecord,
  locale: Locale = DEFAULT_LOCALE,
): Promise<ReceiptData> {
  const code = ticketCodeFor(app, row);
  return { ...receiptData(row, locale), ticket: code ? { code, qrPng: await qrPng(code) } : null };
}

/** The payer's chosen language (English once the account is gone). */
async function payerLocale(db: DbOrTx, row: PaymentRecord): Promise<Locale> {
  if (!row.userId) return DEFAULT_LOCALE;
  const [payer] = await db.select({ locale: user.locale }).from(user).where(eq(user.id, row.userId));
  return savedLocale(payer?.locale);
}

/** The mail outbox's name for a receipt's attachments (the PDF, and an event's calendar file). */
export const RECEIPT_ATTACHMENTS = 'receipt';
/** The content ID of a ticket's QR image, which the receipt mail's HTML shows inline. */
export const TICKET_QR_CID = 'ticket-qr@dpms';

/**
 * Queues the payer's receipt mail, in the payer's language, through the outbox (so it is
 * retried); given the transaction that made the payment paid, the mail exists exactly when that
 * commits. Its PDF is drawn afterwards, outside the transaction (`app.mailer.compose` with the
 * id this answers, or the sender itself): a transaction that holds an event's seat lock never
 * waits on a PDF.
 */
export async function queueReceipt(app: FastifyInstance, row: PaymentRecord, via?: DbOrTx): Promise<string> {
  const locale = await payerLocale(via ?? app.database.db, row);
  const data = receiptData(row, locale);
  // A part says which it is in the mail too: "Saint Martin's Island (Part 1 of 2)".
  const itemName = row.planPart && data.itemDetail ? `${data.itemName} (${data.itemDetail})` : data.itemName;
  return app.mailer.enqueue(
    {
      to: row.payerEmail,
      ...receiptMail(row.payerName, itemName, formatTk(row.amountPoisha, locale), row.tranId, locale, {
        paidWith: paidWithText(row.cardType, locale),
        ticketCode: ticketCodeFor(app, row),
        ticketQrCid: TICKET_QR_CID,
      }),
      attachments: [{ compose: RECEIPT_ATTACHMENTS, ref: row.id }],
    },
    via,
  );
}

/** Mails the payer their receipt now (outside any payment move: a resend, a test). */
export async function sendReceipt(app: FastifyInstance, row: PaymentRecord): Promise<void> {
  await app.mailer.compose(await queueReceipt(app, row));
}

/**
 * A receipt's attachments, made from the payment as it is: the PDF, and for a paid event its
 * ticket's QR (shown inline by the mail) and its calendar file.
 */
export async function receiptAttachments(app: FastifyInstance, paymentId: string): Promise<MailAttachment[]> {
  const { db } = app.database;
  const [row] = await db.select().from(payment).where(eq(payment.id, paymentId));
  if (!row) throw new Error(`receipt: no payment ${paymentId}`);
  const locale = await payerLocale(db, row);
  const data = await receiptDataWithTicket(app, row, locale);
  const pdf = await renderReceiptPdf(data, locale);
  const [event] =
    data.ticket && row.tourId ? await db.select().from(tour).where(eq(tour.id, row.tourId)) : [];
  return [
    { filename: receiptFileName(row), contentType: 'application/pdf', contentBase64: pdf.toString('base64') },
    ...(data.ticket
      ? [
          {
            filename: 'ticket-qr.png',
            contentType: 'image/png',
            contentBase64: data.ticket.qrPng.toString('base64'),
            cid: TICKET_QR_CID,
          },
        ]
      : []),
    ...(event
      ? [
          {
            filename: calendarFileName(event),
            contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
            contentBase64: Buffer.from(tourCalendar(event, app.config.publicUrl, locale)).toString('base64'),
          },
        ]
      : []),
  ];
}
