import { z } from 'zod';
import { toAsciiDigits } from '../digits.ts';
import { MESSAGES } from '../messages.ts';

/**
 * Characters no form field may hold: NUL (PostgreSQL cannot store it), the other C0 and C1
 * controls, DEL, and a lone UTF-16 surrogate (no character at all). Tab, line feed and carriage
 * return are allowed where a field has several lines.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL_IN_LINE = /[\u0000-\u001F\u007F-\u009F]|\p{Cs}/u;
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL_IN_PARAGRAPH = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|\p{Cs}/u;

export const CONTROL_CHARACTER_MESSAGE = 'Remove the invisible control characters from this field';

/** True when a string holds a character no text field accepts, even one of several lines. */
export const hasForbiddenCharacter = (value: string): boolean => CONTROL_IN_PARAGRAPH.test(value);

interface TextOptions {
  /** The message for a missing or empty value. */
  message?: string;
  max?: number;
  maxMessage?: string;
}

function text(pattern: RegExp, { message = MESSAGES.required, max = 5000, maxMessage }: TextOptions) {
  return z
    .string({ message })
    .normalize('NFC')
    .trim()
    .refine((v) => !pattern.test(v), CONTROL_CHARACTER_MESSAGE)
    .min(1, message)
    .max(max, maxMessage ?? `At most ${max} characters`);
}

/**
 * The one guard for typed text: a required single-line value, Unicode-normalised (NFC, so a
 * name typed on a phone and on a laptop compare equal), trimmed, without control characters.
 */
export const line = (options: TextOptions = {}) => text(CONTROL_IN_LINE, { max: 200, ...options });

/** The same for a textarea: tabs and line breaks are kept. */
export const paragraph = (options: TextOptions = {}) => text(CONTROL_IN_PARAGRAPH, options);

/**
 * An optional single line: the same guard, but empty (or only spaces) means "none" and reads as
 * null, so a form can clear it and a PATCH can send null.
 */
export const optionalLine = ({ max = 200, maxMessage }: Omit<TextOptions, 'message'> = {}) =>
  z
    .string()
    .normalize('NFC')
    .trim()
    .refine((v) => !CONTROL_IN_LINE.test(v), CONTROL_CHARACTER_MESSAGE)
    .max(max, maxMessage ?? `At most ${max} characters`)
    .transform((v) => (v === '' ? null : v))
    .nullable();

/** A path parameter (an id, a student ID, a tran_id): checked before any query runs. */
export const pathParam = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9._~-]+$/, 'Not a valid identifier');

/** A student ID as typed: Bengali digits (০–৯) are accepted and kept as ASCII digits. */
export const studentIdField = () =>
  line({ max: 32, maxMessage: MESSAGES.invalidStudentId }).transform(toAsciiDigits);
