import { describe, expect, it } from 'vitest';
import { renderReceiptPdf } from './pdf.ts';

describe('renderReceiptPdf', () => {
  it('makes a one-page PDF', async () => {
    const pdf = await renderReceiptPdf({
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
      cardType: 'BKASH-BKash',
      refundedAt: null,
    });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);
  });
});
