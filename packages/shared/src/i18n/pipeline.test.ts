import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import config from '../../../../lingui.config.ts';
import { readCatalog } from './po-format.ts';

/**
 * The catalogs of the one translation pipeline, from lingui.config.ts: the web's, the server's
 * and this package's, each an English catalog and its translations.
 */
const ROOT = path.join(import.meta.dirname, '../../../..');
const catalogs = config.catalogs!.map(({ path: pattern }) => {
  const dir = path.dirname(pattern!.replace('<rootDir>/', ''));
  const read = (locale: string) =>
    readCatalog(readFileSync(path.join(ROOT, dir, `${locale}.po`), 'utf8'), locale);
  return { dir, english: read('en'), bangla: read('bn') };
});

describe('the translation pipeline', () => {
  it('has the three catalogs, web, server and shared', () => {
    expect(catalogs.map((c) => c.dir)).toEqual([
      'apps/web/src/lib/i18n/locales',
      'apps/server/src/i18n/locales',
      'packages/shared/src/i18n/locales',
    ]);
  });

  it('keeps each Bangla catalog in line with its English one (npm run i18n:extract)', () => {
    for (const { dir, english, bangla } of catalogs) {
      const live = Object.entries(bangla).filter(([, entry]) => !entry.obsolete);
      // The English a translator sees beside each Bangla message is the English catalog's.
      const stale = live.filter(([id, entry]) => english[id]?.message !== entry.message).map(([id]) => id);
      const missing = Object.keys(english).filter((id) => !(id in bangla));
      expect(stale, `${dir}/bn.po: English not as in en.po`).toEqual([]);
      expect(missing, `${dir}/bn.po: messages of en.po missing`).toEqual([]);
    }
  });

  it('words each English text one way in Bangla across the catalogs', () => {
    const wordings = new Map<string, Map<string, Set<string>>>();
    for (const { dir, bangla } of catalogs) {
      for (const entry of Object.values(bangla)) {
        if (entry.obsolete || !entry.translation || !entry.message) continue;
        const byCatalog = wordings.get(entry.message) ?? new Map<string, Set<string>>();
        byCatalog.set(dir, (byCatalog.get(dir) ?? new Set()).add(entry.translation));
        wordings.set(entry.message, byCatalog);
      }
    }
    const twoWays = [...wordings]
      .filter(([, byCatalog]) => byCatalog.size > 1)
      .filter(([, byCatalog]) => new Set([...byCatalog.values()].flatMap((set) => [...set])).size > 1)
      .map(([english, byCatalog]) => ({
        english,
        bangla: Object.fromEntries([...byCatalog].map(([d, s]) => [d, [...s]])),
      }));
    expect(twoWays).toEqual([]);
  });
});
