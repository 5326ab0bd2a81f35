import { isLocale, LOCALE_COOKIE, type Locale, pickLocale } from '@dpms/shared/locale';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

function fromCookie(): string | undefined {
  const prefix = `${LOCALE_COOKIE}=`;
  return document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
}

function fromStorage(): string | null {
  try {
    return localStorage.getItem(LOCALE_COOKIE);
  } catch {
    return null; // storage refused (private mode, a blocked third-party frame)
  }
}

/** The language this browser chose before (local storage, else the cookie), if any. */
export function storedLocale(): Locale | undefined {
  const stored = fromStorage() ?? fromCookie();
  return isLocale(stored) ? stored : undefined;
}

/** What a visit starts in: the remembered choice, else the browser's languages (Accept-Language). */
export function initialLocale(): Locale {
  return storedLocale() ?? pickLocale(navigator.languages);
}

/** Remembers the choice in local storage and in the cookie the server reads for a visitor. */
export function rememberLocale(locale: Locale): void {
  try {
    localStorage.setItem(LOCALE_COOKIE, locale);
  } catch {
    // The cookie below still remembers it.
  }
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser yet.
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}

const CHOSEN_KEY = 'dpms_lang_chosen';

/**
 * A visitor's own press on the language switch, kept for this tab until they sign in: their
 * latest choice then goes to their account instead of the account's older one coming back.
 */
export function noteVisitorChoice(locale: Locale): void {
  try {
    sessionStorage.setItem(CHOSEN_KEY, locale);
  } catch {
    // Without session storage the account's language wins at sign-in, as before.
  }
}

/** The language a visitor chose in this tab before signing in, once (it is forgotten here). */
export function takeVisitorChoice(): Locale | undefined {
  try {
    const chosen = sessionStorage.getItem(CHOSEN_KEY);
    sessionStorage.removeItem(CHOSEN_KEY);
    return isLocale(chosen) ? chosen : undefined;
  } catch {
    return undefined;
  }
}
