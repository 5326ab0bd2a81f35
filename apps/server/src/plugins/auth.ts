import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type Auth, createAuth } from '../auth/auth.ts';
import type { Config } from '../config.ts';
import type { Mailer } from '../mail/mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
  }
}

const MAIL_LINK_PATHS = ['/request-password-reset', '/forget-password', '/send-verification-email'];
/** Password guesses: signing in, and changing a password with a (possibly stolen) session. */
const PASSWORD_PATHS = ['/sign-in/email', '/change-password'];

/**
 * Mounts better-auth at /api/auth/* by turning each Fastify request into a Web Request and
 * copying every Set-Cookie back. Its error bodies are rewritten into our error shape.
 */
export const authPlugin = fp(async (app: FastifyInstance, opts: { config: Config; mailer: Mailer }) => {
  const auth = createAuth(opts.config, app.database.db, opts.mailer);
  app.decorate('auth', auth);
  app.decorateRequest('viewer', null);

  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    preHandler: async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '';
      if (PASSWORD_PATHS.some((p) => pathname.endsWith(p))) await app.limits.signIn(request, reply);
      else if (MAIL_LINK_PATHS.some((p) => pathname.endsWith(p))) await app.limits.mailLinks(request, reply);
    },
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const url = new URL(request.url, opts.config.publicUrl);
      const headers = new Headers();
      for (const [key, value] of Object.entries(request.headers)) {
        if (value === undefined || key.toLowerCase() === 'content-length') continue;
        headers.set(key, Array.isArray(value) ? value.join(', ') : String(value));
      }
      const target = forwarded(url.pathname, request.body);
      url.pathname = target.pathname;
      const hasBody = request.method !== 'GET' && target.body !== undefined;
      const response = await auth.handler(
        new Request(url, {
          method: request.method,
          headers,
          ...(hasBody ? { body: JSON.stringify(target.body) } : {}),
        }),
      );
      reply.status(response.status);
      for (const [key, value] of response.headers) {
        if (key.toLowerCase() !== 'set-cookie') reply.header(key, value);
      }
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      const text = await response.text();
      if (response.status >= 400)
        return reply.type('application/json').send(toErrorShape(response.status, text));
      return reply.send(text.length > 0 ? text : null);
    },
  });
});

/**
 * What better-auth receives for a request to `pathname`:
 * - the third-party sign-in paths the web app and the identity provider use
 *   (`/sign-in/oauth2 { providerId }` and `/oauth2/callback/:id`, the genericOAuth plugin's
 *   historical names) map onto better-auth 1.7's own `/sign-in/social` and `/callback/:id`;
 * - changing the password always signs out every other session (better-auth makes it optional).
 */
export function forwarded(pathname: string, body: unknown): { pathname: string; body: unknown } {
  const fields = body && typeof body === 'object' ? (body as Record<string, unknown>) : undefined;
  if (pathname === '/api/auth/sign-in/oauth2' && fields) {
    const { providerId, ...rest } = fields;
    return { pathname: '/api/auth/sign-in/social', body: { ...rest, provider: providerId } };
  }
  const callback = /^\/api\/auth\/oauth2\/callback\/([\w-]+)$/.exec(pathname);
  if (callback) return { pathname: `/api/auth/callback/${callback[1]}`, body };
  if (pathname === '/api/auth/change-password' && fields) {
    return { pathname, body: { ...fields, revokeOtherSessions: true } };
  }
  return { pathname, body };
}

/** better-auth answers `{ code, message }`; the rest of the API answers `{ error: { code, message } }`. */
function toErrorShape(status: number, text: string) {
  let body: { code?: string; message?: string } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    // not JSON: keep the defaults below
  }
  return {
    error: {
      code: body.code ?? (status === 429 ? 'TOO_MANY_REQUESTS' : 'AUTH_ERROR'),
      message: humanAuthMessage(body.code, body.message, status),
    },
  };
}

/** Clear words for the failures people actually meet (SPEC section 8 leaves the wording to us). */
function humanAuthMessage(code: string | undefined, message: string | undefined, status: number): string {
  switch (code) {
    case 'EMAIL_NOT_VERIFIED':
      return 'Email is not verified';
    case 'INVALID_EMAIL_OR_PASSWORD':
      return 'The e-mail or password is not correct.';
    case 'INVALID_TOKEN':
    case 'TOKEN_EXPIRED':
      return 'This link has expired or was already used. Please ask for a new one.';
    case 'USER_NOT_FOUND':
      return 'No account uses this e-mail address.';
    case 'INVALID_PASSWORD':
      return 'The current password is not correct.';
    case 'PROVIDER_NOT_FOUND':
      return 'This sign-in method is not available.';
    case 'PASSWORD_TOO_SHORT':
      return 'Password must be at least 8 characters long';
    default:
      if (status === 429) return 'Too many attempts. Please wait a minute and try again.';
      return message ?? 'Something went wrong. Please try again.';
  }
}
