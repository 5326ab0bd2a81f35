import { isLocale, type Locale } from '@dpms/shared/locale';
import { useEffect, useRef } from 'react';
import { useAuth } from '@/features/auth/auth-context.ts';
import { saveOnAccount } from '@/features/language/change-language.ts';
import { activateLocale, currentLocale } from '@/lib/i18n/i18n.ts';
import { rememberLocale, storedLocale, takeVisitorChoice } from '@/lib/i18n/locale-storage.ts';

/**
 * A signed-in user's language follows them from browser to browser: when their account's
 * language (`me.locale`) is new to this page (a sign-in, or a change made elsewhere), the app
 * switches to it, on a browser that has no language of its own yet (a new device, cleared
 * storage). A browser where a language was chosen keeps it. A language the visitor chose on this
 * tab just before signing in is their latest choice: it goes to the account. Only a new value is
 * acted on, so a fetch of the session racing the user's own switch never switches them back.
 */
export function UserLocaleSync() {
  const { user } = useAuth();
  const userLocale: Locale | undefined = user && isLocale(user.locale) ? user.locale : undefined;
  const seen = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (!user || !userLocale) return;
    const key = `${user.id}:${userLocale}`;
    if (seen.current === key) return;
    seen.current = key;
    const chosen = takeVisitorChoice();
    if (chosen && chosen !== userLocale) {
      void saveOnAccount(chosen);
      return;
    }
    if (storedLocale() !== undefined) return;
    if (userLocale !== currentLocale()) {
      rememberLocale(userLocale);
      void activateLocale(userLocale);
    }
  }, [user, userLocale]);

  return null;
}
