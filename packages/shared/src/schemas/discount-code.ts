import { z } from 'zod';
import { toAsciiDigits } from '../digits.ts';
import { MESSAGES } from '../messages.ts';

// A file of its own: the checkout bodies (payments.ts) need only this, not the admin's schemas.
export const DISCOUNT_CODE_MESSAGE = 'A code is 3 to 24 letters, digits or dashes';
/** A code as people type it: case does not matter, spaces around it neither; kept in capitals. */
export const discountCodeSchema = z
  .string({ message: MESSAGES.required })
  .trim()
  .min(1, MESSAGES.required)
  .transform((v) => toAsciiDigits(v).toUpperCase())
  .refine((v) => /^[A-Z0-9-]{3,24}$/.test(v), DISCOUNT_CODE_MESSAGE);
