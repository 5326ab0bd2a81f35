import { toBengaliDigits } from '../digits.ts';

/**
 * Gettext-style message catalogs: the English text is the key, so English output never changes
 * and a message needs no id. A key may hold `{name}` placeholders for the parts that vary
 * (`At most {max} characters`); a finished English message is matched against it and its values
 * carried into the translation. Values that are themselves catalogued messages are translated
 * too; plain numbers are written in Bengali digits.
 */
export type Catalog = Readonly<Record<string, string>>;
export type Values = Record<string, string>;
/** Writes a translated pattern with its values (the server plugs in ICU MessageFormat here). */
export type Formatter = (pattern: string, values: Values) => string;

const PLACEHOLDER = /\{(\w+)\}/g;

/** The placeholder names of a pattern, sorted (ICU arguments such as `{n, plural, …}` count too). */
export function placeholdersOf(pattern: string): string[] {
  return [...pattern.matchAll(/\{(\w+)(?:,|\})/g)].map((m) => m[1] as string).sort();
}

/** `{name}` replaced by its value: enough for patterns without plurals. */
export const substitute: Formatter = (pattern, values) =>
  pattern.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);

interface CompiledPattern {
  regex: RegExp;
  names: string[];
  translation: string;
  literalLength: number;
}

function compile(catalog: Catalog): CompiledPattern[] {
  const compiled: CompiledPattern[] = [];
  for (const [english, translation] of Object.entries(catalog)) {
    const names = [...english.matchAll(PLACEHOLDER)].map((m) => m[1] as string);
    if (names.length === 0) continue;
    const literals = english.split(PLACEHOLDER).filter((_, index) => index % 2 === 0);
    const source = literals.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('(.+?)');
    compiled.push({
      regex: new RegExp(`^${source}$`, 's'),
      names,
      translation,
      literalLength: literals.join('').length,
    });
  }
  // The most specific pattern (the most fixed text) wins.
  return compiled.sort((a, b) => b.literalLength - a.literalLength);
}

/**
 * A function translating finished English messages with the given catalogs (searched in order),
 * or answering undefined for a message none of them holds.
 */
export function createTranslator(catalogs: readonly Catalog[], format: Formatter = substitute) {
  const patterns = catalogs.flatMap(compile);
  const translate = (english: string): string | undefined => {
    for (const catalog of catalogs) {
      const exact = catalog[english];
      if (exact !== undefined) return exact;
    }
    for (const { regex, names, translation } of patterns) {
      const match = regex.exec(english);
      if (!match) continue;
      const values: Values = {};
      names.forEach((name, index) => {
        const value = match[index + 1] as string;
        values[name] = translate(value) ?? (/^[\d.,]+$/.test(value) ? toBengaliDigits(value) : value);
      });
      return format(translation, values);
    }
    return undefined;
  };
  return translate;
}
