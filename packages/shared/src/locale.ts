/**
 * The product's two languages: English (the default, the spec's texts word for word) and Bangla.
 * The web sends the one in use as `Accept-Language` on every API request; the server answers its
 * messages, and writes the mail of a request, in that language. A signed-in user's choice is kept
 * on the server (`Me.locale`) and picks the language of their mail; a visitor's is kept by the
 * browser in the `dpms_lang` cookie and local storage.
 */
export const LOCALES = ['en', 'bn'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
/**
 * True for one of our languages. A plain check, not a schema: the web's first screen reads the
 * stored language with it, and must not load zod for that (decision 0026).
 */
export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);
/** The name of the cookie (and local-storage key) that keeps a visitor's language. */
export const LOCALE_COOKIE = 'dpms_lang';

/** `<html lang>` and `Intl` tags of each language. */
export const LOCALE_TAGS: Record<Locale, string> = { en: 'en-BD', bn: 'bn-BD' };

/**
 * The first of our languages an `Accept-Language` header (or `navigator.languages`) asks for,
 * by its q-weights; English when it asks for neither.
 */
export function pickLocale(acceptLanguage: string | readonly string[] | null | undefined): Locale {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  const entries =
    typeof acceptLanguage === 'string'
      ? acceptLanguage.split(',').map((part, index) => {
          const [tag = '', ...params] = part.trim().split(';');
          const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
          const weight = q ? Number(q.slice(2)) : 1;
          return { tag: tag.trim().toLowerCase(), weight: Number.isFinite(weight) ? weight : 0, index };
        })
      : acceptLanguage.map((tag, index) => ({ tag: tag.toLowerCase(), weight: 1, index }));
  const ranked = entries
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranked) {
    const primary = tag.split('-')[0];
    const found = LOCALES.find((locale) => locale === primary);
    if (found) return found;
  }
  return DEFAULT_LOCALE;
}
