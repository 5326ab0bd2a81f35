import { z } from 'zod';
import { BATCHES } from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import { studentIdField } from './text.ts';

/** What the login screen offers (`GET /api/auth-options`): the third-party button only when configured. */
export const authOptionsSchema = z.object({
  oidc: z.boolean(),
  /** The button's text, e.g. "Continue with university account". */
  oidcLabel: z.string(),
});
export type AuthOptions = z.infer<typeof authOptionsSchema>;

/**
 * A student who signed in through a third party adds the allow-listed student ID and batch
 * a registration would have asked for (`POST /api/me/complete-profile`).
 */
export const completeProfileSchema = z.object({
  studentId: studentIdField(),
  batch: z.enum(BATCHES, { message: MESSAGES.required }),
});
export type CompleteProfileInput = z.input<typeof completeProfileSchema>;
