import type { GroupedPayment, PaymentRow } from '@dpms/shared/schemas';
import type { payment } from '../../db/schema/index.ts';

type PaymentRecord = typeof payment.$inferSelect;

/** The API shape of a payment row; "paid" is what the lists show as Paid or Not Paid. */
export function presentPayment(row: PaymentRecord): PaymentRow {
  return {
    id: row.id,
    tranId: row.tranId,
    kind: row.kind,
    itemId: (row.kind === 'tour' ? row.tourId : row.clubId) ?? '',
    itemName: row.itemName,
    plan: row.plan,
    amountPoisha: row.amountPoisha,
    status: row.status,
    paid: row.status === 'paid',
    payerName: row.payerName,
    payerEmail: row.payerEmail,
    payerStudentId: row.payerStudentId,
    payerBatch: row.payerBatch,
    payerMobile: row.payerMobile,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    validUntil: row.validUntil?.toISOString() ?? null,
    receiptNumber: row.receiptNumber,
    cardType: row.cardType,
    // Only when there is one: most payments have neither, and the history's pages stay small.
    ...(row.discountPoisha > 0 ? { discountPoisha: row.discountPoisha } : {}),
    ...(row.discountCode ? { discountCode: row.discountCode } : {}),
    ...(row.waiverReason ? { waivedBy: row.waivedByName ?? '', waiverReason: row.waiverReason } : {}),
    ...(row.planPart && row.planParts ? { planPart: row.planPart, planParts: row.planParts } : {}),
    ...(row.keptAt ? { kept: true as const } : {}),
  };
}

/** A payment in an admin history group: what the group says is not repeated (shared schema). */
export function presentGroupedPayment(row: PaymentRecord, groupItemName: string): GroupedPayment {
  const { kind: _kind, itemId: _itemId, paid: _paid, itemName, ...rest } = presentPayment(row);
  return itemName === groupItemName ? rest : { ...rest, itemName };
}
