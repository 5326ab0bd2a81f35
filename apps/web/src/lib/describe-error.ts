import { ApiRequestError, OFFLINE } from '@/lib/api-client.ts';
import { t } from '@/lib/i18n/i18n.ts';

/**
 * The words to show for a failed call: the server's own message (it is written for people, see
 * docs/decisions/0002), our network message when nothing answered, `fallback` for anything else.
 */
export function describeError(error: unknown, fallback: string = t('api.fallbackError')): string {
  if (error instanceof ApiRequestError) {
    if (error.code === OFFLINE) return error.message;
    if (error.status === 0) return t('error.network');
    // Not our API's error shape (a proxy's page, say): nothing meant for the user.
    if (error.code.startsWith('HTTP_')) return fallback;
    return error.message;
  }
  return fallback;
}

/** True when the server refused with this code (e.g. 'EMAIL_IN_USE'). */
export function hasCode(error: unknown, code: string): error is ApiRequestError {
  return error instanceof ApiRequestError && error.code === code;
}
