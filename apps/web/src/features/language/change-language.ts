import type { Locale } from '@dpms/shared';
import { api } from '@/lib/api-client.ts';
import { activateLocale } from '@/lib/i18n/i18n.ts';
import { rememberLocale } from '@/lib/i18n/locale-storage.ts';

/**
 * Switches the app's language and remembers it: in this browser (local storage and the
 * `dpms_lang` cookie) and, for a signed-in user, on their account, which also picks the
 * language of the mail the server sends them.
 */
export async function changeLanguage(locale: Locale, signedIn: boolean): Promise<void> {
  rememberLocale(locale);
  await activateLocale(locale);
  if (signedIn) {
    // A server that does not keep the language yet refuses the field; the browser still remembers.
    await api.patch('/api/me', { locale }).catch(() => undefined);
  }
}
