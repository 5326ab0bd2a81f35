import { z } from 'zod';
import { BATCHES, PAYMENT_KINDS, PAYMENT_STATUSES, type PaymentKind, PLANS } from '../constants.ts';
import { toAsciiDigits } from '../digits.ts';
import { MESSAGES } from '../messages.ts';
import { PAY_METHODS } from '../pay-methods.ts';
import { dhakaDaySchema } from './audit.ts';
import { fieldPerKey, pageNumberSchema, pageOf } from './common.ts';
import { discountCodeSchema } from './discount-code.ts';
import { line, paragraph } from './text.ts';

export const BD_MOBILE_MESSAGE = 'Enter a Bangladeshi mobile number: 01XXXXXXXXX or +8801XXXXXXXXX';

/** A Bangladeshi mobile number, 01XXXXXXXXX with or without +880; kept as 01XXXXXXXXX. */
export const bdMobileSchema = z
  .string({ message: MESSAGES.required })
  .trim()
  .min(1, MESSAGES.required)
  .transform((v) => toAsciiDigits(v).replace(/[\s-]/g, ''))
  .refine((v) => /^(?:\+?880|0)1[3-9]\d{8}$/.test(v), BD_MOBILE_MESSAGE)
  .transform((v) => `0${v.slice(-10)}`);

export const PAY_METHOD_MESSAGE = 'Choose how to pay: bKash, Nagad, Rocket, a card or all methods';

/**
 * The method the gateway's page should open on: only its key travels; the server decides what
 * the gateway is told (decision 0050). Left out, the page offers every method.
 */
export const payMethodSchema = z.enum(PAY_METHODS, { message: PAY_METHOD_MESSAGE });

/**
 * Checkout never carries a price: the server reads it from the database, and a discount code
 * only names a code, which the server checks and applies itself.
 */
export const tourCheckoutSchema = z.object({
  mobile: bdMobileSchema,
  method: payMethodSchema.optional(),
  code: discountCodeSchema.optional(),
  /**
   * Pay in parts (decision 0052): the first part of the event's plan, or, for a student already
   * paying in parts, the next part. The server decides which part and its amount.
   */
  inParts: z.boolean().optional(),
});
export type TourCheckoutInput = z.input<typeof tourCheckoutSchema>;
export const clubCheckoutSchema = z.object({
  mobile: bdMobileSchema,
  plan: z.enum(PLANS, { message: MESSAGES.required }),
  method: payMethodSchema.optional(),
  code: discountCodeSchema.optional(),
});
export type ClubCheckoutInput = z.input<typeof clubCheckoutSchema>;
export const checkoutResponseSchema = z.object({ url: z.string(), tranId: z.string() });

/**
 * `GET /api/me/pay-method`: the method the student chose at their latest checkout, which the
 * next checkout starts on, on any device (`all` when they never chose).
 */
export const rememberedPayMethodSchema = z.object({ method: z.enum(PAY_METHODS) });
export type RememberedPayMethod = z.infer<typeof rememberedPayMethodSchema>;

/** One payment as the lists show it (My Payments and the admin history). */
export const paymentRowSchema = z.object({
  id: z.string(),
  tranId: z.string(),
  kind: z.enum(PAYMENT_KINDS),
  itemId: z.string(),
  itemName: z.string(),
  plan: z.enum(PLANS).nullable(),
  amountPoisha: z.number().int(),
  status: z.enum(PAYMENT_STATUSES),
  paid: z.boolean(),
  payerName: z.string(),
  payerEmail: z.string(),
  payerStudentId: z.string().nullable(),
  payerBatch: z.string().nullable(),
  payerMobile: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  validUntil: z.string().nullable(),
  receiptNumber: z.string().nullable(),
  /** What the gateway says the payment was made with (its `card_type`); null until it says. */
  cardType: z.string().nullable(),
  /** Taken off the price by a discount code or a waiver; absent when nothing was. */
  discountPoisha: z.number().int().optional(),
  /** The discount code used, in capitals; absent when none was. */
  discountCode: z.string().optional(),
  /** A waiver: the admin who waived the fee and why (the payment is then paid, for Tk 0). */
  waivedBy: z.string().optional(),
  waiverReason: z.string().optional(),
  /** A part of an event paid in parts: "part 1 of 2". Absent for a payment in full. */
  planPart: z.number().int().optional(),
  planParts: z.number().int().optional(),
  /** A part an admin kept after its plan released the seat: paid, with no seat and no ticket. */
  kept: z.literal(true).optional(),
});
export type PaymentRow = z.infer<typeof paymentRowSchema>;

export const paymentPageSchema = pageOf(paymentRowSchema);

export const paymentListQuerySchema = z.object({
  kind: z.enum(PAYMENT_KINDS).default('tour'),
  page: pageNumberSchema,
});

/** Admin history: payments grouped by club name or event destination, each group paged on its own. */
export const paymentGroupSchema = paymentPageSchema.extend({
  itemId: z.string(),
  itemName: z.string(),
  paidCount: z.number().int(),
  paidTotalPoisha: z.number().int(),
});
export type PaymentGroup = z.infer<typeof paymentGroupSchema>;

/**
 * A payment in an admin history group as it travels: without what its group already says (the
 * kind and item; the item's name unless this payment's snapshot of it differs; `paid`, which its
 * status says). The first page of every group then stays within 50 kB with 50 events (issue 8);
 * `expandPaymentGroup` gives each row its every field again.
 */
export const groupedPaymentSchema = paymentRowSchema
  .omit({ kind: true, itemId: true, paid: true })
  .extend({ itemName: z.string().optional() });
