import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { DRAWN_SCREEN_ID } from '@dpms/shared/first-screen';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signedInAs } from '../../test/factories/accounts.ts';
import { createTour } from '../../test/factories/catalog.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { buildApp } from '../app.ts';
import { SHARED_CACHE_SECONDS } from './public-cache.ts';

const INDEX =
  '<!doctype html><html lang="en"><head><script type="module" crossorigin src="/assets/index-1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/en-1.js"></head><body><div id="root"></div></body></html>';

/**
 * A stand-in for the web build's server entry (apps/web/src/entry-server.tsx, whose own drawing the
 * browser journeys check): it draws the events' destinations, which it asks the API for through
 * the fetcher the server gives it, and counts its drawings.
 */
const ENTRY = `
let ask;
globalThis.drawings = 0;
export function answerRequestsWith(fetcher) { ask = fetcher; }
export async function drawScreen(url, locale, viewer) {
  globalThis.drawings += 1;
  await globalThis.hold;
  if (url.pathname === '/login') throw new Error('cannot draw this one');
  if (viewer) {
    const { user } = await (await ask('/api/session', { headers: { cookie: viewer.cookie } })).json();
    if (!user) return undefined;
    return { html: '<h1>' + user.email + '</h1>', data: { locale, email: user.email } };
  }
  const res = await ask('/api/tours?page=1&pageSize=6', { headers: { Accept: 'application/json', 'Accept-Language': locale } });
  const { items } = await res.json();
  const names = items.map((tour) => tour.destination).join(', ');
  return { html: '<h1>' + locale + ': ' + names + '</h1>', data: { locale, names, note: '</script><b>' } };
}
`;

let ctx: TestContext;
let app: FastifyInstance;
let root: string;
const drawings = () => (globalThis as { drawings?: number }).drawings ?? 0;

beforeAll(async () => {
  ctx = await createTestContext();
  root = await mkdtemp(path.join(os.tmpdir(), 'dpms-drawn-'));
  await mkdir(path.join(root, 'dist'));
  await mkdir(path.join(root, 'dist-server'));
  await writeFile(path.join(root, 'dist', 'index.html'), INDEX);
  await writeFile(path.join(root, 'dist-server', 'entry-server.js'), ENTRY);
  app = await buildApp({ ...ctx.config, webDistDir: path.join(root, 'dist') }, { database: ctx.database });
  await addTour('Paharpur');
});
afterAll(async () => {
  await app.close();
  await ctx.close();
  await rm(root, { recursive: true, force: true });
});

/** A new event, once the public cache's version has moved for it (a write seen through the database). */
async function addTour(destination: string) {
  const version = app.publicCache.version;
  const clock = Date.now();
  await createTour(app, { destination });
  await vi.waitFor(() => expect(app.publicCache.version).toBeGreaterThan(version), { timeout: 10_000 });
  // vi.waitFor moves a fake clock on as it polls: a test that set the clock keeps its time.
  if (vi.isFakeTimers()) vi.setSystemTime(clock);
}

const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf('</div>') + 6);

/** Holds every drawing the stand-in entry starts until the answer is called (and no later one). */
function holdDrawings(): () => void {
  const entry = globalThis as { hold?: Promise<void> };
  let release = () => {};
  entry.hold = new Promise((resolve) => {
    release = resolve;
  });
  return () => {
    release();
    entry.hold = undefined;
  };
}

