import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { translate } from '../i18n/translate.ts';
import { HttpError, notFound, unauthorized } from '../lib/http-error.ts';
import { webHeaders } from '../lib/web-headers.ts';
import type { Auth } from './auth.ts';
import { type AuthGuard, authEndpointFor } from './endpoints.ts';
import { toErrorShape } from './messages.ts';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './password-policy.ts';
import { clearFailures, type GuardKey, recordFailure, secondsHeld, signInKeys } from './sign-in-guard.ts';
import { loadViewer } from './viewer.ts';

const PREFIX = '/api/auth';
const COPIED_NOT = new Set(['set-cookie', 'content-length', 'content-encoding', 'transfer-encoding']);

type Fields = Record<string, unknown>;

/**
 * Mounts better-auth at /api/auth/* by turning each Fastify request into a Web Request and
 * copying every Set-Cookie back. Only the endpoints in endpoints.ts are reachable; each passes its
 * guard first; error bodies are rewritten into our error shape.
 */
export function mountAuth(app: FastifyInstance, auth: Auth, config: Config) {
  app.route({
    method: ['GET', 'POST'],
    url: `${PREFIX}/*`,
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const url = new URL(request.url, config.publicUrl);
      const endpoint = authEndpointFor(request.method, url.pathname.slice(PREFIX.length));
      if (!endpoint) throw notFound();
      const fields = isFields(request.body) ? request.body : undefined;
      const held = await guardBefore(app, request, reply, endpoint.guard, fields);

      const target = forwarded(url.pathname, fields);
      url.pathname = target.pathname;
      const response = await auth.handler(
        new Request(url, {
          method: request.method,
          headers: forwardedHeaders(request),
          ...(request.method !== 'GET' && target.body !== undefined
            ? { body: JSON.stringify(target.body) }
            : {}),
        }),
      );
      const text = await response.text();
      if (held) await countOutcome(app, held, response.status, text);
      // A verification link that lost its student ID to someone verified first: the login page says so.
      if (request.method === 'GET' && response.status >= 400 && errorCode(text) === 'STUDENT_ID_UNAVAILABLE')
        return reply.redirect('/login?error=STUDENT_ID_UNAVAILABLE');

      reply.status(response.status);
      for (const [key, value] of response.headers) {
        // Length and encoding are Fastify's to set (the body may leave compressed).
        if (!COPIED_NOT.has(key.toLowerCase())) reply.header(key, value);
      }
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      if (response.status >= 400) {
        const shape = toErrorShape(response.status, text);
        shape.error.message = translate(shape.error.message, request.locale);
        return reply.type('application/json').send(shape);
      }
      return reply.send(text.length > 0 ? text : null);
    },
  });
}

function isFields(body: unknown): body is Fields {
  return typeof body === 'object' && body !== null && !Array.isArray(body);
}

function forwardedHeaders(request: FastifyRequest): Headers {
  return webHeaders(request.headers);
}

/** What a password-checking request counts against, and which failure code it counts. */
interface Held {
  keys: GuardKey[];
  failureCode: string;
}

/**
 * Runs the endpoint's guard; for a password check, refuses it while its keys are held (whatever
 * the password) and returns the keys its outcome will count against.
 */
async function guardBefore(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  guard: AuthGuard,
  fields: Fields | undefined,
): Promise<Held | undefined> {
  const { db } = app.database;
  if (guard === 'mailLinks') await app.limits.mailLinks(request, reply);
  if (guard === 'tokens') await app.limits.tokens(request, reply);
  if (guard === 'tokens' || guard === 'currentPassword') refuseCommonPassword(fields?.newPassword);
  let held: Held | undefined;
  if (guard === 'signIn') {
    await app.limits.signIn(request, reply);
    if (typeof fields?.email === 'string')
      held = { keys: signInKeys(fields.email, request.ip), failureCode: 'INVALID_EMAIL_OR_PASSWORD' };
  }
  if (guard === 'currentPassword') {
    // loadViewer, not better-auth alone: it also ends a session past its absolute lifetime.
    const viewer = await loadViewer(request);
    if (!viewer) throw unauthorized();
    held = { keys: [{ kind: 'user', id: viewer.id }], failureCode: 'INVALID_PASSWORD' };
  }
  if (held && app.config.rateLimit) {
    const seconds = await secondsHeld(db, held.keys);
    if (seconds > 0) {
      reply.header('retry-after', seconds);
      throw new HttpError(
        429,
        'TOO_MANY_FAILED_ATTEMPTS',
        `Too many wrong passwords. Please wait ${seconds} seconds and try again, or reset your password.`,
      );
    }
  }
  return app.config.rateLimit ? held : undefined;
}

function refuseCommonPassword(password: unknown) {
  if (typeof password === 'string' && isCommonPassword(password)) {
    throw new HttpError(400, 'COMMON_PASSWORD', COMMON_PASSWORD_MESSAGE, {
      newPassword: COMMON_PASSWORD_MESSAGE,
    });
  }
}

async function countOutcome(app: FastifyInstance, held: Held, status: number, text: string) {
  const { db } = app.database;
  if (status < 300) return clearFailures(db, held.keys);
  if (status >= 400 && errorCode(text) === held.failureCode) await recordFailure(db, held.keys);
}

function errorCode(text: string): string | undefined {
  try {
    return (JSON.parse(text) as { code?: string }).code;
  } catch {
    return undefined;
  }
}

/**
 * What better-auth receives for a request to `pathname`:
 * - the third-party sign-in paths the web app and the identity provider use
 *   (`/sign-in/oauth2 { providerId }` and `/oauth2/callback/:id`, the genericOAuth plugin's
 *   historical names) map onto better-auth 1.7's own `/sign-in/social` and `/callback/:id`;
 * - changing the password always signs out every other session (better-auth makes it optional).
 */
export function forwarded(pathname: string, body: Fields | undefined): { pathname: string; body: unknown } {
  if (pathname === '/api/auth/sign-in/oauth2' && body) {
    const { providerId, ...rest } = body;
    return { pathname: '/api/auth/sign-in/social', body: { ...rest, provider: providerId } };
  }
  const callback = /^\/api\/auth\/oauth2\/callback\/([\w-]+)$/.exec(pathname);
  if (callback) return { pathname: `/api/auth/callback/${callback[1]}`, body };
  if (pathname === '/api/auth/change-password' && body) {
    return { pathname, body: { ...body, revokeOtherSessions: true } };
  }
  return { pathname, body };
}
