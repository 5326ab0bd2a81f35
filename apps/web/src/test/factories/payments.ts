import type { PaymentRow } from '@dpms/shared/schemas';

/** A paid event payment as the payment lists show it; override what the test is about. */
export function buildPaymentRow(overrides: Partial<PaymentRow> = {}): PaymentRow {
  return {
    id: 'pay-1',
    tranId: 'DPMS-1',
    kind: 'tour',
    itemId: 'tour-1',
    itemName: "Cox's Bazar Study Tour",
    plan: null,
    amountPoisha: 350_000,
    status: 'paid',
    paid: true,
    payerName: 'Nusrat Jahan',
    payerEmail: 'nusrat@example.edu',
    payerStudentId: '2020000000000001',
    payerBatch: '10th',
    payerMobile: '01712345678',
    createdAt: '2030-01-01T10:00:00.000Z',
    paidAt: '2030-01-01T10:01:00.000Z',
    validUntil: null,
    receiptNumber: 'R-0001',
    cardType: null,
    ...overrides,
  };
}
