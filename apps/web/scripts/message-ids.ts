// Writes src/lib/i18n/message-ids.gen.ts, the type of every web message id, from the English
// catalog (`npm run i18n:extract` runs it; scripts/message-ids.test.ts checks it is up to date).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { readCatalog } from '@dpms/shared/i18n/po-format';

const i18nDir = path.join(import.meta.dirname, '..', 'src', 'lib', 'i18n');
export const ENGLISH_CATALOG = path.join(i18nDir, 'locales', 'en.po');
export const MESSAGE_IDS_FILE = path.join(i18nDir, 'message-ids.gen.ts');

/** The source of message-ids.gen.ts for the English catalog's text. */
export function messageIdsSource(englishCatalog: string): string {
  const ids = Object.entries(readCatalog(englishCatalog, 'en'))
    .filter(([, entry]) => !entry.obsolete)
    .map(([id]) => id)
    .sort();
  return [
    '// Generated from locales/en.po by `npm run i18n:extract` (scripts/message-ids.ts). Do not edit.',
    '',
    '/** Every message id of the web: a wrong id fails typecheck. */',
    'export type MessageId =',
    ...ids.map((id, index) => `  | '${id.replace(/['\\]/g, '\\$&')}'${index === ids.length - 1 ? ';' : ''}`),
    '',
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  writeFileSync(MESSAGE_IDS_FILE, messageIdsSource(readFileSync(ENGLISH_CATALOG, 'utf8')));
  console.log(`wrote ${MESSAGE_IDS_FILE}`);
}
