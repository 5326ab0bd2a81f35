import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DRAWN_SCREEN_ID } from '@dpms/shared/first-screen';
import type { Locale } from '@dpms/shared/locale';
import type { FastifyInstance } from 'fastify';
import { SHARED_CACHE_SECONDS } from './public-cache.ts';

/** A visitor's first screen as the web app's server entry draws it (apps/web/src/entry-server.tsx). */
export interface DrawnScreen {
  html: string;
  data: unknown;
  /**
   * Set when it was drawn before the last write: a shared cache may keep a page with it only until
   * this time (ms since the epoch), SHARED_CACHE_SECONDS after it was drawn, so that what a visitor
   * sees is never older than those few seconds.
   */
  sharedUntil?: number;
}

/** The web app's server entry, as far as the server uses it. */
interface ScreenDrawer {
  answerRequestsWith(
    fetcher: (input: string, init?: { headers?: Record<string, string> }) => Promise<Response>,
  ): void;
  drawScreen(url: URL, locale: Locale, viewer?: { cookie: string }): Promise<DrawnScreen | undefined>;
}

/** What the web build's `vite build --ssr` writes beside `dist`. */
export function serverEntryOf(dist: string): string | undefined {
  const file = path.join(dist, '..', 'dist-server', 'entry-server.js');
  return existsSync(file) ? file : undefined;
}

interface Kept {
  /** The public cache's version when the drawing was asked for: it shows that version or a later one. */
  version: number;
  /**
   * When it was asked for (ms): what it shows is no older than this, so a shared cache may keep a
   * page with it until SHARED_CACHE_SECONDS after it (a drawing that waited its turn or took long
   * is not given those seconds again from its end).
   */
  at: number;
  screen: DrawnScreen | undefined;
  /** The same drawing, marked as drawn before the last write, made once (pages are kept by the drawing they hold). */
  stale?: DrawnScreen;
}

/**
 * Draws the public first screens (Home, Events, Clubs, Login) for visitors with the web app's
 * own React screens (decision 0053), their reads answered by this server through its request
 * pipeline (`inject`: the same hooks, errors and logging as any request). A screen is drawn once
 * for each address and language and kept until the public cache's version moves (any write to
 * what the lists show, on any instance). After a move the next page starts the new drawing and
 * does not wait for it: it has the last one while that is younger than the shared cache's
 * SHARED_CACHE_SECONDS, the staleness nginx already allows a visitor's page, in a page that a
 * shared cache keeps only for what is left of those seconds (so what a visitor sees is never
 * older than that), and otherwise the plain page, whose lists the browser reads fresh. Only a
 * page's first drawing is waited for, at most `waitMs`. Draws run one at a time (the web app's
 * language is one global). The entry is loaded at the first visitor's page, so a server nobody
 * visits does not hold React's renderer; that first page waits up to `firstWaitMs` for it (the
 * load and a first drawing take about half a second).
 */
