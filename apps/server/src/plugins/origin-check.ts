import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { forbidden } from '../lib/http-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The gateway posts these from its own site, by design; they prove themselves by signature and validation. */
const CROSS_SITE_ALLOWED = ['/api/payments/sslcommerz/', '/sandbox/sslcommerz/'];

/**
 * A state-changing request that a browser sends from another site is refused. Browsers always
 * send Origin (or Sec-Fetch-Site) on such requests; scripts without a browser carry no cookie.
 */
export const originCheckPlugin = fp(async (app: FastifyInstance, opts: { config: Config }) => {
  const trusted = new URL(opts.config.publicUrl).origin;
  // A callback hook, not an async one: it runs on every request, and most are safe methods.
  app.addHook('onRequest', (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method)) return done();
    if (CROSS_SITE_ALLOWED.some((prefix) => request.url.startsWith(prefix))) return done();
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== trusted) {
      return done(forbidden('This request came from another site and was refused.'));
    }
    if (origin === undefined && request.headers['sec-fetch-site'] === 'cross-site') {
      return done(forbidden('This request came from another site and was refused.'));
    }
    done();
  });
});
