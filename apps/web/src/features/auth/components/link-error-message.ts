import { DEAD_LINK_MESSAGE } from './dead-reset-link.tsx';

/**
 * The words for an `?error=<code>` that better-auth appends when it sends the browser back: an
 * e-mail verification link that no longer works, or a third-party sign-in that failed.
 */
export function linkErrorMessage(code: string | null): string | null {
  if (!code) return null;
  switch (code.toUpperCase()) {
    case 'TOKEN_EXPIRED':
    case 'INVALID_TOKEN':
      return DEAD_LINK_MESSAGE;
    case 'STUDENT_ID_UNAVAILABLE':
      return 'Another account has already verified this Student ID, so this one cannot be verified. If the ID is yours, please contact the department office.';
    case 'ACCESS_DENIED':
      return 'The third-party sign-in was cancelled.';
    case 'ACCOUNT_NOT_LINKED':
    case 'UNABLE_TO_LINK_ACCOUNT':
      return 'An account with this e-mail address already exists. Sign in with your e-mail and password.';
    case 'EMAIL_NOT_FOUND':
      return 'The provider did not share an e-mail address, so we could not sign you in.';
    case 'SIGNUP_DISABLED':
      return 'This account cannot be created through the third-party provider.';
    default:
      return 'The third-party sign-in did not work. Please try again.';
  }
}