export function drawnScreens(
  app: FastifyInstance,
  entry: string,
  { waitMs = 400, firstWaitMs = 2_000 } = {},
) {
  let drawer: Promise<ScreenDrawer> | undefined;
  let loaded = false;
  const kept = new Map<string, Kept>();
  const drawing = new Map<string, Promise<DrawnScreen | undefined>>();
  let queue: Promise<unknown> = Promise.resolve();
  /** Drawings started and not yet finished (one runs at a time, the rest wait their turn). */
  let drawsUnderWay = 0;

  function load(): Promise<ScreenDrawer> {
    drawer ??= import(pathToFileURL(entry).href).then((module: ScreenDrawer) => {
      module.answerRequestsWith(async (url, init) => {
        const res = await app.inject({ method: 'GET', url, headers: { ...init?.headers } });
        return new Response(res.statusCode === 204 ? null : res.body, {
          status: res.statusCode,
          headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
        });
      });
      loaded = true;
      return module;
    });
    return drawer;
  }

  /** One drawing, after those before it (one at a time); failures are logged and drawn by the browser. */
  function drawNext(
    url: string,
    locale: Locale,
    viewer?: { cookie: string },
  ): Promise<DrawnScreen | undefined> {
    drawsUnderWay += 1;
    const settled = queue
      .then(async () => {
        const module = await load();
        return module.drawScreen(new URL(url, 'http://dpms.invalid'), locale, viewer);
      })
      .catch((error: unknown) => {
        app.log.error({ err: error, url }, 'drawing a first screen failed; the browser draws it');
        return undefined;
      })
      .finally(() => {
        drawsUnderWay -= 1;
      });
    queue = settled;
    return settled;
  }

  const inTime = (pending: Promise<DrawnScreen | undefined>, ms: number) =>
    Promise.race([
      pending,
      new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ms).unref()),
    ]);

  function draw(url: string, locale: Locale, key: string): Promise<DrawnScreen | undefined> {
    const version = app.publicCache.version;
    const at = Date.now();
    const settled = drawNext(url, locale)
      .then((screen) => {
        // Kept as of the version it started from: a later move draws it again.
        if ((kept.get(key)?.version ?? -1) <= version) kept.set(key, { version, at, screen });
        return screen;
      })
      .finally(() => drawing.delete(key));
    drawing.set(key, settled);
    return settled;
  }

  return {
    /** The screen for a visitor at `url` in `locale`, or undefined (the page is then the plain shell). */
    screenFor(url: string, locale: Locale): DrawnScreen | undefined | Promise<DrawnScreen | undefined> {
      const key = `${locale} ${url}`;
      const hit = kept.get(key);
      if (hit && hit.version === app.publicCache.version) return hit.screen;
      const pending = drawing.get(key) ?? draw(url, locale, key);
      if (hit?.screen && Date.now() - hit.at < SHARED_CACHE_SECONDS * 1000) {
        hit.stale ??= { ...hit.screen, sharedUntil: hit.at + SHARED_CACHE_SECONDS * 1000 };
        return hit.stale;
      }
      // A page never waits for a drawing made again: the plain page now (the browser reads the
      // lists fresh), the new drawing for the next visitor. Only a page's first drawing is waited for.
      if (hit) return undefined;
      return inTime(pending, loaded ? waitMs : firstWaitMs);
    },
    /**
     * The signed-in person's own first screen (My Payments) for the bearer of `cookie`, drawn for
     * this request alone and never kept; undefined when it is not ready within the wait (the
     * browser then draws it, as before) or the session has ended.
     */
    ownScreenFor(url: string, locale: Locale, cookie: string): Promise<DrawnScreen | undefined> {
      // Only when no other drawing is under way: in a rush the browser draws it, as before, and a
      // page never waits behind other people's drawings (nor makes a visitor's wait).
      if (drawsUnderWay > 0) return Promise.resolve(undefined);
      return inTime(drawNext(url, locale, { cookie }), loaded ? waitMs : firstWaitMs);
    },
  };
}

export type DrawnScreens = ReturnType<typeof drawnScreens>;

/** The page's markup with the drawn screen in #root and its data beside it, for the browser to hydrate. */
export function withDrawnScreen(html: string, screen: DrawnScreen, locale: Locale): string {
  // Inside a JSON block nothing may close it: every '<' is written as its escape.
  const data = JSON.stringify(screen.data).replace(/</g, '\\u003c');
  return (
    html
      .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)
      // The screen is there without the app's code, which now only makes it interactive: its
      // image and styles go first, the code after them.
      .replace(/<script type="module"/g, '<script type="module" fetchpriority="low"')
      .replace(/<link rel="modulepreload"/g, '<link rel="modulepreload" fetchpriority="low"')
      .replace(
        '<div id="root"></div>',
        `<div id="root">${screen.html}</div><script type="application/json" id="${DRAWN_SCREEN_ID}">${data}</script>`,
      )
  );
}
