import type { Locale } from '@dpms/shared/locale';
import { api } from '@/lib/api-client.ts';
import { activateLocale } from '@/lib/i18n/i18n.ts';
import { noteVisitorChoice, rememberLocale } from '@/lib/i18n/locale-storage.ts';

/**
 * Switches the app's language and remembers it: in this browser (local storage and the
 * `dpms_lang` cookie) and, for a signed-in user, on their account, which also picks the
 * language of the mail the server sends them.
 */
export async function changeLanguage(locale: Locale, signedIn: boolean): Promise<void> {
  rememberLocale(locale);
  await activateLocale(locale);
  if (signedIn) await saveOnAccount(locale);
  // Chosen before signing in: the account takes it at sign-in (UserLocaleSync).
  else noteVisitorChoice(locale);
}

/** Keeps the language on the signed-in user's account; a refusal leaves the browser's choice. */
export async function saveOnAccount(locale: Locale): Promise<void> {
  await api.patch('/api/me', { locale }).catch(() => undefined);
}
