import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { placeholdersOf } from '@dpms/shared/i18n';
import { readCatalog } from '@dpms/shared/i18n/po-format';
import { describe, expect, it } from 'vitest';
import { isCatalogued, translate } from './translate.ts';

const SRC = path.join(import.meta.dirname, '..');
const catalog = (locale: string) =>
  readCatalog(readFileSync(path.join(import.meta.dirname, 'locales', `${locale}.po`), 'utf8'), locale);
const ENGLISH = catalog('en');
const BANGLA = catalog('bn');

/** Folders and files whose sentences never reach a person through the API. */
const NOT_FOR_PEOPLE = [
  'cli/', // the operator's console
  'db/', // start-up errors, the backup's operator messages
  'demo/', // the demo's seed data: content, not messages
  'gateway/', // the SSLCommerz emulator's pages and the gateway's protocol
  'mail/', // the mails' words are t('…') texts, checked by the first test; the rest is the dev mailbox's page
  'modules/payments/csv.ts', // the export's column names (a spreadsheet's header row)
  'modules/settlement/csv.ts', // likewise, the settlement's spreadsheet
  'modules/tickets/csv.ts', // likewise, the attendee list's spreadsheet
  'modules/tickets/ics.ts', // the iCalendar format's own words
  'config.ts', // start-up errors for the operator
  'metrics/', // Prometheus's help texts and its scrape token, for the operator
  'i18n/',
];

/** Sentences in the remaining files that are not messages to people, each with why. */
const NOT_MESSAGES = new Set([
  'Club membership', // the product name sent to the gateway
  'Department event', // likewise
  'Refused: {}', // the answer to the gateway's callback
  'Cannot validate right now; please retry.', // likewise
  'Cookie, Accept-Encoding', // a header value
  'Accept-Encoding, Cookie, Accept-Language', // likewise (the app's shell)
  'OIDC provider still unavailable; discovery is tried again in {} s', // a log line
]);

/**
 * Every sentence-like literal of the server's source (a capital letter, then a space somewhere),
 * outside comments, route summaries, log lines and internal errors. A template literal's
 * `${…}` parts must match a catalog key's `{placeholders}`.
 */
function serverSentences(): { file: string; text: string; template: boolean }[] {
  const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter(
    (f) =>
      f.endsWith('.ts') &&
      !f.endsWith('.test.ts') &&
      !NOT_FOR_PEOPLE.some((skip) => f.startsWith(skip) || f === skip),
  );
  const found: { file: string; text: string; template: boolean }[] = [];
  for (const file of files) {
    const source = readFileSync(path.join(SRC, file), 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '');
    for (const line of source.split('\n')) {
      if (/summary:|log\.(info|warn|error|debug)|description:|new Error\(/.test(line)) continue;
      for (const m of line.matchAll(/'([A-Z][^'\n]*\s[^'\n]*)'|`([A-Z][^`\n]*\s[^`\n]*)`/g)) {
        const text = (m[1] ?? m[2]) as string;
        // Without its `${…}` parts: an identifier built by a template (`R-${…}`) has no space left.
        const literal = text.replace(/\$\{[^}]*\}/g, '{}');
        if (!/\s/.test(literal.replace(/\{\}/g, '')) || NOT_MESSAGES.has(literal)) continue;
        // A route's summary, where a route file keeps its summaries in a table.
        if (/\(admin\)$/.test(text)) continue;
        found.push({ file, text, template: literal !== text });
      }
    }
  }
  return found;
}

const isBengali = (text: string) => /[\u0980-\u09FF]/.test(text);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The English of every `t('…')` of the server's source: the mails', the receipt's, the calendar file's. */
function writtenTexts(): { file: string; text: string }[] {
  const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter(
    (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
  );
  return files.flatMap((file) =>
    [...readFileSync(path.join(SRC, file), 'utf8').matchAll(/\bt\(\s*(?:'([^'\n]*)'|"([^"\n]*)")/g)].map(
      (m) => ({
        file,
        text: (m[1] ?? m[2]) as string,
      }),
    ),
  );
}

describe('the server Bangla catalog', () => {
  it('holds every text the mails, the receipt and calendar files write (locales/en.po)', () => {
    const written = writtenTexts();
    expect(written.length).toBeGreaterThan(60);
    expect(written.filter(({ text }) => !(text in ENGLISH))).toEqual([]);
  });

  it('has a Bangla message for every English one, and nothing else (a new one without Bangla fails here)', () => {
    const untranslated = Object.keys(ENGLISH).filter((id) => !BANGLA[id]?.translation);
    const extra = Object.keys(BANGLA).filter((id) => !(id in ENGLISH));
    expect(untranslated, 'English messages without their Bangla in locales/bn.po').toEqual([]);
    expect(extra, 'Bangla messages with no English').toEqual([]);
  });

  it('holds every message the server can send (a new one without Bangla fails here)', () => {
    const keys = Object.keys(ENGLISH);
    const sentences = serverSentences();
    expect(sentences.length).toBeGreaterThan(80);
    const missing = sentences.filter(({ text, template }) => {
      if (!template) return !isCatalogued(text);
      // `${…}` in the source stands where a `{name}` stands in the key.
      const source = text
        .split(/\$\{[^}]*\}/)
        .map(escapeRegExp)
        .join('\\{\\w+\\}');
      return !keys.some((key) => new RegExp(`^${source}$`).test(key));
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

  it('carries values over, nested messages and field names included, and leaves English alone', () => {
    expect(translate('Too many attempts. Please wait 42 seconds and try again.', 'bn')).toBe(
      'অনেকবার চেষ্টা করা হয়েছে। অনুগ্রহ করে ৪২ সেকেন্ড অপেক্ষা করে আবার চেষ্টা করুন।',
    );
    expect(
      translate('Still held: The account was deleted before this payment arrived: refund it.', 'bn'),
    ).toBe('এখনো আটকে আছে: এই পেমেন্ট আসার আগেই অ্যাকাউন্টটি মুছে ফেলা হয়েছিল: টাকা ফেরত দিন।');
    expect(translate('studentId: This field is required', 'bn')).toBe('studentId: এই ঘরটি পূরণ করা আবশ্যক');
    expect(translate('No such payment.', 'en')).toBe('No such payment.');
  });
});
