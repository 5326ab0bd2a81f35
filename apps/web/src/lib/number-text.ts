import { MESSAGES } from '@dpms/shared/messages';
import { z } from 'zod';

/**
 * A number typed into a form as text (a fee in Taka, a count of seats), checked with the input
 * schema's own `rule` so the messages match the server's: `required` when empty, `invalid` when
 * `parse` cannot read it.
 */
export function numberFromText(
  parse: (text: string) => number | null,
  invalid: string,
  rule: z.ZodNumber,
  required: string = MESSAGES.required,
) {
  return z
    .string()
    .trim()
    .min(1, required)
    .transform((text, ctx) => {
      const value = parse(text);
      if (value === null) {
        ctx.addIssue({ code: 'custom', message: invalid });
        return z.NEVER;
      }
      const checked = rule.safeParse(value);
      if (!checked.success) {
        ctx.addIssue({ code: 'custom', message: checked.error.issues[0]?.message ?? invalid });
        return z.NEVER;
      }
      return checked.data;
    });
}

/** Poisha as an edit form shows them in Taka: "150", or "149.50" when there are poisha. */
export const takaText = (poisha: number) => (poisha / 100).toFixed(poisha % 100 === 0 ? 0 : 2);
