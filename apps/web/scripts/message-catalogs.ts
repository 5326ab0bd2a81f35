import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const PREFIX = 'virtual:messages/';
/** English, DEFAULT_LOCALE of @dpms/shared (which the build's config cannot import). */
const DEFAULT_LOCALE = 'en';
const catalogsDir = fileURLToPath(new URL('../src/lib/i18n/locales/', import.meta.url));

/**
 * `import('virtual:messages/bn')` gives `{ messages }`: the catalog `src/lib/i18n/locales/bn.po`,
 * compiled at build time by `@lingui/vite-plugin` (decision 0042), so the browser gets neither the
 * ICU parser nor the other language. The catalog is reached through this name so that its chunk
 * keeps it in Vite's manifest, where the server finds each language's file to preload
 * (apps/server/src/plugins/web-app.ts).
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
    load(id: string) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const locale = id.slice(PREFIX.length + 1);
      if (!/^[a-z]{2}$/.test(locale)) throw new Error(`No message catalog named ${locale}`);
      return `export { messages } from ${JSON.stringify(`${catalogsDir}${locale}.po`)};`;
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
