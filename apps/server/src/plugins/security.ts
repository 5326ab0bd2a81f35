import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The security headers every answer carries, made once at start. */
    securityHeaders: Readonly<Record<string, string>>;
  }
}

/** The options given to helmet: a strict CSP, and HSTS when the site is served over HTTPS. */
export function helmetOptions(config: Config): HelmetOptions {
  const gatewayOrigin = new URL(config.sslcommerz.baseUrl).origin;
  const https = config.publicUrl.startsWith('https://');
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        formAction: ["'self'", gatewayOrigin],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: https,
  };
}

/**
 * The headers helmet sets for these options, computed once: helmet's middleware runs against a
 * stand-in response and every header it sets is kept (none of our directives depends on the
 * request). Header names are lower-cased, as Fastify keeps them.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  // biome-ignore lint/suspicious/noExplicitAny: a stand-in for Node's request and response
  helmet(options)({} as any, response as any, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  // Copied from entries: helmet's deletes left the first object in V8's slow dictionary mode, and
  // every answer reads this one.
  return Object.fromEntries(Object.entries(headers));
}

/**
 * Security headers with a strict CSP on every response. The sandbox gateway's page posts a
 * form back to our callback, so form-action allows our own origin and the gateway's.
 *
 * helmet's own headers, but computed once at start (decision 0027): @fastify/helmet built
 * helmet's middleware, parsing every CSP directive again, on each request (about a tenth of the
 * server's time on a cached public read). The set is applied in the first onRequest hook, so
 * every answer (errors, 404s, static files, the web app) carries it, as before.
 */
export const securityPlugin = fp(async (app: FastifyInstance, opts: { config: Config }) => {
  const headers = securityHeaders(helmetOptions(opts.config));
  const { 'strict-transport-security': hsts, ...everyAnswer } = headers;
  app.decorate('securityHeaders', headers);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(everyAnswer);
    // HSTS only on an answer that goes out over HTTPS (RFC 6797 section 7.2): TLS here, or at a
    // proxy whose X-Forwarded-Proto is believed because it connects from a TRUST_PROXY address.
    // A request straight to the instance claiming https from anywhere else is plain HTTP.
    if (hsts && request.protocol === 'https') reply.header('strict-transport-security', hsts);
    done();
  });
});
