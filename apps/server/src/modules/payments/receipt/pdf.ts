import { DEFAULT_LOCALE, type Locale } from '@dpms/shared/locale';
import { formatTk } from '@dpms/shared/money';
import { formatDhakaDate } from '../../../lib/dhaka-date.ts';
import { receiptCopy } from './copy.ts';
import { BANGLA_FONTS, scriptRuns } from './fonts.ts';

export interface ReceiptData {
  receiptNumber: string;
  tranId: string;
  payerName: string;
  payerStudentId: string | null;
  payerBatch: string | null;
  payerEmail: string;
  payerMobile: string;
  itemName: string;
  /** e.g. "Yearly membership" for clubs; absent for events. */
  itemDetail: string | null;
  amountPoisha: number;
  paidAt: Date;
  validUntil: Date | null;
  bankTranId: string | null;
  /** What it was paid with, as a person reads it ("bKash", "Visa card"): receipt/copy.ts. */
  paidWith: string | null;
  /** Set once refunded: the receipt then says so in red, so it cannot pass for a payment. */
  refundedAt: Date | null;
  /** Set while a refund is on its way: the receipt says so, so it cannot pass for a payment. */
  refundRequestedAt?: Date | null;
  /** What a discount code took off (decision 0051): the code and the amount. */
  discount?: { code: string; amountPoisha: number } | null;
  /** A waived fee: the admin who waived it, why, and the price it would have cost. */
  waived?: { by: string; reason: string; pricePoisha: number } | null;
  /** A paid event registration's ticket: its signed code and that code's QR as a PNG. */
  ticket?: { code: string; qrPng: Buffer } | null;
}

const BRAND = '#0f766e';
const MUTED = '#475569';

type Doc = PDFKit.PDFDocument;
interface TextStyle {
  size: number;
  bold?: boolean;
  width: number;
  align?: 'left' | 'right' | 'center';
}

/**
 * Writes text in the receipt's language. English uses the PDF's built-in Helvetica, as it always
 * has. Bangla uses Hind Siliguri, whose Bengali and Latin letters are in two files: each run of
 * the line is set in its own file, one after the other.
 */
