import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@dpms/shared';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { translate } from '../i18n/translate.ts';
import { registrationLocaleOf } from '../lib/locale.ts';

const ONE_YEAR = 'public, max-age=31536000, immutable';
/** Paths that belong to the server; an unknown one is a JSON 404, never the single-page app. */
const SERVER_PREFIXES = ['/api/', '/api', '/sandbox/', '/uploads/', '/dev/'];

/** Finds the built web app beside the source tree (development) or the bundle (production). */
export function findWebDist(config: Config): string | undefined {
  if (config.webDistDir)
    return existsSync(path.join(config.webDistDir, 'index.html')) ? config.webDistDir : undefined;
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.resolve(here, '../../web/dist'), path.resolve(here, '../../../web/dist')];
  return candidates.find((dir) => existsSync(path.join(dir, 'index.html')));
}

/**
 * index.html for each language: the build preloads the English message catalog beside the app's
 * code (the app paints nothing before its language is there); a visitor whose language is
 * another (the `dpms_lang` cookie, else the browser's, as the app decides) gets that one's
 * catalog preloaded instead. Vite's manifest names each catalog's file.
 */
async function shellsByLocale(dist: string, indexHtml: Buffer): Promise<Partial<Record<Locale, Buffer>>> {
  const manifest: Record<string, { file?: string }> = await readFile(
    path.join(dist, '.vite', 'manifest.json'),
    'utf8',
  )
    .then((text) => JSON.parse(text))
    .catch(() => ({}));
  const fileOf = (locale: Locale) => manifest[`virtual:messages/${locale}`]?.file;
  const english = fileOf(DEFAULT_LOCALE);
  const html = indexHtml.toString('utf8');
  const shells: Partial<Record<Locale, Buffer>> = {};
  for (const locale of LOCALES) {
    const own = fileOf(locale);
    if (locale === DEFAULT_LOCALE || !english || !own || !html.includes(`/${english}"`)) continue;
    shells[locale] = Buffer.from(html.replace(`/${english}"`, `/${own}"`));
  }
  return shells;
}

/**
 * Serves uploaded images and the built web app: hashed assets cached for a year, index.html
 * never cached, and an SPA fallback for every other GET that asks for a page.
 */
export const webAppPlugin = fp(async (app: FastifyInstance, opts: { config: Config }) => {
  const uploadsDir = path.join(opts.config.dataDir, 'uploads');
  await mkdir(uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    list: false,
    setHeaders: (res) => {
      res.header('Cache-Control', ONE_YEAR);
      res.header('X-Content-Type-Options', 'nosniff');
    },
  });

  const dist = findWebDist(opts.config);
  let indexHtml: Buffer | undefined;
  let localeShells: Partial<Record<Locale, Buffer>> = {};
  if (dist) {
    indexHtml = await readFile(path.join(dist, 'index.html'));
    localeShells = await shellsByLocale(dist, indexHtml);
    await app.register(fastifyStatic, {
      root: dist,
      prefix: '/',
      index: false,
      wildcard: true,
      // index.js.br / .gz beside each file, written by scripts/precompress.mjs at build time.
      preCompressed: true,
      // Folders (and "/") are pages of the app, answered by the fallback below.
      allowedPath: (pathname) => path.extname(pathname) !== '',
      setHeaders: (res, filePath) => {
        const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', isHashed ? ONE_YEAR : 'public, max-age=0, must-revalidate');
      },
    });
  } else {
    app.log.warn('web app not built: run `npm run build` to serve the pages');
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isServerPath = SERVER_PREFIXES.some(
      (p) => pathname === p || pathname.startsWith(p.endsWith('/') ? p : `${p}/`),
    );
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (indexHtml && wantsPage && !isServerPath && !path.extname(pathname)) {
      const shell = localeShells[registrationLocaleOf(request)] ?? indexHtml;
      return reply
        .header('Cache-Control', 'no-cache')
        .header('Vary', 'Cookie, Accept-Language')
        .type('text/html; charset=utf-8')
        .send(shell);
    }
    return reply.status(404).send({
      error: {
        code: 'NOT_FOUND',
        message: translate(`No such endpoint: ${request.method} ${pathname}`, request.locale),
      },
    });
  });
});
