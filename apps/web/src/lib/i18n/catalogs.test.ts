import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readCatalog } from '@dpms/shared/i18n/po-format';
import { describe, expect, it } from 'vitest';
import { VALIDATION_TEXTS } from './validation-messages.ts';

/** A catalog of locales/ as id -> message (the English in en.po, the translation in bn.po). */
function messagesOf(locale: string): Record<string, string> {
  const text = readFileSync(path.join(import.meta.dirname, 'locales', `${locale}.po`), 'utf8');
  return Object.fromEntries(
    Object.entries(readCatalog(text, locale))
      .filter(([, entry]) => !entry.obsolete)
      .map(([id, entry]) => [id, entry.translation]),
  );
}

/**
 * Bangla messages that are rightly the same as the English: names and addresses that are not
 * translated. Anything else equal to its English is a message nobody translated.
 */
const SAME_IN_BOTH = new Set<string>(['app.acronym', 'checkout.gatewayName']);

const english = messagesOf('en');
const bangla = messagesOf('bn');

/** `{name}`, `{count, plural, ...}` and `{amount}`: the names a message fills in, sorted. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  let depth = 0;
  for (const match of message.matchAll(/[{}]|[^{}]+/g)) {
    const part = match[0];
    if (part === '{') depth += 1;
    else if (part === '}') depth -= 1;
    else if (depth % 2 === 1) {
      const name = /^\s*(\w+)\s*(,|$)/.exec(part)?.[1];
      if (name) names.add(name);
    }
  }
  return [...names].sort();
}

describe('message catalogs (locales/en.po and bn.po)', () => {
  it('give every id its English (a new id in en.po needs its text)', () => {
    expect(Object.keys(english).length).toBeGreaterThan(900);
    expect(Object.keys(english).filter((id) => english[id] === id)).toEqual([]);
  });

  it('have a Bangla message for every English one, and nothing else', () => {
    const missing = Object.keys(english).filter((id) => !(id in bangla));
    const extra = Object.keys(bangla).filter((id) => !(id in english));
    expect(missing, 'Bangla messages missing').toEqual([]);
    expect(extra, 'Bangla messages with no English').toEqual([]);
  });

  it('translate every message (no empty one, none left in English)', () => {
    const empty = Object.keys(english).filter((id) => !bangla[id]?.trim() || !english[id]?.trim());
    const untranslated = Object.keys(english).filter(
      (id) => !SAME_IN_BOTH.has(id) && bangla[id] === english[id],
    );
    expect(empty, 'empty messages').toEqual([]);
    expect(untranslated, 'Bangla messages equal to the English').toEqual([]);
  });

  it('fill in the same placeholders in both languages', () => {
    const mismatched = Object.keys(english).filter(
      (id) => placeholders(english[id] ?? '').join() !== placeholders(bangla[id] ?? '').join(),
    );
    expect(mismatched, 'messages whose placeholders differ').toEqual([]);
  });

  it('keep the shared validation texts word for word in English', () => {
    for (const [id, text] of Object.entries(VALIDATION_TEXTS)) expect(english[id]).toBe(text);
  });

  it('finds a missing Bangla message (the check itself works)', () => {
    const withOneMissing = { ...bangla };
    delete withOneMissing['language.label'];
    expect(Object.keys(english).filter((id) => !(id in withOneMissing))).toEqual(['language.label']);
  });
});