function writer(doc: Doc, locale: Locale) {
  if (locale === 'en') {
    return (text: string, x: number, y: number, { size, bold, width, align }: TextStyle) => {
      doc
        .font(bold ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(size)
        .text(text, x, y, { width, ...(align ? { align } : {}) });
    };
  }
  doc.registerFont('bn', BANGLA_FONTS.bengali.regular);
  doc.registerFont('bn-bold', BANGLA_FONTS.bengali.bold);
  doc.registerFont('latin', BANGLA_FONTS.latin.regular);
  doc.registerFont('latin-bold', BANGLA_FONTS.latin.bold);
  const fontOf = (bengali: boolean, bold?: boolean) => `${bengali ? 'bn' : 'latin'}${bold ? '-bold' : ''}`;
  return (text: string, x: number, y: number, { size, bold, width, align = 'left' }: TextStyle) => {
    const runs = scriptRuns(text);
    if (align === 'left') {
      // Continued text wraps across the runs within the width.
      runs.forEach((run, index) => {
        doc.font(fontOf(run.bengali, bold)).fontSize(size);
        const continued = index < runs.length - 1;
        if (index === 0) doc.text(run.text, x, y, { width, continued });
        else doc.text(run.text, { continued });
      });
      return;
    }
    // One line, placed by its measured width.
    const widths = runs.map((run) =>
      doc.font(fontOf(run.bengali, bold)).fontSize(size).widthOfString(run.text),
    );
    const total = widths.reduce((sum, w) => sum + w, 0);
    let left = align === 'right' ? x + width - total : x + (width - total) / 2;
    runs.forEach((run, index) => {
      doc.font(fontOf(run.bengali, bold)).fontSize(size).text(run.text, left, y, { lineBreak: false });
      left += widths[index] as number;
    });
    doc.x = x;
  };
}

/**
 * A one-page A5 receipt as a PDF buffer: what a bursar needs to match it to a bank statement,
 * in the payer's language (English or Bangla). Identifiers (receipt, transaction, student ID,
 * mobile) keep their ASCII digits, as the bank and the department's records write them; money
 * and dates follow the language.
 */
export async function renderReceiptPdf(data: ReceiptData, locale: Locale = DEFAULT_LOCALE): Promise<Buffer> {
  // Loaded on the first receipt, not at start-up.
  const { default: PDFDocument } = await import('pdfkit');
  const copy = receiptCopy(locale);
  const date = (value: Date, withTime = true) => formatDhakaDate(value, locale, withTime);
  const doc = new PDFDocument({
    size: 'A5',
    margin: 40,
    lang: locale === 'bn' ? 'bn-BD' : 'en',
    info: { Title: copy.title(data.receiptNumber) },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const write = writer(doc, locale);

  const width = doc.page.width - 80;
  doc.rect(0, 0, doc.page.width, 70).fill(BRAND);
  doc.fillColor('#ffffff');
  write('DPMS', 40, 20, { size: 22, bold: true, width });
  write(copy.department, 40, 46, { size: 9, width });
  write(copy.heading, 40, 28, { size: 12, bold: true, width, align: 'right' });

  doc.fillColor('#0f172a').moveDown(0);
  let y = 90;
  const row = (label: string, value: string) => {
    doc.fillColor(MUTED);
    write(label, 40, y, { size: 9, width: 120 });
    doc.fillColor('#0f172a');
    write(value, 160, y, { size: 10, bold: true, width: width - 120 });
    y = Math.max(doc.y, y + 14) + 6;
  };
  row(copy.receiptNumber, data.receiptNumber);
  row(copy.tranId, data.tranId);
  row(copy.datePaid, date(data.paidAt));
  y += 6;
  row(copy.name, data.payerName);
  row(copy.studentId, data.payerStudentId ?? copy.notApplicable);
  row(copy.batch, data.payerBatch ?? copy.notApplicable);
  row(copy.email, data.payerEmail);
  row(copy.mobile, data.payerMobile);
  y += 6;
  row(copy.item, data.itemName);
  if (data.itemDetail) row(copy.plan, data.itemDetail);
  if (data.validUntil) row(copy.validUntil, date(data.validUntil, false));
  if (data.paidWith) row(copy.paidWith, data.paidWith);
  if (data.bankTranId) row(copy.bankTran, data.bankTranId);
  if (data.discount) {
    row(copy.price, formatTk(data.amountPoisha + data.discount.amountPoisha, locale));
    // A hyphen, not U+2212: the receipt's fonts have no minus sign.
    row(copy.discount, `-${formatTk(data.discount.amountPoisha, locale)} (${data.discount.code})`);
  }
  if (data.waived) {
    row(copy.price, formatTk(data.waived.pricePoisha, locale));
    row(copy.waivedBy, data.waived.by);
    row(copy.waiverReason, data.waived.reason);
  }

  y += 10;
  doc
    .moveTo(40, y)
    .lineTo(40 + width, y)
    .strokeColor('#cbd5e1')
    .stroke();
  y += 12;
  doc.fillColor(MUTED);
  write(copy.amountPaid, 40, y, { size: 10, width });
  doc.fillColor(BRAND);
  write(formatTk(data.amountPoisha, locale), 40, y - 4, { size: 18, bold: true, width, align: 'right' });
  y += 40;
  const stamp = data.refundedAt
    ? copy.refunded(date(data.refundedAt, false))
    : data.refundRequestedAt
      ? copy.refundRequested(date(data.refundRequestedAt, false))
      : null;
  if (stamp) {
    doc.fillColor('#b91c1c');
    write(stamp, 40, y, { size: 14, bold: true, width, align: 'center' });
    y += 28;
  }
  if (data.ticket && !stamp) {
    const size = 96;
    if (y + size + 20 > doc.page.height - 40) {
      doc.addPage();
      y = 40;
    }
    doc.image(data.ticket.qrPng, 40, y, { width: size, height: size });
    doc.fillColor('#0f172a');
    write(copy.ticket, 40 + size + 14, y + 8, { size: 12, bold: true, width: width - size - 14 });
    doc.fillColor(MUTED);
    write(copy.ticketNote, 40 + size + 14, y + 28, { size: 8, width: width - size - 14 });
    doc.fillColor('#0f172a').font('Courier').fontSize(8);
    doc.text(data.ticket.code, 40 + size + 14, y + 70, { width: width - size - 14 });
    y += size + 10;
  }
  doc.fillColor(MUTED);
  write(data.waived ? copy.waivedFooter : copy.footer, 40, y, { size: 8, width });
  doc.end();
  return done;
}
