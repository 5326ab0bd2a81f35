import { readFileSync } from 'node:fs';
import type { CatalogFormatter, CatalogType, MessageType } from '@lingui/conf';
import type { Messages } from '@lingui/core';
import { formatter as linguiPo } from '@lingui/format-po';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';

/**
 * DPMS's gettext catalogs as a Lingui catalog format (lingui.config.ts): Lingui's own PO format,
 * with every entry's `msgid` the English text, so that Poedit and Weblate show the English beside
 * the Bangla (docs/decisions/0042-one-translation-pipeline.md).
 *
 * - A web message is called by id (`t('login.title')`): its id is the entry's `msgctxt`.
 * - A server or shared message is called by its English: the `msgid` is the id, no `msgctxt`.
 *
 * In the English catalog the `msgid` is the text; its `msgstr` is written as a copy of it.
 * Read with this format, a catalog is keyed by those ids, whatever reads it: `lingui extract`,
 * `@lingui/vite-plugin`, the server at start-up and the tests.
 */
export function dpmsPo(): CatalogFormatter {
  // No origins: the English catalog is the source (see the extractor in lingui.config.ts), and
  // references would churn with every moved file.
  const po = linguiPo({ origins: false, printPlaceholdersInComments: false });
  return {
    catalogExtension: '.po',
    templateExtension: '.pot',
    parse(content, ctx) {
      // Lingui's PO format keys an entry without an explicit id by a hash of msgid and msgctxt.
      const byHash = po.parse(content, ctx) as CatalogType;
      const catalog: CatalogType = {};
      for (const [hash, entry] of Object.entries(byHash)) {
        const english = entry.message ?? hash;
        const id = entry.context ?? english;
        const translation = ctx.locale === ctx.sourceLocale ? english : entry.translation;
        catalog[id] = { ...entry, message: english, context: undefined, translation };
      }
      return catalog;
    },
    serialize(catalog, ctx) {
      const byHash: CatalogType = {};
      for (const [id, entry] of Object.entries(catalog)) {
        // A web id whose English is not written yet stays its own msgid until it is.
        const english = entry.message || id;
        const context = english === id ? undefined : id;
        const translation = ctx.locale === ctx.sourceLocale ? english : entry.translation;
        const written: MessageType = { ...entry, message: english, context, translation };
        byHash[generateMessageId(english, context)] = written;
      }
      return po.serialize(byHash, ctx);
    },
  };
}

/** A catalog's text read with `dpmsPo`, by id: each entry's English (`message`) and `translation`. */
export function readCatalog(content: string, locale: string): CatalogType {
  return dpmsPo().parse(content, { locale, sourceLocale: 'en', filename: '' }) as CatalogType;
}

/**
 * A catalog file's messages compiled by Lingui's compiler, as `lingui compile` would, for a
 * Lingui i18n instance (the server reads its catalogs so at start-up). A message not translated
 * yet is left out, so it is answered in English; one that does not compile throws.
 */
export function readPoMessages(file: string, locale: string): Messages {
  const catalog = readCatalog(readFileSync(file, 'utf8'), locale);
  const messages: Messages = {};
  for (const [id, entry] of Object.entries(catalog)) {
    if (entry.obsolete || !entry.translation) continue;
    try {
      messages[id] = compileMessageOrThrow(entry.translation);
    } catch (error) {
      // A translation Lingui cannot compile (a broken `{…}`) stops the server and the tests at once.
      throw new Error(`${file}: the translation of "${id}" does not compile: ${(error as Error).message}`);
    }
  }
  return messages;
}
