import { dictionary } from '@zxcvbn-ts/language-common';

export const COMMON_PASSWORD_MESSAGE =
  'This password is too common and easy to guess. Please choose another one.';

let common: Set<string> | undefined;

/**
 * True for a password on zxcvbn-ts's list of the most used passwords (about 49,000, from
 * breach corpora), compared without case. The length rule (8 characters) lives in the shared
 * schema; this list stays on the server, out of the web bundle. Loaded on first use.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return common.has(password.toLowerCase());
}
