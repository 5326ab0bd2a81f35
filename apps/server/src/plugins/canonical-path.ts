import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isCanonicalPath } from '../lib/canonical-path.ts';
import { HttpError } from '../lib/http-error.ts';

export const NON_CANONICAL_MESSAGE =
  'This address is not written the usual way. Please use the link as given.';

/**
 * Refuses a request whose path is not written canonically (`/./`, `%2e`, `//`, `#`, ...) before
 * any route, rate limit or handler sees it: every rule matches one spelling of each path.
 */
export const canonicalPathPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', (request, _reply, done) => {
    if (!isCanonicalPath(request.url))
      return done(new HttpError(400, 'NON_CANONICAL_PATH', NON_CANONICAL_MESSAGE));
    done();
  });
});
