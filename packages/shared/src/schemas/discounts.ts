import { z } from 'zod';
import { GATEWAY_MIN_POISHA, PAYMENT_KINDS, PLANS, POISHA_PER_TAKA } from '../constants.ts';
import { toAsciiDigits } from '../digits.ts';
import { MESSAGES } from '../messages.ts';
import { discountCodeSchema } from './discount-code.ts';
import { paragraph } from './text.ts';

/**
 * Discount codes and waivers (issue 32, decision 0051). A code takes a percentage or a fixed
 * amount off one event's or club's price (or off every one), for a number of paid uses, until a
 * day ends, optionally for named students only. A waiver records a registration or membership
 * that an admin let a named student have for nothing, with a reason.
 */
export const DISCOUNT_KINDS = ['percent', 'amount'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];
export const DISCOUNT_SCOPES = ['all', 'tour', 'club'] as const;
export type DiscountScope = (typeof DISCOUNT_SCOPES)[number];

export { DISCOUNT_CODE_MESSAGE, discountCodeSchema } from './discount-code.ts';

const STUDENT_ID_MESSAGE = 'Each student ID is 4 to 32 letters, digits or dashes';
const studentIdEntry = z
  .string()
  .trim()
  .transform(toAsciiDigits)
  .refine((v) => /^[A-Za-z0-9-]{4,32}$/.test(v), STUDENT_ID_MESSAGE);

/** `POST /api/admin/discount-codes`. Prices travel as integer poisha, like every amount. */
export const discountCodeInputSchema = z
  .object({
    code: discountCodeSchema,
    kind: z.enum(DISCOUNT_KINDS, { message: 'Choose a percentage or an amount in Taka' }),
    /** 1 to 90 % when kind is percent; a waiver is how a fee goes away entirely. */
    percent: z
      .number({ message: 'Enter a percentage from 1 to 90' })
      .int('Enter a whole percentage')
      .min(1, 'Enter a percentage from 1 to 90')
      .max(90, 'Enter a percentage from 1 to 90')
      .optional(),
    /** Poisha off when kind is amount. */
    amountPoisha: z
      .number({ message: 'Enter the amount in Taka' })
      .int('Amounts are whole poisha')
      .min(POISHA_PER_TAKA, 'The amount off must be at least Tk 1')
      .optional(),
    scope: z.enum(DISCOUNT_SCOPES, { message: 'Choose what the code is for' }),
    /** The event (scope tour) or club (scope club) the code is for. */
    itemId: z.string().uuid('Choose the event or club').optional(),
    maxUses: z
      .number({ message: 'Enter how many times the code may be used' })
      .int('Enter a whole number of uses')
      .min(1, 'A code may be used at least once')
      .max(10_000, 'A code may be used at most 10,000 times'),
    /** The last Dhaka day on which the code works. */
    endsOn: z
      .string({ message: MESSAGES.required })
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-12-31'),
    /** Only these students (by student ID) may use it; empty or absent: any student. */
    studentIds: z.array(studentIdEntry).max(500, 'Name at most 500 students').optional(),
  })
  .superRefine((input, ctx) => {
    if (input.kind === 'percent' && input.percent === undefined)
      ctx.addIssue({ code: 'custom', path: ['percent'], message: 'Enter a percentage from 1 to 90' });
    if (input.kind === 'amount' && input.amountPoisha === undefined)
      ctx.addIssue({ code: 'custom', path: ['amountPoisha'], message: 'Enter the amount in Taka' });
    if (input.scope !== 'all' && !input.itemId)
      ctx.addIssue({ code: 'custom', path: ['itemId'], message: 'Choose the event or club' });
  });
export type DiscountCodeInput = z.input<typeof discountCodeInputSchema>;

/** A code as admins see it, with how often it was used (paid) and whether it still works. */
export const discountCodeRowSchema = z.object({
  id: z.string(),
  code: z.string(),
  kind: z.enum(DISCOUNT_KINDS),
  percent: z.number().int().nullable(),
  amountPoisha: z.number().int().nullable(),
  scope: z.enum(DISCOUNT_SCOPES),
  itemId: z.string().nullable(),
  /** The event's destination or the club's name; null for every one. */
  itemName: z.string().nullable(),
  maxUses: z.number().int(),
  uses: z.number().int(),
  endsOn: z.string(),
  studentIds: z.array(z.string()),
  /** When an admin ended it early; null while it runs. */
  endedAt: z.string().nullable(),
  /** Working now: not ended, not past its day, uses left. */
  active: z.boolean(),
  /** What students saved with it: the discounts of its paid uses. */
  savedPoisha: z.number().int(),
  createdByName: z.string(),
  createdAt: z.string(),
});
export type DiscountCodeRow = z.infer<typeof discountCodeRowSchema>;
export const discountCodeListSchema = z.object({ items: z.array(discountCodeRowSchema) });

export const discountCodeIdParamSchema = z.object({ id: z.string().uuid() });

/** `POST /api/tours/:id/quote` and `POST /api/clubs/:id/quote`: what a code makes the price. */
export const quoteInputSchema = z.object({
  code: discountCodeSchema,
  plan: z.enum(PLANS).optional(),
});
export const quoteSchema = z.object({
  code: z.string(),
  listPricePoisha: z.number().int(),
  discountPoisha: z.number().int(),
  amountPoisha: z.number().int(),
});
export type Quote = z.infer<typeof quoteSchema>;

export const WAIVER_REASON_MESSAGE = 'Give the reason for the waiver, at least 5 characters';
/** `POST /api/admin/waivers`: a named student's registration or membership, without the gateway. */
export const waiverInputSchema = z
  .object({
    studentId: z
      .string({ message: MESSAGES.required })
      .trim()
      .min(1, MESSAGES.required)
      .transform(toAsciiDigits)
      .refine(
        (v) => /^[A-Za-z0-9-]{4,32}$/.test(v),
        'Enter a student ID of 4 to 32 letters, digits or dashes',
      ),
    kind: z.enum(PAYMENT_KINDS, { message: 'Choose an event or a club' }),
    itemId: z.string({ message: 'Choose the event or club' }).uuid('Choose the event or club'),
    plan: z.enum(PLANS).optional(),
    reason: paragraph({ max: 500, message: WAIVER_REASON_MESSAGE }).min(5, WAIVER_REASON_MESSAGE),
  })
  .superRefine((input, ctx) => {
    if (input.kind === 'club' && !input.plan)
      ctx.addIssue({ code: 'custom', path: ['plan'], message: 'Choose monthly or yearly' });
  });
export type WaiverInput = z.input<typeof waiverInputSchema>;
export const waiverResultSchema = z.object({
  paymentId: z.string(),
  tranId: z.string(),
  receiptNumber: z.string(),
  payerName: z.string(),
  itemName: z.string(),
  waivedPoisha: z.number().int(),
});
export type WaiverResult = z.infer<typeof waiverResultSchema>;

/** The least a discounted price may be: what the gateway takes. */
export const DISCOUNT_FLOOR_POISHA = GATEWAY_MIN_POISHA;

/** What a code takes off a price, never leaving less than the gateway's least amount. */
export function discountFor(
  code: { kind: DiscountKind; percent: number | null; amountPoisha: number | null },
  listPricePoisha: number,
): number {
  const off =
    code.kind === 'percent'
      ? Math.round((listPricePoisha * (code.percent ?? 0)) / 100 / POISHA_PER_TAKA) * POISHA_PER_TAKA
      : (code.amountPoisha ?? 0);
  return Math.max(0, Math.min(off, listPricePoisha - DISCOUNT_FLOOR_POISHA));
}
