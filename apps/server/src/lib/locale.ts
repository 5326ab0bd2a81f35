import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALES, type Locale, pickLocale } from '@dpms/shared/locale';
import { localeSchema } from '@dpms/shared/schemas';

/** The request headers the language is read from (Fastify's, better-auth's `Headers`, or plain). */
export interface LanguageHeaders {
  acceptLanguage?: string | null;
  cookie?: string | null;
}

/**
 * The `dpms_lang` cookie's language, when it holds one of ours. Anyone can send any bytes as a
 * cookie: a value that does not decode (`%`, `%E0%A4%A`) is ignored like any other stranger.
 */
export function cookieLocale(cookieHeader: string | null | undefined): Locale | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== LOCALE_COOKIE) continue;
    const parsed = localeSchema.safeParse(decodedOrRaw(rest.join('=')).trim());
    if (parsed.success) return parsed.data;
  }
  return undefined;
}

/** A cookie value percent-decoded, or as it came when it is not valid percent-encoding. */
function decodedOrRaw(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Whether an Accept-Language header asks for one of our languages at all. */
function namesOurLanguage(acceptLanguage: string | null | undefined): acceptLanguage is string {
  if (!acceptLanguage) return false;
  return acceptLanguage
    .split(',')
    .some((part) =>
      (LOCALES as readonly string[]).includes(part.trim().split(/[-;]/)[0]?.toLowerCase() ?? ''),
    );
}

/**
 * The language a response is written in: the web sends the one on screen as Accept-Language
 * with every request, so that comes first; then the visitor's cookie; then English.
 */
export function responseLocale({ acceptLanguage, cookie }: LanguageHeaders): Locale {
  if (namesOurLanguage(acceptLanguage)) return pickLocale(acceptLanguage);
  return cookieLocale(cookie) ?? DEFAULT_LOCALE;
}

/**
 * The language a new account starts with: what the visitor chose (the cookie), else what the
 * browser asks for, else English. A third-party sign-in's callback is a plain navigation, so
 * its Accept-Language is the browser's, not the app's: the cookie comes first here.
 */
export function registrationLocale({ acceptLanguage, cookie }: LanguageHeaders): Locale {
  return cookieLocale(cookie) ?? pickLocale(acceptLanguage);
}

/** A stored locale read back (a row, a better-auth user); English for anything else. */
export function savedLocale(value: unknown): Locale {
  const parsed = localeSchema.safeParse(value);
  return parsed.success ? parsed.data : DEFAULT_LOCALE;
}

/** `registrationLocale` of a Fastify request. */
export function registrationLocaleOf(request: {
  headers: { 'accept-language'?: string; cookie?: string };
}): Locale {
  return registrationLocale({
    acceptLanguage: request.headers['accept-language'],
    cookie: request.headers.cookie,
  });
}
