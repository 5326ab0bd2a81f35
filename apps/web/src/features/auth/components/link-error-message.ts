import { t } from '@/lib/i18n/i18n.ts';

/**
 * The words for an `?error=<code>` that better-auth appends when it sends the browser back: an
 * e-mail verification link that no longer works, or a third-party sign-in that failed.
 */
export function linkErrorMessage(code: string | null): string | null {
  if (!code) return null;
  switch (code.toUpperCase()) {
    case 'TOKEN_EXPIRED':
    case 'INVALID_TOKEN':
      return t('auth.deadLink');
    case 'STUDENT_ID_UNAVAILABLE':
      return t('linkError.studentIdUnavailable');
    case 'ACCESS_DENIED':
      return t('linkError.accessDenied');
    case 'ACCOUNT_NOT_LINKED':
    case 'UNABLE_TO_LINK_ACCOUNT':
      return t('linkError.notLinked');
    case 'EMAIL_NOT_FOUND':
      return t('linkError.emailNotFound');
    case 'SIGNUP_DISABLED':
      return t('linkError.signupDisabled');
    default:
      return t('linkError.other');
  }
}
