import { currentLocale, type MessageId, t, translateShared } from './i18n.ts';

/**
 * The validation texts of the web's own form schemas (the events', clubs' and images'), by
 * catalog id. A shared schema's text takes its Bangla from the shared package's catalog
 * (`translateShared`), the one the server answers with, so that each text has one Bangla wording
 * (decision 0042).
 */
export const VALIDATION_TEXTS = {
  'tourForm.costInvalid': 'Enter the fee in Taka, e.g. 1500 or 1500.50',
  'tourForm.seatsInvalid': 'Enter a whole number of seats',
  'tourForm.hoursInvalid': 'Enter a whole number of hours',
  'tourForm.daysInvalid': 'Enter a whole number of days',
  'clubForm.amountInvalid': 'Enter an amount in Taka, e.g. 150 or 149.50',
  'upload.notImage': 'Choose an image file (JPEG, PNG or WebP)',
  'upload.tooLarge': 'The image must be 5 MB or smaller',
} as const satisfies Partial<Record<MessageId, string>>;

const idByText = new Map<string, MessageId>(
  Object.entries(VALIDATION_TEXTS).map(([id, text]) => [text, id as MessageId]),
);

/**
 * A validation message in the active language: one the web words itself from its catalog, a
 * shared schema's from the shared catalog, anything else (a server message, already in the
 * request's language) as it is.
 */
export function translateMessage(message: string): string {
  if (currentLocale() === 'en') return message;
  const id = idByText.get(message);
  return id ? t(id) : translateShared(message);
}
