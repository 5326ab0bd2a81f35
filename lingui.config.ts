import type { ExtractorType, LinguiConfig } from '@lingui/conf';
import { dpmsPo, readCatalog } from './packages/shared/src/i18n/po-format.ts';

/**
 * The one translation pipeline (docs/decisions/0042-one-translation-pipeline.md): gettext `.po`
 * catalogs for the web's screens, the server's answers, mails, receipts and calendar files, and
 * the shared package's validation texts. `npm run i18n:extract` brings every language's catalog
 * in line with the English one; `@lingui/vite-plugin` compiles the web's, the server compiles
 * its own at start-up, both with Lingui's compiler. docs/translating.md is the translator's guide.
 */

/**
 * The English catalog is the source of each catalog's messages: a developer writes a new message
 * (or rewords one) there. Read as an extractor, it hands `lingui extract` every message with its
 * English and its notes for translators (`#.`), so that each other language's catalog gets the
 * new messages (empty, for the translator), the English beside each translation, and loses the
 * ones removed. The web's ids are checked by TypeScript (message-ids.gen.ts), the server's and
 * shared English texts by the completeness tests beside each catalog.
 */
const englishCatalog: ExtractorType = {
  match: (filename) => filename.endsWith('/locales/en.po'),
  extract(filename, code, onMessageExtracted) {
    for (const [id, entry] of Object.entries(readCatalog(code, 'en'))) {
      if (entry.obsolete) continue;
      onMessageExtracted({
        id,
        message: entry.message,
        comment: entry.comments?.length ? entry.comments.join('\n') : undefined,
        origin: [filename, 0],
      });
    }
  },
};

/** A workspace's catalogs, `<dir>/{en,bn}.po`, whose English one is its source. */
const catalogOf = (dir: string) => ({
  path: `<rootDir>/${dir}/{locale}`,
  include: [`<rootDir>/${dir}/en.po`],
});

const config: LinguiConfig = {
  sourceLocale: 'en',
  locales: ['en', 'bn'],
  // A message a catalog has not translated yet is shown in English.
  fallbackLocales: { default: 'en' },
  catalogs: [
    catalogOf('apps/web/src/lib/i18n/locales'),
    catalogOf('apps/server/src/i18n/locales'),
    catalogOf('packages/shared/src/i18n/locales'),
  ],
  format: dpmsPo(),
  extractors: [englishCatalog],
  orderBy: 'messageId',
};

export default config;
