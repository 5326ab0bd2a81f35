import { BD_MOBILE_MESSAGE, CONTROL_CHARACTER_MESSAGE, MESSAGES } from '@dpms/shared';
import { currentLocale, type MessageId, t } from './i18n.ts';

/**
 * The English validation texts that the shared zod schemas (and the web's own form schemas) put
 * in a field's error, by catalog id. A field shows its error through `translateMessage`, so it
 * reads in the active language, and follows a switch while it is shown. Server messages arrive
 * already in the request's language and pass through unchanged.
 *
 * When packages/shared carries its own Bangla catalog for these (the server side of issue 10),
 * this table gives way to the shared function that localises a shared message.
 */
export const VALIDATION_TEXTS = {
  'shared.required': MESSAGES.required,
  'shared.emailNotVerified': MESSAGES.emailNotVerified,
  'shared.invalidStudentId': MESSAGES.invalidStudentId,
  'shared.emailInUse': MESSAGES.emailInUse,
  'shared.registrationSuccess': MESSAGES.registrationSuccess,
  'shared.verifyBeforeLogin': MESSAGES.verifyBeforeLogin,
  'shared.invalidEmail': MESSAGES.invalidEmail,
  'shared.passwordRequired': MESSAGES.passwordRequired,
  'shared.passwordTooShort': MESSAGES.passwordTooShort,
  'shared.passwordsDoNotMatch': MESSAGES.passwordsDoNotMatch,
  'shared.teacherIdRequired': MESSAGES.teacherIdRequired,
  'shared.nameRequired': MESSAGES.nameRequired,
  'shared.roleRequired': MESSAGES.roleRequired,
  'shared.monthlyPriceRequired': MESSAGES.monthlyPriceRequired,
  'shared.yearlyPriceRequired': MESSAGES.yearlyPriceRequired,
  'shared.failedToAddTour': MESSAGES.failedToAddTour,
  'shared.failedToAddClub': MESSAGES.failedToAddClub,
  'shared.failedToUploadImage': MESSAGES.failedToUploadImage,
  'shared.failedToGetImageUrl': MESSAGES.failedToGetImageUrl,
  'shared.tourAdded': MESSAGES.tourAdded,
  'shared.clubAdded': MESSAGES.clubAdded,
  'shared.onlyTeachersPromoted': MESSAGES.onlyTeachersPromoted,
  'shared.promoteError': MESSAGES.promoteError,
  'shared.deleteError': MESSAGES.deleteError,
  'shared.resetSent': MESSAGES.resetSent,
  'shared.resetCheckEmail': MESSAGES.resetCheckEmail,
  'shared.changesSaved': MESSAGES.changesSaved,
  'shared.pleaseLogIn': MESSAGES.pleaseLogIn,
  'shared.deadlinesLine': MESSAGES.deadlinesLine,
  'shared.mobileInvalid': BD_MOBILE_MESSAGE,
  'shared.controlCharacters': CONTROL_CHARACTER_MESSAGE,
  'shared.passwordTooLong': 'Password must be at most 128 characters long',
  'shared.nameTooLong': 'Name must be at most 100 characters',
  'shared.teacherIdTooLong': 'Teacher ID must be at most 20 digits',
  'shared.teacherIdNumber': 'Teacher ID must be a number',
  'shared.profileMobileInvalid': 'Please enter a valid Bangladeshi mobile number (01XXXXXXXXX)',
  'shared.uploadPhotoFirst': 'Upload the photo first, then save it',
  'shared.uploadImageFirst': 'Upload an image first',
  'shared.dateFormat': 'Use a date like 2026-12-31',
  'shared.dateMissing': 'That date does not exist',
  'shared.atLeastOneSeat': 'At least 1 seat',
  'shared.atLeastOneHour': 'At least 1 hour',
  'shared.atMost168Hours': 'At most 168 hours (7 days)',
  'shared.atMost200Characters': 'At most 200 characters',
  'shared.searchTooLong': 'Search for at most 32 characters',
  'shared.studentIdEntryTooLong': 'Each entry has at most 64 characters',
  'shared.studentIdsRequired': 'Enter at least one student ID',
  'shared.studentIdsTooMany': 'Add at most 10,000 student IDs at once; import a file for more',
  'shared.refundReason': 'Give a reason of at least 5 characters',
  'shared.refundRefChars': 'A refund reference has only letters, digits, - and _',
  'shared.refundRefLength': 'A refund reference is at most 64 characters',
  'shared.wholePoisha': 'Amounts are whole poisha',
  'shared.notIdentifier': 'Not a valid identifier',
  // The web's own form schemas (features/*/…-form-schema.ts, uploads/image-file-schema.ts).
  'tourForm.costInvalid': 'Enter the fee in Taka, e.g. 1500 or 1500.50',
  'tourForm.seatsInvalid': 'Enter a whole number of seats',
  'tourForm.hoursInvalid': 'Enter a whole number of hours',
  'clubForm.amountInvalid': 'Enter an amount in Taka, e.g. 150 or 149.50',
  'upload.notImage': 'Choose an image file (JPEG, PNG or WebP)',
  'upload.tooLarge': 'The image must be 5 MB or smaller',
} as const satisfies Partial<Record<MessageId, string>>;

const idByText = new Map<string, MessageId>(
  Object.entries(VALIDATION_TEXTS).map(([id, text]) => [text, id as MessageId]),
);

/** A validation message in the active language: a known English text translated, anything else as it is. */
export function translateMessage(message: string): string {
  if (currentLocale() === 'en') return message;
  const id = idByText.get(message);
  return id ? t(id) : message;
}
