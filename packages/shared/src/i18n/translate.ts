import { type Messages, setupI18n } from '@lingui/core';
import { toBengaliDigits } from '../digits.ts';

/**
 * Finished English messages in another language. The server's and the shared package's catalogs
 * are keyed by the English text (the gettext way: English output never changes and a message
 * needs no id), so an error thrown in English is translated where it is answered. A key may hold
 * `{name}` placeholders for the parts that vary (`At most {max} characters`): a finished message
 * is matched against it and its values carried into the translation, which Lingui formats (ICU
 * plurals and selects included). Values that are themselves catalogued messages are translated
 * too; plain numbers are written in Bengali digits.
 */
export type Values = Record<string, string>;

/** A compiled catalog keyed by English text, in one language. */
export interface Catalog {
  has(english: string): boolean;
  readonly keys: readonly string[];
  /** The translation of the key `english`, its placeholders filled from `values`. */
  format(english: string, values: Values): string;
}

/** A catalog of messages compiled by Lingui, formatted by a Lingui i18n instance of `localeTag`. */
export function linguiCatalog(messages: Messages, locale: string, localeTag: string): Catalog {
  const i18n = setupI18n({ locale, locales: [localeTag], messages: { [locale]: messages } });
  return {
    has: (english) => Object.hasOwn(messages, english),
    keys: Object.keys(messages),
    format: (english, values) => i18n._(english, values),
  };
}

const PLACEHOLDER = /\{(\w+)\}/g;

/** The placeholder names of a pattern, sorted (ICU arguments such as `{n, plural, …}` count too). */
export function placeholdersOf(pattern: string): string[] {
  return [...pattern.matchAll(/\{(\w+)(?:,|\})/g)].map((m) => m[1] as string).sort();
}

interface CompiledPattern {
  catalog: Catalog;
  key: string;
  regex: RegExp;
  names: string[];
  literalLength: number;
}

function patternsOf(catalog: Catalog): CompiledPattern[] {
  const compiled: CompiledPattern[] = [];
  for (const key of catalog.keys) {
    const names = [...key.matchAll(PLACEHOLDER)].map((m) => m[1] as string);
    if (names.length === 0) continue;
    const literals = key.split(PLACEHOLDER).filter((_, index) => index % 2 === 0);
    const source = literals.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('(.+?)');
    compiled.push({
      catalog,
      key,
      regex: new RegExp(`^${source}$`, 's'),
      names,
      literalLength: literals.join('').length,
    });
  }
  return compiled;
}

/**
 * A function translating finished English messages with the given catalogs (searched in order),
 * or answering undefined for a message none of them holds.
 */
export function createTranslator(catalogs: readonly Catalog[]) {
  // In each catalog, the most specific pattern (the most fixed text) wins.
  const patterns = catalogs.flatMap((catalog) =>
    patternsOf(catalog).sort((a, b) => b.literalLength - a.literalLength),
  );
  const translate = (english: string): string | undefined => {
    for (const catalog of catalogs) {
      if (catalog.has(english)) return catalog.format(english, {});
    }
    for (const { catalog, key, regex, names } of patterns) {
      const match = regex.exec(english);
      if (!match) continue;
      const values: Values = {};
      names.forEach((name, index) => {
        const value = match[index + 1] as string;
        values[name] = translate(value) ?? (/^[\d.,]+$/.test(value) ? toBengaliDigits(value) : value);
      });
      return catalog.format(key, values);
    }
    return undefined;
  };
  return translate;
}
