import type { z } from 'zod';

/**
 * A form's starting values with every field of its schema empty (''), for forms of text inputs;
 * the caller sets the rest: `{ ...blankForm(schema), image: null }`.
 */
export function blankForm<Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>) {
  return Object.fromEntries(Object.keys(schema.shape).map((key) => [key, ''])) as Record<keyof Shape, string>;
}
