import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../locale.ts';
import { MESSAGES } from '../messages.ts';
import { readCatalog, readPoMessages } from './po-format.ts';
import { createTranslator, linguiCatalog, placeholdersOf } from './translate.ts';

const SRC = join(import.meta.dirname, '..');
const file = (locale: string) => join(import.meta.dirname, 'locales', `${locale}.po`);
const ENGLISH = readCatalog(readFileSync(file('en'), 'utf8'), 'en');
const BANGLA = readCatalog(readFileSync(file('bn'), 'utf8'), 'bn');

const toBangla = createTranslator([linguiCatalog(readPoMessages(file('bn'), 'bn'), 'bn', 'bn-BD')]);
/** The message in the given language, as the server and the web write it. */
const localizeMessage = (english: string, locale: Locale) =>
  locale === 'en' ? english : (toBangla(english) ?? english);

/**
 * Every sentence-like string literal of the schemas: a capital letter, then a space somewhere.
 * A template literal's `${…}` parts become wildcards. Comments are left out.
 */
function schemaMessages(): { text: string; template: boolean }[] {
  const files = readdirSync(join(SRC, 'schemas')).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
  const found: { text: string; template: boolean }[] = [];
  for (const name of files) {
    const source = readFileSync(join(SRC, 'schemas', name), 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '');
    for (const m of source.matchAll(/'([A-Z][^'\n]*\s[^'\n]*)'|`([A-Z][^`\n]*\s[^`\n]*)`/g)) {
      if (m[1]) found.push({ text: m[1], template: false });
      else if (m[2] && !/^(GET|POST|PUT|PATCH|DELETE) /.test(m[2]))
        found.push({ text: m[2], template: true });
    }
  }
  return found;
}

const isBengali = (text: string) => /[\u0980-\u09FF]/.test(text);

describe('the shared Bangla catalog (locales/bn.po)', () => {
  it('has a Bangla message for every English one, and nothing else', () => {
    const untranslated = Object.keys(ENGLISH).filter((id) => !BANGLA[id]?.translation);
    const extra = Object.keys(BANGLA).filter((id) => !(id in ENGLISH));
    expect(untranslated, 'English messages without their Bangla').toEqual([]);
    expect(extra, 'Bangla messages with no English').toEqual([]);
  });

  it('translates every message of MESSAGES', () => {
    const missing = Object.values(MESSAGES).filter((en) => !isBengali(localizeMessage(en, 'bn')));
    expect(missing).toEqual([]);
  });

  it('translates every validation text of the schemas (a new one without Bangla fails here)', () => {
    const keys = Object.keys(ENGLISH);
    const missing = schemaMessages().filter(({ text, template }) => {
      if (!template) return !isBengali(localizeMessage(text, 'bn'));
      const parts = text.split(/\$\{[^}]*\}/).map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
      const wildcard = new RegExp(`^${parts.join('.+')}$`);
      return !keys.some((key) => wildcard.test(key));
    });
    expect(missing).toEqual([]);
  });

  it('has Bangla for each entry, never the English again, with the same placeholders', () => {
    for (const [english, { translation: bangla }] of Object.entries(BANGLA)) {
      expect(bangla, english).not.toBe(english);
      expect(isBengali(bangla), english).toBe(true);
      expect(placeholdersOf(bangla), english).toEqual(placeholdersOf(english));
    }
  });

  it('carries values over, in Bengali digits, and leaves English alone', () => {
    expect(localizeMessage('At most 200 characters', 'bn')).toBe('সর্বোচ্চ ২০০টি অক্ষর লেখা যাবে');
    expect(localizeMessage('At most 200 characters', 'en')).toBe('At most 200 characters');
    expect(localizeMessage('Passwords do not match', 'bn')).toBe('দুটি পাসওয়ার্ড মিলছে না');
  });
});