export type GroupedPayment = z.infer<typeof groupedPaymentSchema>;
export const groupedPaymentsSchema = pageOf(groupedPaymentSchema).extend({
  itemId: z.string(),
  itemName: z.string(),
  paidCount: z.number().int(),
  paidTotalPoisha: z.number().int(),
});
/** GET /api/admin/payments. */
export const paymentGroupsSchema = z.object({ groups: z.array(groupedPaymentsSchema) });
export type PaymentGroups = z.infer<typeof paymentGroupsSchema>;

/** A group as the screens use it: each row with its kind, item and `paid` again. */
export function expandPaymentGroup(
  kind: PaymentKind,
  group: z.infer<typeof groupedPaymentsSchema>,
): PaymentGroup {
  return {
    ...group,
    items: group.items.map((row) => ({
      ...row,
      kind,
      itemId: group.itemId,
      itemName: row.itemName ?? group.itemName,
      paid: row.status === 'paid',
    })),
  };
}
/**
 * Payment History's filters, applied on the server to the groups, their pages and the CSV
 * export alike: a status, a range of Dhaka days (when the checkout started), a batch, and free
 * text matched against the payer's name, e-mail and student ID and the tran_id.
 */
export const paymentFiltersSchema = z.object({
  status: z.enum(PAYMENT_STATUSES).optional(),
  from: dhakaDaySchema.optional(),
  to: dhakaDaySchema.optional(),
  batch: z.enum(BATCHES).optional(),
  q: line({ max: 100 }).optional(),
});
export type PaymentFilters = z.infer<typeof paymentFiltersSchema>;

export const adminPaymentQuerySchema = paymentListQuerySchema.extend({
  /** Only this event or club (to page one group). */
  itemId: z.string().uuid().optional(),
  ...paymentFiltersSchema.shape,
});

export const paymentEventRowSchema = z.object({
  source: z.string(),
  receivedAt: z.string(),
  signatureValid: z.boolean().nullable(),
  validationStatus: z.string().nullable(),
  outcome: z.string(),
});
export const paymentDetailSchema = paymentRowSchema.extend({
  valId: z.string().nullable(),
  bankTranId: z.string().nullable(),
  /** The method the student chose at checkout (the page opened on it); null if none was named. */
  payMethod: z.enum(PAY_METHODS).nullable(),
  riskLevel: z.number().int().nullable(),
  holdReason: z.string().nullable(),
  refundReason: z.string().nullable(),
  refundRequestedAt: z.string().nullable(),
  /** The gateway's reference once it accepted the refund; null while unconfirmed. */
  refundRefId: z.string().nullable(),
  refundedAt: z.string().nullable(),
  /** A held payment the gateway confirmed in full, which an admin may accept as paid. */
  canAccept: z.boolean(),
  /** What a refund returns: what the gateway took (differs from amountPoisha only on a mismatch). */
  refundAmountPoisha: z.number().int(),
  events: z.array(paymentEventRowSchema),
});
export type PaymentDetail = z.infer<typeof paymentDetailSchema>;

const REFUND_REASON_MESSAGE = 'Give a reason of at least 5 characters';

export const refundInputSchema = z.object({
  reason: paragraph({ max: 500, message: REFUND_REASON_MESSAGE }).min(5, REFUND_REASON_MESSAGE),
});

/** The refund reference an admin copies from the gateway's merchant panel. */
export const refundReferenceInputSchema = z.object({
  refundRefId: z
    .string({ message: MESSAGES.required })
    .trim()
    .min(1, MESSAGES.required)
    .max(64, 'A refund reference is at most 64 characters')
    .regex(/^[A-Za-z0-9_-]+$/, 'A refund reference has only letters, digits, - and _'),
});

/** What the success and failure pages may learn about the viewer's own payment. */
export const paymentStatusSchema = z.object({
  tranId: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  itemName: z.string(),
  amountPoisha: z.number().int(),
  kind: z.enum(PAYMENT_KINDS),
  itemId: z.string(),
});

/** Why a payment is in the admins' queue. */
export const WAITING_REASONS = [
  'held',
  'refund_unconfirmed',
  'refund_processing',
  'pending_too_long',
] as const;
export type WaitingReason = (typeof WAITING_REASONS)[number];

/**
 * `GET /api/admin/payments/waiting`: every payment waiting for an admin, oldest first: held
 * ones (why: `holdReason`), refunds the gateway has not confirmed or not finished, and checkouts
 * pending longer than PENDING_TOO_LONG_MINUTES. `count` is the sidebar's badge.
 */
export const waitingPaymentSchema = paymentRowSchema.extend({
  waitingFor: z.enum(WAITING_REASONS),
  since: z.string(),
  holdReason: z.string().nullable(),
  canAccept: z.boolean(),
});
export type WaitingPayment = z.infer<typeof waitingPaymentSchema>;
export const waitingQuerySchema = z.object({ reason: z.enum(WAITING_REASONS).optional() });
export const waitingListSchema = z.object({
  items: z.array(waitingPaymentSchema),
  count: z.number().int(),
  byReason: fieldPerKey(WAITING_REASONS, z.number().int()),
});
export type WaitingList = z.infer<typeof waitingListSchema>;

/** `POST /api/admin/payments/:id/check`: what the gateway said, and the payment's status after. */
export const gatewayCheckSchema = z.object({
  status: z.enum(PAYMENT_STATUSES),
  changed: z.boolean(),
});
export type GatewayCheck = z.infer<typeof gatewayCheckSchema>;
