import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { translate } from '../i18n/translate.ts';
import { type Encoding, pickEncoding } from '../lib/accept-encoding.ts';

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
  let shell: Shell | undefined;
  if (dist) {
    shell = await loadShell(dist);
    const page = shell;
    // The static files live in a scope of their own, whose first hook answers the app's pages
    // (paths without an extension) with the shell made once at start, before @fastify/static
    // looks at the disk for them (a directory listing and a stat per request).
    await app.register(async (scope) => {
      scope.addHook('onRequest', (request, reply, done) => {
        if (!isPageRequest(request)) return done();
        sendShell(page, request, reply);
      });
      await scope.register(fastifyStatic, {
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
    });
  } else {
    app.log.warn('web app not built: run `npm run build` to serve the pages');
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const pathname = pathOf(request);
    if (shell && isPageRequest(request)) return sendShell(shell, request, reply);
    return reply.status(404).send({
      error: {
        code: 'NOT_FOUND',
        message: translate(`No such endpoint: ${request.method} ${pathname}`, request.locale),
      },
    });
  });
});

function pathOf(request: FastifyRequest): string {
  return request.url.split('?')[0] ?? '/';
}

/** A GET or HEAD of one of the app's pages: not a server path, no file extension. */
function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = pathOf(request);
  const isServerPath = SERVER_PREFIXES.some(
    (p) => pathname === p || pathname.startsWith(p.endsWith('/') ? p : `${p}/`),
  );
  return !isServerPath && !path.extname(pathname);
}

/** index.html as it leaves: plain, brotli and gzip, made once at start. */
interface Shell {
  plain: Buffer;
  encoded: Record<Encoding, Buffer>;
}

async function loadShell(dist: string): Promise<Shell> {
  // Compressed here rather than read from the build's .br/.gz: those could be older than the
  // index.html a plain `vite build` just wrote, and a stale shell loads assets that are gone.
  const plain = await readFile(path.join(dist, 'index.html'));
  return {
    plain,
    encoded: {
      br: zlib.brotliCompressSync(plain, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: zlib.gzipSync(plain, { level: 9 }),
    },
  };
}

/** The app's single page, never cached (a new build changes which assets it loads). */
function sendShell(shell: Shell, request: FastifyRequest, reply: FastifyReply) {
  const encoding = pickEncoding(request.headers['accept-encoding']);
  reply
    .header('Cache-Control', 'no-cache')
    .header('Vary', 'Accept-Encoding')
    .type('text/html; charset=utf-8');
  if (!encoding) return reply.send(shell.plain);
  return reply.header('Content-Encoding', encoding).send(shell.encoded[encoding]);
}
