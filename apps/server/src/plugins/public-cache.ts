import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type Encoding, pickEncoding } from '../lib/accept-encoding.ts';
import { dhakaToday } from '../lib/dhaka-date.ts';
import { hasSessionCookie } from '../lib/session-cookie.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A public GET whose body is the same for every visitor: served from memory with an ETag. */
    publicCache?: boolean;
    /**
     * A write that never changes what visitors see (starting a checkout makes a pending payment,
     * which takes no seat): it leaves the copies in memory, which every other write drops.
     */
    keepsPublicCache?: boolean;
  }
  interface FastifyRequest {
    publicCacheVersion?: number;
  }
  interface FastifyInstance {
    /** `version` moves on every invalidation: a copy made from an older one is stale. */
    publicCache: { invalidate(): void; readonly size: number; readonly version: number };
  }
}

interface Entry {
  version: number;
  etag: string;
  /** The JSON as bytes: a hit is written as it is, never encoded from a string again. */
  body: Buffer;
  /** Its brotli and gzip copies, each made on the first hit that asks for it. */
  encoded: Partial<Record<Encoding, Buffer>>;
  /** Each way it has been answered (plain, br, gzip, 304), made on the first hit that needs it. */
  answers: Partial<Record<Encoding | 'plain' | 'not-modified', HitAnswer>>;
}

/** A hit as it leaves: its status, every header but the security ones, and the bytes. */
interface HitAnswer {
  status: 200 | 304;
  headers: Record<string, string>;
  body: Buffer;
}

/**
 * How long a shared cache in front (the nginx of docs/deployment.md) may keep a visitor's copy:
 * an edit shows through it within this many seconds. Browsers revalidate every time (max-age=0)
 * with the ETag.
 */
export const SHARED_CACHE_SECONDS = 5;

const VALIDATORS = {
  'cache-control': `public, max-age=0, s-maxage=${SHARED_CACHE_SECONDS}`,
  vary: 'Cookie, Accept-Encoding',
  'content-type': 'application/json; charset=utf-8',
};
const EMPTY = Buffer.alloc(0);

/** As app.ts compresses JSON: from 1 kB, brotli at quality 4. */
const COMPRESS_FROM = 1024;
const compressors: Record<Encoding, (body: Buffer) => Buffer> = {
  br: (body) => zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: (body) => zlib.gzipSync(body),
};

const MAX_ENTRIES = 500;

/**
 * Visitors' reads of events, clubs, announcements and the home counts, kept in memory as the
 * bytes once serialized, with a strong ETag (a matching If-None-Match gets a 304). Copies only:
 * money and seats are decided from the database at checkout, never from here.
 *
 * A copy is dropped when anything it shows may have changed: at once for a write through this
 * instance, and on the database's `dpms_public` notice (migration 0006's triggers) for a write
 * through any instance or job. While the notices cannot be heard (the database is away), nothing
 * is served from memory. Signed-in readers are not served from here: their bodies carry their
 * own registrations and memberships. The Dhaka date is part of the key (a departure passes at
 * midnight).
 */
export const publicCachePlugin = fp(async (app: FastifyInstance) => {
  const entries = new Map<string, Entry>();
  let version = 0;
  let listening = false;
  const invalidate = () => {
    version += 1;
    entries.clear();
  };
  // Declared, so that setting it on each request keeps the request's shape (V8's hidden class).
  app.decorateRequest('publicCacheVersion', undefined);
  app.decorate('publicCache', {
    invalidate,
    get size() {
      return entries.size;
    },
    get version() {
      return version;
    },
  });

  const stopListening = await app.database.listen('dpms_public', {
    onNotify: invalidate,
    onListening: (up) => {
      listening = up;
      invalidate();
    },
  });
  app.addHook('onClose', async () => stopListening());

  const cacheable = (request: FastifyRequest) =>
    request.routeOptions.config.publicCache === true &&
    request.method === 'GET' &&
    !hasSessionCookie(request);
  const keyOf = (url: string) => `${dhakaToday()} ${url}`;

  /** How a kept copy answers a request: made once for each way, then the same objects. */
  const hitAnswer = (hit: Entry, headers: FastifyRequest['headers']): HitAnswer => {
    const encoding =
      headers['if-none-match'] === hit.etag
        ? 'not-modified'
        : hit.body.length >= COMPRESS_FROM
          ? (pickEncoding(headers['accept-encoding']) ?? 'plain')
          : 'plain';
    const known = hit.answers[encoding];
    if (known) return known;
    const own: Record<string, string> = { etag: hit.etag, ...VALIDATORS };
    let body = hit.body;
    if (encoding === 'not-modified') body = EMPTY;
    else if (encoding !== 'plain') {
      hit.encoded[encoding] ??= compressors[encoding](hit.body);
      body = hit.encoded[encoding];
      own['content-encoding'] = encoding;
    }
    const made: HitAnswer = {
      status: encoding === 'not-modified' ? 304 : 200,
      headers: own,
      body,
    };
    hit.answers[encoding] = made;
    return made;
  };

  /** The kept copy for a visitor's GET of this address, if there is a current one. */
  const hitFor = (url: string): Entry | undefined => {
    const hit = listening ? entries.get(keyOf(url)) : undefined;
    return hit && hit.version === version ? hit : undefined;
  };

  // Callback hooks, not async ones: they run on every request, and a hit is answered right here
  // (sending from a callback onRequest hook without calling done() ends the request's hooks).
  app.addHook('onRequest', (request, reply, done) => {
    if (!cacheable(request)) return done();
    request.publicCacheVersion = version;
    const hit = hitFor(request.url);
    if (!hit) return done();
    const { status, headers, body } = hitAnswer(hit, request.headers);
    // Content-Encoding set: @fastify/compress leaves the bytes alone.
    reply
      .code(status)
      .headers(headers)
      .send(status === 304 ? '' : body);
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.routeOptions.config.publicCache === true && !cacheable(request)) {
      // A signed-in reader's copy carries their own registrations and memberships: no cache
      // keeps it for anyone else.
      const vary = reply.getHeader('vary');
      reply.header('cache-control', 'private, no-cache').header('vary', vary ? `${vary}, Cookie` : 'Cookie');
      return done(null, payload);
    }
    if (!cacheable(request) || reply.statusCode !== 200 || typeof payload !== 'string')
      return done(null, payload);
    if (reply.getHeader('etag')) return done(null, payload); // served from memory just now
    const etag = `"${createHash('sha256').update(payload).digest('base64url').slice(0, 27)}"`;
    const started = request.publicCacheVersion;
    if (listening && started === version) {
      if (entries.size >= MAX_ENTRIES) entries.clear();
      entries.set(keyOf(request.url), {
        version: started,
        etag,
        body: Buffer.from(payload),
        encoded: {},
        answers: {},
      });
    }
    done(null, answer(request, reply, etag).statusCode === 304 ? '' : payload);
  });

  // A write through this instance is seen by its very next read, before any notice arrives.
  // The payment gateway's emulator (/sandbox/) keeps its own state; the callbacks it causes
  // reach the app as requests of their own.
  app.addHook('onResponse', (request, reply, done) => {
    const writes = request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400;
    if (writes && !request.routeOptions.config.keepsPublicCache && !request.url.startsWith('/sandbox/'))
      invalidate();
    done();
  });
});

/** Sets the validators; a matching If-None-Match turns the answer into an empty 304. */
function answer(request: FastifyRequest, reply: FastifyReply, etag: string): FastifyReply {
  reply.header('etag', etag).headers(VALIDATORS);
  if (request.headers['if-none-match'] === etag) reply.code(304);
  return reply;
}
