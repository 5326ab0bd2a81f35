import { MESSAGES } from '@dpms/shared/messages';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { hasCode } from '@/lib/describe-error.ts';
import { t } from '@/lib/i18n/i18n.ts';
import { toast } from '@/lib/toast.ts';

/**
 * An ID not on the allow-list, in the spec's words: under the student ID field, and in a toast.
 * True when that was the refusal (registration and completing a profile both ask for the ID).
 */
export function explainInvalidStudentId<F extends FieldValues>(error: unknown, setError: UseFormSetError<F>) {
  if (!hasCode(error, 'INVALID_STUDENT_ID')) return false;
  setError('studentId' as Path<F>, { message: MESSAGES.invalidStudentId }, { shouldFocus: true });
  toast.error(t('shared.invalidStudentId'));
  return true;
}