describe("a visitor's first screen, drawn on the server", () => {
  it('holds the screen and the data it was drawn from, read through the API', async () => {
    const res = await app.inject({ method: 'GET', url: '/tours' });
    expect(res.statusCode).toBe(200);
    expect(rootOf(res.body)).toBe('<div id="root"><h1>en: Paharpur</h1></div>');
    // Data, not a script (the Content-Security-Policy allows no inline script), and nothing in it
    // can close its block.
    const block = res.body.match(
      new RegExp(`<script type="application/json" id="${DRAWN_SCREEN_ID}">(.*?)</script>`),
    );
    expect(JSON.parse(block?.[1] ?? 'null')).toEqual({
      locale: 'en',
      names: 'Paharpur',
      note: '</script><b>',
    });
    expect(block?.[1]).not.toContain('</script><b>');
    // The app's code comes after the screen's image and styles; the data needs no preload.
    expect(res.body).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js">',
    );
    expect(res.body).toContain('<link rel="modulepreload" fetchpriority="low"');
    expect(res.headers.link ?? '').not.toContain('/api/tours');
    expect(res.headers['cache-control']).toBe(`public, max-age=0, s-maxage=${SHARED_CACHE_SECONDS}`);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    // Events' other pages, as the pager links them.
    const second = await app.inject({ method: 'GET', url: '/tours?page=2' });
    expect(rootOf(second.body)).toBe('<div id="root"><h1>en: Paharpur</h1></div>');
  });

  it("is drawn in the visitor's language, once for each, and sent compressed", async () => {
    const bangla = await app.inject({
      method: 'GET',
      url: '/tours',
      headers: { 'accept-language': 'bn-BD,bn;q=0.9', 'accept-encoding': 'br' },
    });
    expect(bangla.headers['content-encoding']).toBe('br');
    const html = zlib.brotliDecompressSync(bangla.rawPayload).toString();
    expect(html).toContain('<html lang="bn">');
    expect(rootOf(html)).toBe('<div id="root"><h1>bn: Paharpur</h1></div>');
    const before = drawings();
    await app.inject({ method: 'GET', url: '/tours', headers: { cookie: 'dpms_lang=bn' } });
    await app.inject({ method: 'GET', url: '/tours' });
    expect(drawings()).toBe(before);
  });

  it('is drawn again after a write to what it shows, and no page waits for that drawing', async () => {
    // The clock stands still but where the test (or vi.waitFor) moves it.
    vi.useFakeTimers({ toFake: ['Date'] });
    const visit = () => app.inject({ method: 'GET', url: '/tours' });
    let release = () => {};
    try {
      await addTour('Srimangal');
      await vi.waitFor(async () => {
        const drawn = await visit();
        expect(rootOf(drawn.body)).toContain('Srimangal');
        expect(drawn.headers['cache-control']).toBe(`public, max-age=0, s-maxage=${SHARED_CACHE_SECONDS}`);
      });
      // vi.waitFor moved the clock on as it polled, by 50 ms at a time: half-seconds leave room for it.
      vi.setSystemTime(Date.now() + 2_500);
      release = holdDrawings();
      await addTour('Sajek');
      // Within the shared cache's few seconds, the last drawing (as nginx would serve it) while
      // the new one is drawn, and a shared cache may keep it only for what is left of those
      // seconds: a visitor's screen is then never older than that.
      const soon = await visit();
      expect(rootOf(soon.body)).toContain('Srimangal');
      expect(rootOf(soon.body)).not.toContain('Sajek');
      expect(soon.headers['cache-control']).toBe(`public, max-age=0, s-maxage=${SHARED_CACHE_SECONDS - 3}`);
      vi.setSystemTime(Date.now() + 2_000);
      const sooner = await visit();
      expect(rootOf(sooner.body)).not.toContain('Sajek');
      expect(sooner.headers['cache-control']).toBe('public, max-age=0, s-maxage=0');
      release();
      await vi.waitFor(async () => {
        const later = await visit();
        expect(rootOf(later.body)).toContain('Sajek');
        expect(later.headers['cache-control']).toBe(`public, max-age=0, s-maxage=${SHARED_CACHE_SECONDS}`);
      });
      // Older than that, a page does not wait for the new drawing: it is the plain page (the
      // browser reads the list fresh), and a later visitor gets the new drawing.
      await addTour('Rangamati');
      vi.setSystemTime(Date.now() + (SHARED_CACHE_SECONDS + 1) * 1000);
      const plain = await visit();
      expect(rootOf(plain.body)).toBe('<div id="root"></div>');
      await vi.waitFor(async () => {
        const fresh = await visit();
        expect(rootOf(fresh.body)).toContain('Rangamati');
      });
    } finally {
      release();
      vi.useRealTimers();
    }
  });

  it("counts a shared cache's seconds from when the drawing was asked for, not from its end", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const visit = () => app.inject({ method: 'GET', url: '/tours' });
    let release = () => {};
    try {
      // A drawing asked for, then kept waiting 2 s (its turn, a slow read) before it is done.
      release = holdDrawings();
      await addTour('Bandarban');
      const asked = Date.now();
      await visit();
      vi.setSystemTime(asked + 2_000);
      release();
      await vi.waitFor(async () => expect(rootOf((await visit()).body)).toContain('Bandarban'));
      vi.setSystemTime(asked + 2_500);
      // After the next write it shows a list older than its 2 s of waiting: a shared cache may
      // keep it for what is left of the 5 s since it was asked for, not 5 s from its end.
      release = holdDrawings();
      await addTour('Nilgiri');
      const after = await visit();
      expect(rootOf(after.body)).toContain('Bandarban');
      expect(rootOf(after.body)).not.toContain('Nilgiri');
      expect(after.headers['cache-control']).toBe(`public, max-age=0, s-maxage=${SHARED_CACHE_SECONDS - 3}`);
    } finally {
      release();
      vi.useRealTimers();
    }
  });

  it('is never drawn for a signed-in browser, nor for a screen that is not public', async () => {
    const before = drawings();
    const signedIn = await app.inject({
      method: 'GET',
      url: '/tours',
      headers: { cookie: 'dpms.session_token=abc.def' },
    });
    expect(rootOf(signedIn.body)).toBe('<div id="root"></div>');
    // Nor at an address the app does not link to: no query can make the server draw and keep more.
    for (const url of ['/tours?page=2&x=1', '/tours?x=1', '/clubs?page=1', '/?utm=1', '/tours?page=100']) {
      expect(rootOf((await app.inject({ method: 'GET', url })).body), url).toBe('<div id="root"></div>');
    }
    // A visitor at a signed-in person's own screen: nobody's to draw.
    const own = await app.inject({ method: 'GET', url: '/my-payments' });
    expect(rootOf(own.body)).toBe('<div id="root"></div>');
    expect(own.body).not.toContain(DRAWN_SCREEN_ID);
    expect(drawings()).toBe(before);
  });

  it('leaves the page to the browser when the drawing fails', async () => {
    const res = await app.inject({ method: 'GET', url: '/login' });
    expect(res.statusCode).toBe(200);
    expect(rootOf(res.body)).toBe('<div id="root"></div>');
    expect(res.body).not.toContain(DRAWN_SCREEN_ID);
  });
});

