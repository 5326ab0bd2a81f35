import { z } from 'zod';
import { GATEWAY_MIN_POISHA, POISHA_PER_TAKA } from '../constants.ts';
import { MESSAGES } from '../messages.ts';

// Paying an event in parts (issue 32, decision 0052). An event may be paid in 2 or 3 parts, each
// an amount and a last (Dhaka) day; the first part holds the seat, the last is due before
// departure, and the parts sum to the event's price. A part unpaid `graceDays` after its day
// releases the seat. Shared by the admin's event form, the checkout and the server's checks.

export const PLAN_MIN_PARTS = 2;
export const PLAN_MAX_PARTS = 3;
export const PLAN_GRACE_DAYS_MAX = 14;

export const PLAN_MESSAGES = {
  parts: 'A plan has 2 or 3 parts',
  sum: 'The parts must add up to the event’s price',
  order: 'Each part is due after the one before it',
  beforeDeparture: 'The last part is due before the departure date',
  grace: 'Between 0 and 14 days',
  partAmount: 'Each part is at least Tk 10', // GATEWAY_MIN_POISHA
} as const;

const dueDay = z
  .string({ message: MESSAGES.required })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-12-31')
  .refine(
    (v) => !Number.isNaN(Date.parse(v)) && new Date(v).toISOString().startsWith(v),
    'That date does not exist',
  );

export const planPartSchema = z.object({
  /** This part's amount, integer poisha: at least what the gateway takes in one payment. */
  amountPoisha: z
    .number({ message: MESSAGES.required })
    .int('Amounts are whole poisha')
    .min(GATEWAY_MIN_POISHA, PLAN_MESSAGES.partAmount),
  /** The last Dhaka day to pay it (YYYY-MM-DD); for the first part, the last day to start the plan. */
  dueOn: dueDay,
});
export type PlanPart = z.infer<typeof planPartSchema>;

export const paymentPlanSchema = z.object({
  parts: z
    .array(planPartSchema)
    .min(PLAN_MIN_PARTS, PLAN_MESSAGES.parts)
    .max(PLAN_MAX_PARTS, PLAN_MESSAGES.parts),
  /** Days after a part's due day before an unpaid part releases the seat. */
  graceDays: z
    .number({ message: MESSAGES.required })
    .int(PLAN_MESSAGES.grace)
    .min(0, PLAN_MESSAGES.grace)
    .max(PLAN_GRACE_DAYS_MAX, PLAN_MESSAGES.grace),
});
export type PaymentPlan = z.infer<typeof paymentPlanSchema>;

/** A field a plan gets wrong against its event, as `parts.1.dueOn` or `parts`. */
export interface PlanProblem {
  path: string;
  message: string;
}

/**
 * What is wrong with a plan for an event of this price and departure day (its own fields are the
 * schema's): the parts' sum, their order, and the last due before departure. Empty: it is fine.
 * The event form shows these on their fields; the server refuses the same ones.
 */
export function paymentPlanProblems(
  plan: PaymentPlan,
  event: { costPoisha: number; departureDate: string },
): PlanProblem[] {
  const problems: PlanProblem[] = [];
  const sum = plan.parts.reduce((total, part) => total + part.amountPoisha, 0);
  if (sum !== event.costPoisha) problems.push({ path: 'parts', message: PLAN_MESSAGES.sum });
  plan.parts.forEach((part, index) => {
    const before = plan.parts[index - 1];
    if (before && part.dueOn <= before.dueOn) {
      problems.push({ path: `parts.${index}.dueOn`, message: PLAN_MESSAGES.order });
    }
  });
  const last = plan.parts.at(-1);
  if (last && last.dueOn >= event.departureDate) {
    problems.push({ path: `parts.${plan.parts.length - 1}.dueOn`, message: PLAN_MESSAGES.beforeDeparture });
  }
  return problems;
}

/**
 * An equal split of a price into `parts` amounts in whole Taka, the odd Taka on the first part
 * (so the seat-holding part is never the smallest): 9,500 in 2 is 4,750 + 4,750; 10,000 in 3 is
 * 3,334 + 3,333 + 3,333.
 */
export function equalSplit(costPoisha: number, parts: number): number[] {
  const taka = Math.floor(costPoisha / POISHA_PER_TAKA);
  const share = Math.floor(taka / parts);
  const amounts = Array.from({ length: parts }, () => share * POISHA_PER_TAKA);
  amounts[0]! += costPoisha - share * POISHA_PER_TAKA * parts;
  return amounts;
}

/** Whether a student may still start paying this plan on `today` (a Dhaka day): until part 1's day. */
export function planOpen(plan: PaymentPlan | null, today: string): boolean {
  return plan !== null && today <= plan.parts[0]!.dueOn;
}

export const PLAN_REGISTRATION_STATUSES = ['active', 'complete', 'released'] as const;
export type PlanRegistrationStatus = (typeof PLAN_REGISTRATION_STATUSES)[number];

/** One part of a student's plan as My Payments shows it. */
export const myPlanPartSchema = z.object({
  part: z.number().int(),
  amountPoisha: z.number().int(),
  dueOn: z.string(),
  /** paid; due (not yet, or within the grace days); overdue (past its day, within grace). */
  status: z.enum(['paid', 'due', 'overdue']),
  paidAt: z.string().nullable(),
  /** The paid part's payment (its receipt), null until paid. */
  paymentId: z.string().nullable(),
  receiptNumber: z.string().nullable(),
});
export type MyPlanPart = z.infer<typeof myPlanPartSchema>;

/**
 * `GET /api/me/plans`: a student's events paid in parts, with the plan as it stood when they began
 * (the amounts and days they agreed to), what is paid, and the next part to pay.
 */
export const myPlanSchema = z.object({
  id: z.string(),
  tourId: z.string(),
  itemName: z.string(),
  departureDate: z.string(),
  status: z.enum(PLAN_REGISTRATION_STATUSES),
  parts: z.array(myPlanPartSchema),
  totalPoisha: z.number().int(),
  paidPoisha: z.number().int(),
  graceDays: z.number().int(),
  /** The part to pay next (Pay next part), null once every part is paid or the seat was released. */
  nextPart: z
    .object({ part: z.number().int(), amountPoisha: z.number().int(), dueOn: z.string() })
    .nullable(),
  /** When an unpaid part released the seat. */
  releasedAt: z.string().nullable(),
});
export type MyPlan = z.infer<typeof myPlanSchema>;
export const myPlanListSchema = z.object({ items: z.array(myPlanSchema) });
export type MyPlanList = z.infer<typeof myPlanListSchema>;
