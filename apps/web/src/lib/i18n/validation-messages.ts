import { MESSAGES } from '@dpms/shared/messages';
import { CONTROL_CHARACTER_MESSAGE } from '@dpms/shared/schemas';
import { currentLocale, type MessageId, t, translateShared } from './i18n.ts';

/**
 * The validation texts the web words itself, by catalog id: its own form schemas' (the events',
 * clubs' and images'), and the shared texts that the web's Bangla catalog words otherwise than
 * the shared package's (ইমেইল where the shared catalog and the server write ই-মেইল, and other
 * phrasings), kept so that no Bangla text on the screens changed when the shared catalog became
 * the source. Every other shared text takes its Bangla from that catalog (`translateShared`).
 * Dropping an entry of the second group, with its two catalog messages, makes the web read as
 * the server does.
 */
export const VALIDATION_TEXTS = {
  // The web's own form schemas.
  'tourForm.costInvalid': 'Enter the fee in Taka, e.g. 1500 or 1500.50',
  'tourForm.seatsInvalid': 'Enter a whole number of seats',
  'tourForm.hoursInvalid': 'Enter a whole number of hours',
  'clubForm.amountInvalid': 'Enter an amount in Taka, e.g. 150 or 149.50',
  'upload.notImage': 'Choose an image file (JPEG, PNG or WebP)',
  'upload.tooLarge': 'The image must be 5 MB or smaller',
  // Shared texts in the web's own Bangla wording.
  'shared.emailNotVerified': MESSAGES.emailNotVerified,
  'shared.emailInUse': MESSAGES.emailInUse,
  'shared.registrationSuccess': MESSAGES.registrationSuccess,
  'shared.verifyBeforeLogin': MESSAGES.verifyBeforeLogin,
  'shared.invalidEmail': MESSAGES.invalidEmail,
  'shared.passwordsDoNotMatch': MESSAGES.passwordsDoNotMatch,
  'shared.failedToGetImageUrl': MESSAGES.failedToGetImageUrl,
  'shared.onlyTeachersPromoted': MESSAGES.onlyTeachersPromoted,
  'shared.resetSent': MESSAGES.resetSent,
  'shared.resetCheckEmail': MESSAGES.resetCheckEmail,
  'shared.pleaseLogIn': MESSAGES.pleaseLogIn,
  'shared.deadlinesLine': MESSAGES.deadlinesLine,
  'shared.controlCharacters': CONTROL_CHARACTER_MESSAGE,
  'shared.teacherIdNumber': 'Teacher ID must be a number',
  'shared.profileMobileInvalid': 'Please enter a valid Bangladeshi mobile number (01XXXXXXXXX)',
  'shared.dateFormat': 'Use a date like 2026-12-31',
  'shared.dateMissing': 'That date does not exist',
  'shared.searchTooLong': 'Search for at most 32 characters',
  'shared.studentIdEntryTooLong': 'Each entry has at most 64 characters',
  'shared.studentIdsRequired': 'Enter at least one student ID',
  'shared.studentIdsTooMany': 'Add at most 10,000 student IDs at once; import a file for more',
  'shared.refundReason': 'Give a reason of at least 5 characters',
  'shared.refundRefChars': 'A refund reference has only letters, digits, - and _',
  'shared.refundRefLength': 'A refund reference is at most 64 characters',
  'shared.wholePoisha': 'Amounts are whole poisha',
  'shared.notIdentifier': 'Not a valid identifier',
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
