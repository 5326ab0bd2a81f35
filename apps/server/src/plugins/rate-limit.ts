import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { HttpError } from '../lib/http-error.ts';
import { databaseStore } from './rate-limit-store.ts';

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export interface Limits {
  /** Password sign-in attempts per IP (failed passwords per account: auth/sign-in-guard.ts). */
  signIn: Hook;
  /** Presenting a one-time link's token (verification, reset, third-party callback), per IP. */
  tokens: Hook;
  /** Student and teacher registration. */
  registration: Hook;
  /** Verification and reset mails: per IP and per e-mail address. */
  mailLinks: Hook;
  /** Image uploads (profile photos, catalogue images): each one costs a decode and two encodes. */
  uploads: Hook;
  /** Starting a payment. */
  checkout: Hook;
  /**
   * The gateway's callbacks and IPN: per IP only (they carry no account), and generous, since
   * one gateway server may post many IPNs in a burst and a campus shares one address.
   */
  callbacks: Hook;
}

declare module 'fastify' {
  interface FastifyInstance {
    limits: Limits;
  }
}

const MINUTE = 60_000;

const tooManyMessage = (seconds: number) =>
  `Too many attempts. Please wait ${seconds} seconds and try again.`;

function accountKey(request: FastifyRequest): string | undefined {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : undefined;
}

/**
 * Rate limits for the doors people try to force: counted per IP and per account, on in every
 * environment unless RATE_LIMIT=false (tests lift them, and lower them to prove a 429). The
 * counters live in the database, so instances behind a load balancer share one budget.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, opts: { config: Config }) => {
  await app.register(rateLimit, {
    global: false,
    store: databaseStore({ db: app.database.db, log: app.log }),
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, 'TOO_MANY_REQUESTS', tooManyMessage(Math.max(1, Math.ceil(context.ttl / 1000)))),
  });

  /** A hook counting per IP and, when perAccount is given, per account too. */
  const make = (name: string, perIp: number, perAccount?: number): Hook => {
    if (!opts.config.rateLimit) return async () => {};
    // createRateLimit, not rateLimit: the hooks rateLimit makes run once per request, so a
    // second one (the account's) would silently never count.
    const counters = [
      app.createRateLimit({ max: perIp, timeWindow: MINUTE, keyGenerator: (r) => `${name}:ip:${r.ip}` }),
    ];
    if (perAccount !== undefined) {
      counters.push(
        app.createRateLimit({
          max: perAccount,
          timeWindow: MINUTE,
          keyGenerator: (r) => `${name}:account:${accountKey(r) ?? r.viewer?.id ?? r.ip}`,
        }),
      );
    }
    return async (request, reply) => {
      for (const count of counters) {
        const result = await count(request);
        if (!result.isAllowed && result.isExceeded) {
          const seconds = Math.max(1, result.ttlInSeconds);
          reply.header('retry-after', seconds);
          throw new HttpError(429, 'TOO_MANY_REQUESTS', tooManyMessage(seconds));
        }
      }
    };
  };

  app.decorate('limits', {
    signIn: make('sign-in', 20),
    tokens: make('tokens', 30),
    registration: make('registration', 10, 5),
    mailLinks: make('mail-links', 10, 3),
    checkout: make('checkout', 30, 10),
    uploads: make('uploads', 40, 20),
    callbacks: make('callbacks', 120),
  });
});
