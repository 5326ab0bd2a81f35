import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import type { IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import {
  drawnForOwner,
  drawnOnServer,
  firstScreenReads,
  ownFirstScreenReads,
} from '@dpms/shared/first-screen';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@dpms/shared/locale';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { translate } from '../i18n/translate.ts';
import { type Encoding, pickEncoding } from '../lib/accept-encoding.ts';
import { registrationLocaleOf } from '../lib/locale.ts';
import { hasSessionCookie } from '../lib/session-cookie.ts';
import { makeStoredFile } from '../storage/images.ts';
import {
  type DrawnScreen,
  type DrawnScreens,
  drawnScreens,
  serverEntryOf,
  withDrawnScreen,
} from './drawn-screens.ts';
import { firstScreenImages } from './first-image.ts';
import { SHARED_CACHE_SECONDS } from './public-cache.ts';

type FirstScreenImages = ReturnType<typeof firstScreenImages>;

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
  await app.register(async (scope) => {
    // An image stored for later (the demo's art) has each file made the first time it is asked for.
    scope.addHook('onRequest', async (request) => {
      const file = pathOf(request).slice('/uploads/'.length);
      await makeStoredFile(uploadsDir, file).catch((error: unknown) => {
        request.log.error({ err: error, file }, 'could not make an image file from its source');
      });
    });
    await scope.register(fastifyStatic, {
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
  });

  const dist = findWebDist(opts.config);
  let answerPage: PageAnswerOf | undefined;
  const images = firstScreenImages(app);
  if (dist) {
    const shells = await loadShells(dist);
    const entry = serverEntryOf(dist);
    const pageAnswer = pageAnswers(shells, images, entry ? drawnScreens(app, entry) : undefined);
    answerPage = pageAnswer;
    // The static files live in a scope of their own, whose first hook answers the app's pages
    // (paths without an extension) with the shell made once at start, before @fastify/static
    // looks at the disk for them (a directory listing and a stat per request).
    await app.register(async (scope) => {
      scope.addHook('onRequest', async (request, reply) => {
        if (isPageRequest(request)) return sendPage(reply, pageAnswer(request));
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
    if (answerPage && isPageRequest(request)) return sendPage(reply, answerPage(request));
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
function isPageRequest(request: { method?: string; url?: string }): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const url = request.url ?? '/';
  const query = url.indexOf('?');
  const pathname = query === -1 ? url : url.slice(0, query);
  return !isServerPath(pathname) && !path.extname(pathname);
}

/** A path of the server's own (the API, the gateway emulator, uploads, development tools). */
export function isServerPath(pathname: string): boolean {
  return SERVER_PREFIXES.some((p) => pathname === p || pathname.startsWith(p.endsWith('/') ? p : `${p}/`));
}

/** index.html as it leaves: plain, brotli and gzip, made once at start. */
interface Shell {
  plain: Buffer;
  html: string;
  encoded: Record<Encoding, Buffer>;
}

/** The shell in each language: the build's (English) and another where the build names its catalog. */
interface ShellSet {
  fallback: Shell;
  byLocale: Partial<Record<Locale, Shell>>;
}

/** Each language's shell for a browser with a session cookie, and for one without. */
interface Shells {
  withSession: ShellSet;
  signedOut: ShellSet;
}

/**
 * Marks the page sent to a browser that has no session cookie: the app then starts signed out at
 * once, without asking /api/session first and drawing the screen twice (the first screen's
 * layout would shift). It is only a hint for what to draw; every request is still decided by the
 * session the server finds. A browser with a cookie asks as before (it may have expired).
 */
export const SIGNED_OUT_HINT = '<meta name="dpms-signed-out" content="">';

function shellOf(plain: Buffer): Shell {
  return {
    plain,
    html: plain.toString('utf8'),
    encoded: {
      br: zlib.brotliCompressSync(plain, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: zlib.gzipSync(plain, { level: 9 }),
    },
  };
}

/**
 * index.html for each language: the build preloads the English message catalog beside the app's
 * code (the app paints nothing before its language is there); a visitor whose language is
 * another (the `dpms_lang` cookie, else the browser's, as the app decides) gets that one's
 * catalog preloaded instead. Vite's manifest names each catalog's file.
 */
async function loadShells(dist: string): Promise<Shells> {
  // Compressed here rather than read from the build's .br/.gz: those could be older than the
  // index.html a plain `vite build` just wrote, and a stale shell loads assets that are gone.
  const html = await readFile(path.join(dist, 'index.html'), 'utf8');
  const signedOutHtml = html.includes('</head>')
    ? html.replace('</head>', `${SIGNED_OUT_HINT}</head>`)
    : html;
  return {
    withSession: await shellsOf(dist, html),
    signedOut: await shellsOf(dist, signedOutHtml),
  };
}

async function shellsOf(dist: string, html: string): Promise<ShellSet> {
  const shells: ShellSet = { fallback: shellOf(Buffer.from(html)), byLocale: {} };
  const manifest: Record<string, { file?: string }> = await readFile(
    path.join(dist, '.vite', 'manifest.json'),
    'utf8',
  )
    .then((text) => JSON.parse(text))
    .catch(() => ({}));
  const fileOf = (locale: Locale) => manifest[`virtual:messages/${locale}`]?.file;
  const english = fileOf(DEFAULT_LOCALE);
  for (const locale of LOCALES) {
    const file = fileOf(locale);
    if (locale === DEFAULT_LOCALE || !english || !file || !html.includes(`/${english}"`)) continue;
    // The page is in that language before the app has run (screen readers, the browser's
    // translation offer, the font for Bangla), as a drawn page is (withDrawnScreen).
    const own = html
      .replace(`/${english}"`, `/${file}"`)
      .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`);
    shells.byLocale[locale] = shellOf(Buffer.from(own));
  }
  return shells;
}

/** What of a request its page depends on. */
interface PageRequest {
  url: string;
  headers: IncomingHttpHeaders;
}

/** The page's answer, made once for each kind of request and kept (`pageAnswers`). */
interface PageAnswer {
  /** Every header of the page but the security ones, which the hooks set on every answer. */
  headers: Record<string, string>;
  body: Buffer;
  /** The image preload it was made with: a new one (after a write) makes it again. */
  image: string | undefined;
  /** The screen drawn into it, if any: a new drawing makes it again. */
  screen: DrawnScreen | undefined;
}

/** What a shared cache in front may do with a visitor's page: keep it this many seconds. */
const sharedFor = (seconds: number) => `public, max-age=0, s-maxage=${seconds}`;

/** At most this many answers are kept (a page's address may carry any query). */
const MAX_PAGE_ANSWERS = 1_000;

/**
 * The page for a request, with its largest image's preload: at once when the image is known,
 * else once it has been read. An answer depends only on the address, the session cookie's
 * presence, the language and the encoding, so each is made once and kept (a page answered from
 * memory allocates almost nothing).
 */
function pageAnswers(shells: Shells, images: FirstScreenImages, screens: DrawnScreens | undefined) {
  const made = new Map<string, PageAnswer>();

  function make(
    request: PageRequest,
    hasSession: boolean,
    encoding: Encoding | undefined,
    image: string | undefined,
    screen: DrawnScreen | undefined,
  ): PageAnswer {
    const set = hasSession ? shells.withSession : shells.signedOut;
    const locale = registrationLocaleOf(request);
    const shell = set.byLocale[locale] ?? set.fallback;
    const headers: Record<string, string> = {
      'content-type': 'text/html; charset=utf-8',
      // A visitor's page is the same for every visitor in that language: a shared cache in front
      // may keep it as long as it keeps the public reads the page shows. Browsers revalidate.
      // A drawing made before the last write is kept only for what is left of that time, counted
      // as each page leaves (`sendPage`, decision 0053).
      // A signed-in person's own drawn screen holds their payments: no one keeps it (decision 0054).
      'cache-control': hasSession
        ? screen
          ? 'private, no-store'
          : 'private, no-cache'
        : sharedFor(SHARED_CACHE_SECONDS),
      vary: 'Accept-Encoding, Cookie, Accept-Language',
    };
    // A drawn screen carries its data: only its image is worth fetching ahead.
    const preloads = screen ? undefined : preloadsOf(request, hasSession);
    const link = image ? (preloads ? `${preloads}, ${image}` : image) : preloads;
    if (link) headers.link = link;
    if (encoding) headers['content-encoding'] = encoding;
    const body = screen
      ? encoded(Buffer.from(withDrawnScreen(shell.html, screen, locale)), encoding)
      : encoding
        ? shell.encoded[encoding]
        : shell.plain;
    return { headers, body, image, screen };
  }

  function answer(
    request: PageRequest,
    image: string | undefined,
    screen: DrawnScreen | undefined,
  ): PageAnswer {
    const hasSession = hasSessionCookie(request);
    const encoding = pickEncoding(request.headers['accept-encoding']);
    const key = `${encoding ?? ''} ${hasSession ? 1 : 0} ${registrationLocaleOf(request)} ${request.url}`;
    const known = made.get(key);
    if (known && known.image === image && known.screen === screen) return known;
    const fresh = make(request, hasSession, encoding, image, screen);
    if (made.size >= MAX_PAGE_ANSWERS) made.clear();
    made.set(key, fresh);
    return fresh;
  }

  /**
   * A signed-in person's own screen, drawn for this request: made for it alone, never kept here
   * or by any cache (it holds their payments), else the plain page.
   */
  async function ownPage(
    request: PageRequest,
    drawing: Promise<DrawnScreen | undefined>,
  ): Promise<PageAnswer> {
    const screen = await drawing;
    if (!screen) return answer(request, undefined, undefined);
    // Made for this request alone, not through `answer`, which keeps what it makes.
    return make(request, true, pickEncoding(request.headers['accept-encoding']), undefined, screen);
  }

  return (request: PageRequest): PageAnswer | Promise<PageAnswer> => {
    const query = request.url.indexOf('?');
    const pathname = query === -1 ? request.url : request.url.slice(0, query);
    const search = query === -1 ? '' : request.url.slice(query + 1);
    const cookie = request.headers.cookie;
    if (screens && cookie && hasSessionCookie(request) && drawnForOwner(pathname, search)) {
      return ownPage(request, screens.ownScreenFor(request.url, registrationLocaleOf(request), cookie));
    }
    const image = images.preloadFor(pathname, query === -1 ? '' : request.url.slice(query + 1));
    const screen =
      screens &&
      drawnOnServer(pathname, query === -1 ? '' : request.url.slice(query + 1)) &&
      !hasSessionCookie(request)
        ? screens.screenFor(request.url, registrationLocaleOf(request))
        : undefined;
    if (image instanceof Promise || screen instanceof Promise) {
      return Promise.all([image, screen]).then(([link, drawn]) => answer(request, link, drawn));
    }
    return answer(request, image, screen);
  };
}

type PageAnswerOf = ReturnType<typeof pageAnswers>;

/** A page made for one drawing, compressed as it leaves (fast settings: it is made again after writes). */
function encoded(plain: Buffer, encoding: Encoding | undefined): Buffer {
  if (encoding === 'br') {
    return zlib.brotliCompressSync(plain, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } });
  }
  if (encoding === 'gzip') return zlib.gzipSync(plain, { level: 6 });
  return plain;
}

/** Sends the page through Fastify, once its answer is ready. */
function sendPage(
  reply: FastifyReply,
  answer: PageAnswer | Promise<PageAnswer>,
): FastifyReply | Promise<FastifyReply> {
  if (answer instanceof Promise) return answer.then((ready) => sendPage(reply, ready));
  reply.headers(answer.headers);
  const until = answer.screen?.sharedUntil;
  if (until !== undefined) {
    // Drawn before the last write: a shared cache keeps it until SHARED_CACHE_SECONDS after it
    // was drawn, and no longer (nginx counts whole seconds, so the seconds left round down).
    reply.header('cache-control', sharedFor(Math.max(0, Math.floor((until - Date.now()) / 1000))));
  }
  return reply.send(answer.body);
}

/**
 * The reads the page's first screen will make, for the browser to start beside the app's code
 * (a `Link` header, so the compressed shell stays one made at start): the screen's public data,
 * the image that is its largest paint on a phone (first-image.ts),
 * and, for a browser with a session cookie, who is signed in (GET /api/session always answers
 * 200) and the person's own reads the screen shows (My Payments' first page). `crossorigin` makes each preload the same kind of request as the app's own fetch, which
 * then takes it instead of asking again.
 */
function preloadsOf(request: PageRequest, hasSession: boolean): string | undefined {
  const query = request.url.indexOf('?');
  const reads =
    query === -1
      ? readsOfPage(request.url)
      : firstScreenReads(request.url.slice(0, query), request.url.slice(query + 1)).map(preloadOf);
  if (!hasSession) return reads.length > 0 ? reads.join(', ') : undefined;
  const own =
    query === -1
      ? ownFirstScreenReads(request.url)
      : ownFirstScreenReads(request.url.slice(0, query), request.url.slice(query + 1));
  return [...reads, ...own.map(preloadOf), SESSION_PRELOAD].join(', ');
}

const preloadOf = (url: string) => `<${url}>; rel=preload; as=fetch; crossorigin`;
const SESSION_PRELOAD = preloadOf('/api/session');

/** A page's preloads when its address has no query, kept for the few pages that have any. */
const readsByPage = new Map<string, string[]>();
const NO_READS: string[] = [];

function readsOfPage(pathname: string): string[] {
  const known = readsByPage.get(pathname);
  if (known) return known;
  const reads = firstScreenReads(pathname).map(preloadOf);
  if (reads.length === 0) return NO_READS;
  readsByPage.set(pathname, reads);
  return reads;
}
