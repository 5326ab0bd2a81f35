import { formatTk } from '@dpms/shared';

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
  cardType: string | null;
  /** Set once refunded: the receipt then says so in red, so it cannot pass for a payment. */
  refundedAt: Date | null;
  /** Set while a refund is on its way: the receipt says so, so it cannot pass for a payment. */
  refundRequestedAt?: Date | null;
}

const BRAND = '#0f766e';
const MUTED = '#475569';

function dhakaDate(date: Date, withTime = true): string {
  return date.toLocaleString('en-US', {
    timeZone: 'Asia/Dhaka',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    ...(withTime ? { hour: 'numeric', minute: '2-digit' } : {}),
  });
}

/** A one-page A5 receipt as a PDF buffer: what a bursar needs to match it to a bank statement. */
export async function renderReceiptPdf(data: ReceiptData): Promise<Buffer> {
  // Loaded on the first receipt, not at start-up.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A5',
    margin: 40,
    info: { Title: `DPMS receipt ${data.receiptNumber}` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - 80;
  doc.rect(0, 0, doc.page.width, 70).fill(BRAND);
  doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(22).text('DPMS', 40, 20);
  doc.font('Helvetica').fontSize(9).text('Department of CSE - Payment Portal', 40, 46);
  doc.font('Helvetica-Bold').fontSize(12).text('PAYMENT RECEIPT', 40, 28, { width, align: 'right' });

  doc.fillColor('#0f172a').moveDown(0).font('Helvetica').fontSize(10);
  let y = 90;
  const row = (label: string, value: string) => {
    doc.fillColor(MUTED).font('Helvetica').fontSize(9).text(label, 40, y, { width: 120 });
    doc
      .fillColor('#0f172a')
      .font('Helvetica-Bold')
      .fontSize(10)
      .text(value, 160, y, { width: width - 120 });
    y = Math.max(doc.y, y + 14) + 6;
  };
  row('Receipt number', data.receiptNumber);
  row('Transaction ID', data.tranId);
  row('Date paid', dhakaDate(data.paidAt));
  y += 6;
  row('Name', data.payerName);
  row('Student ID', data.payerStudentId ?? 'N/A');
  row('Batch', data.payerBatch ?? 'N/A');
  row('E-mail', data.payerEmail);
  row('Mobile', data.payerMobile);
  y += 6;
  row('Item', data.itemName);
  if (data.itemDetail) row('Plan', data.itemDetail);
  if (data.validUntil) row('Valid until', dhakaDate(data.validUntil, false));
  if (data.cardType) row('Paid with', data.cardType);
  if (data.bankTranId) row('Bank transaction', data.bankTranId);

  y += 10;
  doc
    .moveTo(40, y)
    .lineTo(40 + width, y)
    .strokeColor('#cbd5e1')
    .stroke();
  y += 12;
  doc.fillColor(MUTED).font('Helvetica').fontSize(10).text('Amount paid', 40, y);
  doc
    .fillColor(BRAND)
    .font('Helvetica-Bold')
    .fontSize(18)
    .text(formatTk(data.amountPoisha), 40, y - 4, {
      width,
      align: 'right',
    });
  y += 40;
  const stamp = data.refundedAt
    ? `REFUNDED on ${dhakaDate(data.refundedAt, false)}`
    : data.refundRequestedAt
      ? `REFUND REQUESTED on ${dhakaDate(data.refundRequestedAt, false)}`
      : null;
  if (stamp) {
    doc
      .fillColor('#b91c1c')
      .font('Helvetica-Bold')
      .fontSize(14)
      .text(stamp, 40, y, { width, align: 'center' });
    y += 28;
  }
  doc
    .fillColor(MUTED)
    .font('Helvetica')
    .fontSize(8)
    .text(
      'Paid online through SSLCommerz. Keep this receipt for your records; the department can verify it by its receipt number and transaction ID.',
      40,
      y,
      { width },
    );
  doc.end();
  return done;
}
