import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

const PREFIX = 'virtual:messages/';
/** English, DEFAULT_LOCALE of @dpms/shared (which the build's config cannot import). */
const DEFAULT_LOCALE = 'en';
const catalogsDir = fileURLToPath(new URL('../src/lib/i18n/catalogs/', import.meta.url));

/**
 * `import('virtual:messages/bn')` gives `{ messages }`: the catalog `src/lib/i18n/catalogs/bn.json`
 * with every ICU message compiled by Lingui at build time, so the browser gets neither the ICU
 * parser nor the other language (docs/decisions/0018-web-languages.md).
 *
 * The built index.html also preloads the default language's catalog beside the app's own code: the
 * app paints nothing before its language is there, and would otherwise ask for it only once its
 * code has run (the server swaps in a visitor's other language).
 */
export function messageCatalogs(): Plugin {
  return {
    name: 'dpms-message-catalogs',
    enforce: 'pre',
    resolveId(id: string) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    async load(id: string) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const locale = id.slice(PREFIX.length + 1);
      if (!/^[a-z]{2}$/.test(locale)) throw new Error(`No message catalog named ${locale}`);
      const file = `${catalogsDir}${locale}.json`;
      this.addWatchFile(file);
      const source: Record<string, string> = JSON.parse(await readFile(file, 'utf8'));
      const compiled = Object.fromEntries(
        Object.entries(source).map(([key, message]) => [key, compileMessage(message)]),
      );
      return `export const messages = ${JSON.stringify(compiled)};`;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunk = Object.values(ctx.bundle ?? {}).find(
          (file) => file.type === 'chunk' && file.facadeModuleId === `\0${PREFIX}${DEFAULT_LOCALE}`,
        );
        if (!chunk) return [];
        return [
          {
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
