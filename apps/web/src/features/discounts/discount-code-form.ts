import { toAsciiDigits } from '@dpms/shared/digits';
import { MESSAGES } from '@dpms/shared/messages';
import { takaToPoisha } from '@dpms/shared/money';
import { type DiscountCodeInput, discountCodeInputSchema } from '@dpms/shared/schemas';
import { z } from 'zod';
import { numberFromText } from '@/lib/number-text.ts';

const fields = discountCodeInputSchema.shape;
const wholeNumber = (text: string) => {
  const ascii = toAsciiDigits(text);
  return /^\d+$/.test(ascii) ? Number(ascii) : null;
};

// Each number as typed, checked with the shared schema's own rule, so the messages are the server's.
const percentText = numberFromText(
  wholeNumber,
  'Enter a whole percentage',
  fields.percent.unwrap(),
  'Enter a percentage from 1 to 90',
);
const amountText = numberFromText(
  takaToPoisha,
  'Enter an amount in Taka, e.g. 150 or 149.50',
  fields.amountPoisha.unwrap(),
  'Enter the amount in Taka',
);

/** Lines, commas or spaces all separate student IDs, so a pasted column or list works as is. */
const splitIds = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

const formFields = z.object({
  code: fields.code,
  kind: fields.kind,
  percent: z.string(),
  amount: z.string(),
  scope: fields.scope,
  itemId: z.string(),
  maxUses: numberFromText(
    wholeNumber,
    'Enter a whole number of uses',
    fields.maxUses,
    'Enter how many times the code may be used',
  ),
  endsOn: z.string().min(1, MESSAGES.required).pipe(fields.endsOn),
  studentIds: z.string().transform((text, ctx) => {
    const checked = fields.studentIds.safeParse(splitIds(text));
    if (checked.success) return checked.data ?? [];
    ctx.addIssue({ code: 'custom', message: checked.error.issues[0]?.message ?? MESSAGES.required });
    return z.NEVER;
  }),
});
type FormFields = z.output<typeof formFields>;

/**
 * The checks that depend on the choices: the chosen kind's number, and the event or club when the
 * code is for one. They run even when another field is wrong (`when`), so every message shows at once.
 */
const choiceChecks = z.superRefine(
  (form: FormFields, ctx) => {
    const typed =
      form.kind === 'amount' ? amountText.safeParse(form.amount) : percentText.safeParse(form.percent);
    if (!typed.success) {
      const message = typed.error.issues[0]?.message ?? MESSAGES.required;
      ctx.addIssue({ code: 'custom', path: [form.kind === 'amount' ? 'amount' : 'percent'], message });
    }
    if (form.scope !== 'all' && !form.itemId) {
      ctx.addIssue({ code: 'custom', path: ['itemId'], message: 'Choose the event or club' });
    }
  },
  { when: () => true },
);

/**
 * The "Create a code" form: text as typed (the amount in Taka, the students' IDs in one box),
 * checked with the shared schema's rules and turned into what `POST /api/admin/discount-codes`
 * takes, with only the chosen kind's number and the event or club when the code is for one.
 */
export const discountCodeFormSchema = formFields.check(choiceChecks).transform(
  (form): DiscountCodeInput => ({
    code: form.code,
    kind: form.kind,
    ...(form.kind === 'amount'
      ? { amountPoisha: amountText.parse(form.amount) }
      : { percent: percentText.parse(form.percent) }),
    scope: form.scope,
    ...(form.scope === 'all' ? {} : { itemId: form.itemId }),
    maxUses: form.maxUses,
    endsOn: form.endsOn,
    ...(form.studentIds.length > 0 ? { studentIds: form.studentIds } : {}),
  }),
);

export type DiscountCodeFormValues = z.input<typeof discountCodeFormSchema>;

export const emptyDiscountCodeForm: DiscountCodeFormValues = {
  code: '',
  kind: 'percent',
  percent: '',
  amount: '',
  scope: 'all',
  itemId: '',
  maxUses: '',
  endsOn: '',
  studentIds: '',
};

/** The form's field where the server names one of the input's (`amountPoisha`, `studentIds.3`). */
export function formFieldOf(serverField: string): keyof DiscountCodeFormValues | undefined {
  const name = serverField.split('.')[0] ?? '';
  if (name === 'amountPoisha') return 'amount';
  return name in emptyDiscountCodeForm ? (name as keyof DiscountCodeFormValues) : undefined;
}
