import { z } from 'zod';
import { decimalToPoisha } from './amount.ts';
import type { RiskLevel } from './gateway.ts';

/**
 * The documented shapes of SSLCommerz's answers. Loose objects: the gateway adds fields over
 * time, and only the ones we read must be there and well formed.
 */

// The gateway sends amounts as strings ("1500.00") and sometimes as JSON numbers.
const amount = z.union([z.string(), z.number()]).transform((value, ctx) => {
  const poisha = decimalToPoisha(String(value));
  if (poisha === null) {
    ctx.addIssue({ code: 'custom', message: `not a Taka amount: ${value}` });
    return z.NEVER;
  }
  return poisha;
});
// Empty means not assessed (a pending attempt). Anything else but an explicit 0 counts as risky:
// an unclear answer must hold the payment, not pass it.
const riskLevel = z.union([z.string(), z.number()]).transform((v): RiskLevel | null => {
  const level = String(v).trim();
  return level === '' ? null : level === '0' ? 0 : 1;
});
const optionalText = z
  .string()
  .nullish()
  .transform((v) => v || null);

export const sessionAnswer = z.discriminatedUnion('status', [
  z.looseObject({ status: z.literal('SUCCESS'), sessionkey: z.string().min(1), GatewayPageURL: z.url() }),
  z.looseObject({ status: z.literal('FAILED'), failedreason: optionalText }),
]);

export const validationAnswer = z.discriminatedUnion('status', [
  z.looseObject({
    status: z.enum(['VALID', 'VALIDATED']),
    tran_id: z.string().min(1),
    val_id: z.string().min(1),
    amount,
    store_amount: amount.nullish(),
    currency: z.string().min(1),
    bank_tran_id: z.string(),
    card_type: optionalText,
    risk_level: riskLevel,
    risk_title: optionalText,
    tran_date: optionalText,
  }),
  z.looseObject({ status: z.literal('INVALID_TRANSACTION') }),
]);

export const transactionAnswer = z.looseObject({
  APIConnect: z.string(),
  element: z
    .array(
      z.looseObject({
        status: z.enum(['VALID', 'VALIDATED', 'PENDING', 'FAILED', 'CANCELLED', 'EXPIRED', 'UNATTEMPTED']),
        tran_id: z.string().min(1),
        val_id: optionalText,
        amount,
        currency: z.string().min(1),
        bank_tran_id: optionalText,
        risk_level: riskLevel.nullish(),
        tran_date: optionalText,
      }),
    )
    .nullish(),
});

/** An answer about a refund: its own statuses, and any fields of its own before errorReason. */
function refundAnswerWith<const Status extends readonly [string, ...string[]], Extra extends z.ZodRawShape>(
  statuses: Status,
  extra: Extra,
) {
  return z.looseObject({
    APIConnect: z.string(),
    status: z.enum(statuses).optional(),
    bank_tran_id: optionalText,
    refund_ref_id: optionalText,
    ...extra,
    errorReason: optionalText,
  });
}

export const refundAnswer = refundAnswerWith(['success', 'failed', 'processing'], {});

export const refundQueryAnswer = refundAnswerWith(['refunded', 'processing', 'cancelled'], {
  initiated_on: optionalText,
  refunded_on: optionalText,
});
