import nodeModule from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTranslator, linguiCatalog, type Values } from '@dpms/shared/i18n';
import { readPoMessages } from '@dpms/shared/i18n/po-format';
import { LOCALE_TAGS, type Locale } from '@dpms/shared/locale';

/**
 * The server's words in the reader's language, from the gettext catalogs of the one pipeline
 * (lingui.config.ts): its own (`locales/`: API errors, mails, the receipt, calendar files) and the
 * shared package's (validation texts). Both are keyed by the English text and compiled at
 * start-up with Lingui's compiler; docs/translating.md says how a translator edits them.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
// Not `import { createRequire }` nor `require`: the server bundle's banner declares both (build.mjs).
const resolveModule = nodeModule.createRequire(import.meta.url);

/**
 * The server's catalogs live beside this file in development and beside the bundle in production
 * (the build copies them to dist/locales); the shared package's are found through its exports.
 */
function catalogFiles(locale: Locale): string[] {
  return [
    path.join(here, 'locales', `${locale}.po`),
    resolveModule.resolve(`@dpms/shared/i18n/locales/${locale}.po`),
  ];
}

/** Each language's compiled catalogs (the server's first), read once when first asked for. */
const catalogs = new Map<Locale, ReturnType<typeof linguiCatalog>[]>();
function catalogsOf(locale: Locale) {
  let loaded = catalogs.get(locale);
  if (!loaded) {
    loaded = catalogFiles(locale).map((file) =>
      linguiCatalog(readPoMessages(file, locale), locale, LOCALE_TAGS[locale]),
    );
    catalogs.set(locale, loaded);
  }
  return loaded;
}

let toBangla: ((english: string) => string | undefined) | undefined;
const bangla = (english: string) => {
  toBangla ??= createTranslator(catalogsOf('bn'));
  return toBangla(english);
};

/** A validation message names its field first (`studentId: …`); the field stays as it is. */
const FIELD_PREFIXED = /^([\w.]+): (.+)$/s;

/** A finished English message (an error, a hold reason) in Bangla when that is asked for and catalogued; otherwise as it is. */
export function translate(message: string, locale: Locale): string {
  if (locale === 'en') return message;
  const whole = bangla(message);
  if (whole !== undefined) return whole;
  const prefixed = FIELD_PREFIXED.exec(message);
  const tail = prefixed ? bangla(prefixed[2] as string) : undefined;
  return prefixed && tail !== undefined ? `${prefixed[1]}: ${tail}` : message;
}

/** Whether a catalog holds this English message (the completeness test asks). */
export function isCatalogued(message: string): boolean {
  return bangla(message) !== undefined;
}

/** A text to write: an English message of the server's catalog, with the values of its `{name}`s. */
export type Translator = (english: string, values?: Values) => string;

/**
 * The gettext `_()` of the mails, the receipt and calendar files: `t('Hello {name},', { name })`
 * is that message of the server's catalog in `locale`, its placeholders filled. A text the
 * catalog lacks (the completeness test forbids it) is written as its English.
 */
export function translatorFor(locale: Locale): Translator {
  const [own] = catalogsOf(locale);
  return (english, values = {}) => {
    if (own?.has(english)) return own.format(english, values);
    return english.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
  };
}
