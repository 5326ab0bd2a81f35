import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { translate } from '../i18n/translate.ts';

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
  if (dist) {
    indexHtml = await readFile(path.join(dist, 'index.html'));
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
      return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
    }
    return reply.status(404).send({
      error: {
        code: 'NOT_FOUND',
        message: translate(`No such endpoint: ${request.method} ${pathname}`, request.locale),
      },
    });
  });
});
