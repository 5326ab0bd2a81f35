import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { cardImagePreload, HOME_BANNER_PRELOAD } from '@dpms/shared/images';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createClub, createTour } from '../../test/factories/catalog.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { buildApp } from '../app.ts';
import { club } from '../db/schema/index.ts';
import { pickEncoding } from '../lib/accept-encoding.ts';
import { SHARED_CACHE_SECONDS } from './public-cache.ts';
import { helmetOptions, securityHeaders } from './security.ts';
import { SIGNED_OUT_HINT } from './web-app.ts';

const INDEX = `<!doctype html><html><head><title>DPMS</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;
/** What a browser without a session cookie gets: the same page, marked signed out. */
const SIGNED_OUT_INDEX = INDEX.replace('</head>', `${SIGNED_OUT_HINT}</head>`);
const SESSION_COOKIE = { cookie: 'dpms.session_token=abc.def' };

let ctx: TestContext;
let app: FastifyInstance;
let dist: string;
beforeAll(async () => {
  ctx = await createTestContext();
  dist = await mkdtemp(path.join(os.tmpdir(), 'dpms-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), INDEX);
  // A stale precompressed copy from an older build must never be what a browser gets.
  await writeFile(path.join(dist, 'index.html.br'), zlib.brotliCompressSync('<!doctype html>old build'));
  await writeFile(path.join(dist, 'assets', 'app-1a2b.js'), 'console.log(1);');
  app = await buildApp({ ...ctx.config, webDistDir: dist }, { database: ctx.database });
});
afterAll(async () => {
  await app.close();
  await ctx.close();
  await rm(dist, { recursive: true, force: true });
});

describe('the app shell (SPA fallback)', () => {
  it('answers every page of the app with index.html, revalidated by browsers, with the security headers', async () => {
    for (const url of ['/', '/tours', '/tours/abc?page=2', '/admin/payments']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      // A visitor's page may be kept by a shared cache for a few seconds; a signed-in one never.
      expect(res.headers['cache-control']).toBe(`public, max-age=0, s-maxage=${SHARED_CACHE_SECONDS}`);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers.vary).toMatch(/cookie/i);
      const signedIn = await app.inject({ method: 'GET', url, headers: SESSION_COOKIE });
      expect(signedIn.headers['cache-control']).toBe('private, no-cache');
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body).toBe(SIGNED_OUT_INDEX);
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
    const head = await app.inject({ method: 'HEAD', url: '/tours' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('sends it compressed (made at start from the current index.html) to a browser that accepts it', async () => {
    const br = await app.inject({ method: 'GET', url: '/tours', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(SIGNED_OUT_INDEX);
    const gzip = await app.inject({
      method: 'GET',
      url: '/tours',
      headers: { 'accept-encoding': 'gzip', ...SESSION_COOKIE },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(INDEX);
    const refused = await app.inject({
      method: 'GET',
      url: '/tours',
      headers: { 'accept-encoding': 'br;q=0, gzip;q=0' },
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(SIGNED_OUT_INDEX);
  });

  it("names the first screen's public reads for the browser to fetch beside the app's code", async () => {
    const link = async (url: string, headers: Record<string, string> = {}) =>
      (await app.inject({ method: 'GET', url, headers })).headers.link;
    expect(await link('/tours?page=2')).toBe(
      '</api/tours?page=2&pageSize=6>; rel=preload; as=fetch; crossorigin',
    );
    expect(await link('/')).toBe(`</api/stats>; rel=preload; as=fetch; crossorigin, ${HOME_BANNER_PRELOAD}`);
    expect(await link('/clubs')).toBe('</api/clubs>; rel=preload; as=fetch; crossorigin');
    expect(await link('/login')).toBe('</api/auth-options>; rel=preload; as=fetch; crossorigin');
    // A visitor's My Payments needs a session: nothing is fetched ahead that would answer 401.
    expect(await link('/my-payments')).toBeUndefined();
    // With a session cookie, the person's own first page and who is signed in are fetched ahead.
    expect(await link('/my-payments', SESSION_COOKIE)).toBe(
      '</api/me/payments?kind=tour&page=1>; rel=preload; as=fetch; crossorigin, </api/session>; rel=preload; as=fetch; crossorigin',
    );
    expect(await link('/my-payments?kind=club&page=2', SESSION_COOKIE)).toBe(
      '</api/me/payments?kind=club&page=2>; rel=preload; as=fetch; crossorigin, </api/session>; rel=preload; as=fetch; crossorigin',
    );
    expect(await link('/clubs', SESSION_COOKIE)).toBe(
      '</api/clubs>; rel=preload; as=fetch; crossorigin, </api/session>; rel=preload; as=fetch; crossorigin',
    );
    const fetched = await app.inject({ method: 'GET', url: '/api/tours?page=2&pageSize=6' });
    expect(fetched.statusCode).toBe(200);
  });

  it('preloads the first card image on Events and Clubs, and the new one once read after a write', async () => {
    const link = async (url: string) => (await app.inject({ method: 'GET', url })).headers.link;
    const CLUBS = '</api/clubs>; rel=preload; as=fetch; crossorigin';
    const TOURS = '</api/tours?page=1&pageSize=6>; rel=preload; as=fetch; crossorigin';
    // Each write reaches the cache through the database's notice: wait for its version to move.
    const afterWrite = async (write: () => Promise<unknown>) => {
      const before = app.publicCache.version;
      await write();
      await vi.waitFor(() => expect(app.publicCache.version).not.toBe(before), { timeout: 5000 });
    };
    const image = (n: number) => `/uploads/${String(n).repeat(32)}.webp`;
    const first = await createClub(app, { clubName: 'Robotics Club', imageUrl: image(1) });
    await afterWrite(() => createClub(app, { clubName: 'Debate Club', imageUrl: image(2) }));
    // A page never waits for the list's read once a hint is known (first-image.ts): the one
    // right after a write may carry the last one; a page after the read carries the new one.
    const readAgain = (url: string, expected: string) =>
      vi.waitFor(async () => expect(await link(url)).toBe(expected), { timeout: 5000 });
    await readAgain('/clubs', `${CLUBS}, ${cardImagePreload(image(1))}`);
    expect(cardImagePreload(image(1))).toContain('-640.avif 640w');
    // The first club's picture changes: the next page preloads the new one, not the old.
    await afterWrite(() =>
      app.database.db
        .update(club)
        .set({ imageUrl: image(3) })
        .where(eq(club.id, first.id)),
    );
    expect(await link('/clubs')).toBe(`${CLUBS}, ${cardImagePreload(image(1))}`);
    await readAgain('/clubs', `${CLUBS}, ${cardImagePreload(image(3))}`);
    // Events: page 1's first card only.
    await afterWrite(() => createTour(app, { imageUrl: image(4) }));
    await readAgain('/tours', `${TOURS}, ${cardImagePreload(image(4))}`);
    expect(await link('/tours?page=1')).toBe(`${TOURS}, ${cardImagePreload(image(4))}`);
    expect(await link('/tours?page=2')).not.toContain('as=image');
    expect(await link('/login')).not.toContain('as=image');
  });

  it('marks the page signed out only for a browser without a session cookie', async () => {
    const visitor = await app.inject({
      method: 'GET',
      url: '/my-payments',
      headers: { cookie: 'dpms_lang=bn' },
    });
    expect(visitor.body).toContain('<meta name="dpms-signed-out" content=""></head>');
    expect(visitor.headers.vary).toMatch(/cookie/i);
    const signedIn = await app.inject({ method: 'GET', url: '/my-payments', headers: SESSION_COOKIE });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).toBe(INDEX);
    expect(signedIn.body).not.toContain('dpms-signed-out');
  });

  it('still serves files, and answers server paths and missing files with a JSON 404', async () => {
    const file = await app.inject({ method: 'GET', url: '/assets/app-1a2b.js' });
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('console.log(1);');
    for (const url of ['/assets/missing.js', '/api/nope', '/uploads/nope', '/dev/nope']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
    const post = await app.inject({ method: 'POST', url: '/tours', payload: {} });
    expect(post.statusCode).toBe(404);
    const odd = await app.inject({ method: 'GET', url: '/tours//x' });
    expect(odd.statusCode).toBe(400);
  });
});

describe('pages over a real connection (one pipeline, decision 0036)', () => {
  /** The same request through Fastify (inject) and over HTTP: the answers must be one. */
  const NODE_WRITES = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);
  async function overHttp(base: string, method: string, url: string, headers: Record<string, string>) {
    const res = await request(`${base}${url}`, { method: method as 'GET', headers });
    const body = Buffer.from(await res.body.arrayBuffer());
    const kept = Object.entries(res.headers).filter(([name]) => !NODE_WRITES.has(name));
    return { status: res.statusCode, headers: Object.fromEntries(kept), body };
  }

  it('answers each kind of page with the bytes and headers Fastify gives it', async () => {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const variants: [string, string, Record<string, string>][] = [
      ['GET', '/tours', {}],
      ['GET', '/tours', { 'accept-encoding': 'gzip, deflate, br, zstd' }],
      ['GET', '/tours', { 'accept-encoding': 'gzip', ...SESSION_COOKIE }],
      ['GET', '/tours?page=2', { 'accept-encoding': 'br' }],
      ['GET', '/', { 'accept-encoding': 'br', 'accept-language': 'bn' }],
      ['GET', '/my-payments', SESSION_COOKIE],
      ['HEAD', '/clubs', { 'accept-encoding': 'br' }],
      // Asked again in another way between: a kept answer is never another request's.
      ['GET', '/tours', {}],
    ];
    for (const [method, url, headers] of variants) {
      const http = await overHttp(base, method, url, headers);
      const injected = await app.inject({ method: method as 'GET', url, headers });
      const expected = Object.fromEntries(
        Object.entries(injected.headers)
          .filter(([name]) => !NODE_WRITES.has(name))
          .map(([name, value]) => [name, String(value)]),
      );
      expect(http.status, `${method} ${url}`).toBe(200);
      expect(http.headers, `${method} ${url}`).toEqual(expected);
      // A HEAD answer has no body on the wire (light-my-request 6.6 still hands inject the body).
      const body = method === 'HEAD' ? Buffer.alloc(0) : injected.rawPayload;
      expect(http.body.equals(body), `${method} ${url}`).toBe(true);
      expect(http.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
    const head = await overHttp(base, 'HEAD', '/clubs', {});
    expect(head.body.length).toBe(0);
    expect(Number(head.headers['content-length'])).toBe(Buffer.byteLength(SIGNED_OUT_INDEX));
  });

  it('leaves everything else to Fastify: refusals, server paths, files, other methods', async () => {
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const odd = await overHttp(base, 'GET', '/tours//x', {});
    expect(odd.status).toBe(400);
    expect(JSON.parse(odd.body.toString()).error.code).toBe('NON_CANONICAL_PATH');
    const encoded = await overHttp(base, 'GET', '/tours/%41', {});
    expect(encoded.status).toBe(400);
    const api = await overHttp(base, 'GET', '/api/nope', {});
    expect(api.status).toBe(404);
    expect(JSON.parse(api.body.toString()).error.code).toBe('NOT_FOUND');
    const file = await overHttp(base, 'GET', '/assets/app-1a2b.js', {});
    expect(file.body.toString()).toBe('console.log(1);');
    const post = await overHttp(base, 'POST', '/tours', {});
    expect(post.status).toBe(404);
  });

  it('logs each page as Fastify logs every answer, one-time tokens redacted, when request logging is on', async () => {
    const lines: string[] = [];
    const logged = await buildApp(
      { ...ctx.config, webDistDir: dist },
      { database: ctx.database, logger: { level: 'info', stream: { write: (line) => lines.push(line) } } },
    );
    try {
      const base = await logged.listen({ port: 0, host: '127.0.0.1' });
      const page = await overHttp(base, 'GET', '/reset-password/secret-token-1?token=secret-2', {});
      expect(page.status).toBe(200);
      await vi.waitFor(() => expect(lines.join('')).toContain('request completed'));
      const line = JSON.parse(lines.find((l) => l.includes('/reset-password/')) ?? '{}');
      expect(line.req.url).toBe('/reset-password/[redacted]?token=[redacted]');
      expect(line.req).toMatchObject({ method: 'GET', remoteAddress: '127.0.0.1' });
      const completed = JSON.parse(lines.find((l) => l.includes('request completed')) ?? '{}');
      expect(completed).toMatchObject({ reqId: line.reqId, res: { statusCode: 200 } });
      expect(lines.join('')).not.toContain('secret-');
    } finally {
      await logged.close();
    }
  });
});

describe('security headers', () => {
  it("are helmet's own, computed once, on every kind of answer", async () => {
    const expected = securityHeaders(helmetOptions(ctx.config));
    expect(expected['content-security-policy']).toContain("default-src 'self'");
    expect(expected['x-content-type-options']).toBe('nosniff');
    expect(expected['x-frame-options']).toBe('SAMEORIGIN');
    const answers = await Promise.all([
      app.inject({ method: 'GET', url: '/api/health' }),
      app.inject({ method: 'GET', url: '/api/tours' }),
      app.inject({ method: 'GET', url: '/tours' }),
      app.inject({ method: 'GET', url: '/assets/app-1a2b.js' }),
      app.inject({ method: 'GET', url: '/api/nope' }),
      app.inject({ method: 'GET', url: '/api/tours/not-a-uuid' }),
      app.inject({ method: 'GET', url: '/a//b' }),
      app.inject({ method: 'POST', url: '/api/me/profile', headers: { origin: 'https://evil.example' } }),
    ]);
    for (const res of answers) {
      for (const [name, value] of Object.entries(expected)) expect(res.headers[name], name).toBe(value);
    }
  });

  it('add HSTS and upgrade-insecure-requests only for a site served over HTTPS', () => {
    const plain = securityHeaders(helmetOptions(ctx.config));
    expect(plain['strict-transport-security']).toBeUndefined();
    const https = securityHeaders(helmetOptions({ ...ctx.config, publicUrl: 'https://dpms.example.edu' }));
    expect(https['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(https['content-security-policy']).toContain('upgrade-insecure-requests');
  });
});

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0 and *', () => {
    expect(pickEncoding(undefined)).toBeUndefined();
    expect(pickEncoding('')).toBeUndefined();
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('x-gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('*;q=0, identity')).toBeUndefined();
    expect(pickEncoding('deflate')).toBeUndefined();
  });
});

describe("the app shell in the visitor's language", () => {
  it("preloads the visitor's language's message catalog (cookie, else the browser's languages)", async () => {
    const dist = await mkdtemp(path.join(os.tmpdir(), 'dpms-dist-'));
    await mkdir(path.join(dist, '.vite'), { recursive: true });
    await writeFile(
      path.join(dist, 'index.html'),
      '<!doctype html><html lang="en"><title>DPMS</title><link rel="modulepreload" crossorigin href="/assets/en-1a2b.js">',
    );
    await writeFile(
      path.join(dist, '.vite', 'manifest.json'),
      JSON.stringify({
        'virtual:messages/en': { file: 'assets/en-1a2b.js' },
        'virtual:messages/bn': { file: 'assets/bn-3c4d.js' },
      }),
    );
    const app = await buildApp({ ...ctx.config, webDistDir: dist }, { database: ctx.database });
    try {
      const page = (headers: Record<string, string>) => app.inject({ method: 'GET', url: '/tours', headers });
      const english = await page({});
      expect(english.statusCode).toBe(200);
      expect(english.body).toContain('href="/assets/en-1a2b.js"');
      expect(english.headers.vary).toMatch(/cookie/i);
      expect(english.body).toContain('<html lang="en">');
      const bangla = await page({ 'accept-language': 'bn-BD,bn;q=0.9' });
      expect(bangla.body).toContain('href="/assets/bn-3c4d.js"');
      // The page says its language before the app has run.
      expect(bangla.body).toContain('<html lang="bn">');
      const chosen = await page({ cookie: 'dpms_lang=bn', 'accept-language': 'en-US' });
      expect(chosen.body).toContain('href="/assets/bn-3c4d.js"');
      expect(chosen.body).not.toContain('en-1a2b');
      const compressed = await page({ cookie: 'dpms_lang=bn', 'accept-encoding': 'br' });
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(compressed.rawPayload).toString()).toContain(
        'href="/assets/bn-3c4d.js"',
      );
      expect((await page({ cookie: 'dpms_lang=en', 'accept-language': 'bn' })).body).toContain(
        'href="/assets/en-1a2b.js"',
      );
    } finally {
      await app.close();
    }
  });
});
