import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { type ReceiptData, renderReceiptPdf } from './pdf.ts';

const receipt: ReceiptData = {
  receiptNumber: 'R-2026-000001',
  tranId: 'DPMS-T-ABC',
  payerName: 'Nafisa Tabassum',
  payerStudentId: '2024010401000123',
  payerBatch: '10th',
  payerEmail: 'nafisa@example.edu',
  payerMobile: '01711482936',
  itemName: 'Sajek Valley',
  itemDetail: null,
  amountPoisha: 650_000,
  paidAt: new Date('2026-11-21T10:00:00Z'),
  validUntil: null,
  bankTranId: 'BANK123',
  paidWith: 'bKash',
  refundedAt: null,
};

/** The text lines a PDF viewer shows: pdfkit writes each as hex strings in a TJ array of a deflated stream. */
function pdfLines(pdf: Buffer): string[] {
  const lines: string[] = [];
  for (const stream of pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(stream[1]!, 'latin1')).toString('latin1');
    } catch {
      continue; // an image or font stream
    }
    for (const tj of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const parts = [...tj[1]!.matchAll(/<([0-9a-fA-F]*)>/g)];
      lines.push(parts.map((hex) => Buffer.from(hex[1]!, 'hex').toString('latin1')).join(''));
    }
  }
  return lines;
}

describe('renderReceiptPdf', () => {
  it('makes a one-page PDF with the facts a bursar checks', async () => {
    const pdf = await renderReceiptPdf(receipt);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);
    const lines = pdfLines(pdf);
    expect(lines).toEqual(
      expect.arrayContaining([
        'DPMS',
        'PAYMENT RECEIPT',
        'R-2026-000001',
        'DPMS-T-ABC',
        'Nafisa Tabassum',
        '2024010401000123',
        '10th',
        'nafisa@example.edu',
        'Sajek Valley',
        'Tk 6,500',
        'November 21, 2026 at 4:00 PM',
      ]),
    );
    expect(lines.join(' ')).not.toMatch(/REFUND/);
  });

  it('says REFUND REQUESTED while a refund is on its way, and REFUNDED once it is done', async () => {
    const requested = pdfLines(
      await renderReceiptPdf({ ...receipt, refundRequestedAt: new Date('2026-11-22T05:00:00Z') }),
    );
    expect(requested).toContain('REFUND REQUESTED on November 22, 2026');
    const refunded = pdfLines(
      await renderReceiptPdf({
        ...receipt,
        refundRequestedAt: new Date('2026-11-22T05:00:00Z'),
        refundedAt: new Date('2026-11-25T05:00:00Z'),
      }),
    );
    expect(refunded).toContain('REFUNDED on November 25, 2026');
    expect(refunded.join(' ')).not.toMatch(/REFUND REQUESTED/);
  });
});
