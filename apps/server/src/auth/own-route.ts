import { apiErrorSchema } from '@dpms/shared/schemas';
import type { z } from 'zod';
import { requireUser } from './viewer.ts';

/**
 * The options of a route about the signed-in user's own things (their profile, sessions,
 * reminders, payments and tickets): sign-in required, tagged `me` unless it says otherwise, and
 * its 401 declared beside the route's answers.
 */
export function ownRoute<
  const Schema extends { tags?: string[]; summary: string; response: Record<number, z.ZodType> },
>(schema: Schema) {
  return {
    preValidation: requireUser,
    schema: { tags: ['me'], ...schema, response: { ...schema.response, 401: apiErrorSchema } },
  };
}