describe("a signed-in person's own first screen, drawn on the server", () => {
  it('is drawn for each person from their own session, on every request, and kept by no one', async () => {
    const first = await signedInAs(app, 'student');
    const second = await signedInAs(app, 'student');
    const before = drawings();
    const mine = await app.inject({ method: 'GET', url: '/my-payments', headers: { cookie: first.cookie } });
    expect(mine.statusCode).toBe(200);
    expect(rootOf(mine.body)).toBe(`<div id="root"><h1>${first.email}</h1></div>`);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.headers.link).toBeUndefined();
    const theirs = await app.inject({
      method: 'GET',
      url: '/my-payments',
      headers: { cookie: second.cookie },
    });
    expect(rootOf(theirs.body)).toBe(`<div id="root"><h1>${second.email}</h1></div>`);
    expect(theirs.body).not.toContain(first.email);
    const again = await app.inject({ method: 'GET', url: '/my-payments', headers: { cookie: first.cookie } });
    expect(rootOf(again.body)).toBe(`<div id="root"><h1>${first.email}</h1></div>`);
    expect(drawings()).toBe(before + 3);
  });

  it('is left to the browser while another drawing is under way: a page never waits behind others', async () => {
    const { cookie, email } = await signedInAs(app, 'student');
    const release = holdDrawings();
    const before = drawings();
    let tours: Promise<unknown> = Promise.resolve();
    try {
      // A visitor's Events, drawn again after a write, holds the queue.
      await addTour('Kuakata');
      tours = app.inject({ method: 'GET', url: '/tours' });
      await vi.waitFor(() => expect(drawings()).toBe(before + 1));
      const mine = await app.inject({ method: 'GET', url: '/my-payments', headers: { cookie } });
      expect(rootOf(mine.body)).toBe('<div id="root"></div>');
      expect(mine.headers['cache-control']).toBe('private, no-cache');
      expect(drawings()).toBe(before + 1);
    } finally {
      release();
    }
    // Nor was it queued behind the other one, to be drawn for nobody.
    await tours;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(drawings()).toBe(before + 1);
    // Once it is done, the person's own screen is drawn again.
    await vi.waitFor(async () => {
      const mine = await app.inject({ method: 'GET', url: '/my-payments', headers: { cookie } });
      expect(rootOf(mine.body)).toBe(`<div id="root"><h1>${email}</h1></div>`);
    });
  });

  it('leaves the page to the browser for a session that has ended, and for any other address', async () => {
    const ended = await app.inject({
      method: 'GET',
      url: '/my-payments',
      headers: { cookie: 'dpms.session_token=abc.def' },
    });
    expect(rootOf(ended.body)).toBe('<div id="root"></div>');
    expect(ended.headers['cache-control']).toBe('private, no-cache');
    const { cookie } = await signedInAs(app, 'student');
    for (const url of ['/my-payments?kind=club', '/my-profile']) {
      const res = await app.inject({ method: 'GET', url, headers: { cookie } });
      expect(rootOf(res.body), url).toBe('<div id="root"></div>');
    }
  });
});
