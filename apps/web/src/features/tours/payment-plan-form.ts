import { MESSAGES } from '@dpms/shared/messages';
import { takaToPoisha } from '@dpms/shared/money';
import {
  type PaymentPlan,
  paymentPlanProblems,
  paymentPlanSchema,
  planPartSchema,
} from '@dpms/shared/schemas';
import { z } from 'zod';
import { takaText } from '@/lib/number-text.ts';

// The event form's "Payment plan" section (issue 32, decision 0052) as flat text fields, so that
// each has its own message like the form's others; the plan itself is the shared PaymentPlan.

export const PART_COUNTS = ['2', '3'] as const;
export type PartCount = (typeof PART_COUNTS)[number];

/** Three rows are kept; "Number of parts" says how many are shown and sent. */
export const PART_FIELDS = [
  { amount: 'part1Amount', dueOn: 'part1DueOn' },
  { amount: 'part2Amount', dueOn: 'part2DueOn' },
  { amount: 'part3Amount', dueOn: 'part3DueOn' },
] as const;

export type PlanFieldName =
  | 'graceDays'
  | (typeof PART_FIELDS)[number]['amount']
  | (typeof PART_FIELDS)[number]['dueOn'];

/** Where the parts' sum is refused (not a field of its own: it shows under the parts). */
export const PARTS_TOTAL = 'partsTotal';

export const AMOUNT_INVALID = 'Enter an amount in Taka, e.g. 150 or 149.50';
export const DAYS_INVALID = 'Enter a whole number of days';

export const planSectionShape = {
  inParts: z.boolean(),
  partCount: z.enum(PART_COUNTS),
  part1Amount: z.string(),
  part1DueOn: z.string(),
  part2Amount: z.string(),
  part2DueOn: z.string(),
  part3Amount: z.string(),
  part3DueOn: z.string(),
  graceDays: z.string(),
};
export type PlanSectionValues = z.input<z.ZodObject<typeof planSectionShape>>;

export const emptyPlanSection: PlanSectionValues = {
  inParts: false,
  partCount: '2',
  part1Amount: '',
  part1DueOn: '',
  part2Amount: '',
  part2DueOn: '',
  part3Amount: '',
  part3DueOn: '',
  graceDays: '3',
};

const amountRule = planPartSchema.shape.amountPoisha;
const dueOnRule = planPartSchema.shape.dueOn;
const graceRule = paymentPlanSchema.shape.graceDays;

/** The first message of a shared rule for `value`, or the value it reads. */
function check<T>(rule: z.ZodType<T>, value: unknown): { value: T } | { message: string } {
  const checked = rule.safeParse(value);
  return checked.success ? { value: checked.data } : { message: checked.error.issues[0]?.message ?? '' };
}

type SectionProblem = { field: PlanFieldName | typeof PARTS_TOTAL; message: string };

/**
 * The plan the section describes (null: in full only), or what is wrong with it, each on its field:
 * each part's amount and day and the grace days by the shared rules, then, once the event's price
 * and departure are readable, the shared paymentPlanProblems (the sum, the order of the days).
 */
export function readPlanSection(
  values: PlanSectionValues,
  event: { costPoisha?: number; departureDate?: string },
): { plan: PaymentPlan | null; problems: SectionProblem[] } {
  if (!values.inParts) return { plan: null, problems: [] };
  const problems: SectionProblem[] = [];
  const rows = PART_FIELDS.slice(0, Number(values.partCount));
  const parts = rows.map((row) => {
    const text = values[row.amount].trim();
    const poisha = text === '' ? null : takaToPoisha(text);
    const amount =
      text === ''
        ? { message: MESSAGES.required }
        : poisha === null
          ? { message: AMOUNT_INVALID }
          : check(amountRule, poisha);
    const dueOn =
      values[row.dueOn] === '' ? { message: MESSAGES.required } : check(dueOnRule, values[row.dueOn]);
    if ('message' in amount) problems.push({ field: row.amount, message: amount.message });
    if ('message' in dueOn) problems.push({ field: row.dueOn, message: dueOn.message });
    return 'value' in amount && 'value' in dueOn ? { amountPoisha: amount.value, dueOn: dueOn.value } : null;
  });
  const graceText = values.graceDays.trim();
  const grace = /^\d+$/.test(graceText)
    ? check(graceRule, Number(graceText))
    : { message: graceText === '' ? MESSAGES.required : DAYS_INVALID };
  if ('message' in grace) problems.push({ field: 'graceDays', message: grace.message });
  const readParts = parts.filter((part) => part !== null);
  if (readParts.length < parts.length) return { plan: null, problems };

  // The sum and the days do not hang on the grace days: checked even while those are wrong.
  const plan: PaymentPlan = { parts: readParts, graceDays: 'value' in grace ? grace.value : 0 };
  const { costPoisha, departureDate } = event;
  if (costPoisha !== undefined && departureDate !== undefined) {
    for (const problem of paymentPlanProblems(plan, { costPoisha, departureDate })) {
      problems.push({ field: fieldOfPlanPath(problem.path) ?? PARTS_TOTAL, message: problem.message });
    }
  }
  return { plan: problems.length > 0 ? null : plan, problems };
}

/** A plan's field as the shared checks and the server name it (`parts.1.dueOn`), in the form. */
function fieldOfPlanPath(path: string): PlanFieldName | undefined {
  if (path === 'graceDays') return 'graceDays';
  const match = /^parts\.(\d)\.(amountPoisha|dueOn)$/.exec(path);
  const row = match && PART_FIELDS[Number(match[1])];
  if (!row) return undefined;
  return match[2] === 'dueOn' ? row.dueOn : row.amount;
}

/** The server's plan field names (`paymentPlan.parts.1.dueOn`) as the form shows them. */
export const planServerFieldNames: Record<string, PlanFieldName | typeof PARTS_TOTAL> = Object.fromEntries([
  ['paymentPlan.parts', PARTS_TOTAL],
  ['paymentPlan', PARTS_TOTAL],
  ['paymentPlan.graceDays', 'graceDays'],
  ...PART_FIELDS.flatMap((row, index) => [
    [`paymentPlan.parts.${index}.amountPoisha`, row.amount],
    [`paymentPlan.parts.${index}`, row.amount],
    [`paymentPlan.parts.${index}.dueOn`, row.dueOn],
  ]),
]);

/** A form's values split into the plan section's and the rest. */
export function takePlanSection<Values extends PlanSectionValues>(
  values: Values,
): [PlanSectionValues, Omit<Values, keyof PlanSectionValues>] {
  const rest: Record<string, unknown> = { ...values };
  for (const key of Object.keys(planSectionShape)) delete rest[key];
  return [values, rest as Omit<Values, keyof PlanSectionValues>];
}

/** An event's plan as the section shows it (amounts back in Taka). */
export function planToSection(plan: PaymentPlan | null): PlanSectionValues {
  if (!plan) return emptyPlanSection;
  const section = { ...emptyPlanSection, inParts: true, graceDays: String(plan.graceDays) };
  section.partCount = plan.parts.length === 3 ? '3' : '2';
  plan.parts.forEach((part, index) => {
    const row = PART_FIELDS[index];
    if (!row) return;
    section[row.amount] = takaText(part.amountPoisha);
    section[row.dueOn] = part.dueOn;
  });
  return section;
}
