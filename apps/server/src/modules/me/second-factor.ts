import { apiErrorSchema } from '@dpms/shared/schemas';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CODE_ALREADY_USED, takeCode } from '../../auth/session-factors.ts';
import { requireUser, viewerOf } from '../../auth/viewer.ts';
import { session, twoFactor } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-error.ts';
import { webHeaders } from '../../lib/web-headers.ts';

/** After this many wrong codes in a row the account takes no code for LOCK_MS (as better-auth's sign-in does). */
const MAX_FAILURES = 10;
const LOCK_MS = 15 * 60_000;

const WRONG_CODE = 'The code is not correct. Check your authenticator app and try again.';
const notSetUp = () =>
  new HttpError(400, 'TWO_FACTOR_NOT_SET_UP', 'Two-factor sign-in is not set up for this account.');

/**
 * The second factor on the spot (issue 27): a signed-in user with two-factor sign-in enters a
 * code from the authenticator app (or a recovery code), and this session counts as having
 * passed it now. An admin who signed in through the identity provider is asked this before any
 * admin route answers; an admin whose last code is older than FRESH_SIGN_IN_SECONDS is asked
 * this before a refund, a promotion or a deletion, and the web app then finishes the action.
 */
export const secondFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/me/second-factor',
    {
      preValidation: requireUser,
      preHandler: app.limits.signIn,
      // Nothing a visitor sees changes.
      config: { keepsPublicCache: true },
      schema: {
        tags: ['me'],
        summary: 'Confirm this session with a code from the authenticator app or a recovery code',
        body: z.object({ code: z.string().trim().min(6).max(32) }),
        response: {
          204: z.null(),
          400: apiErrorSchema,
          401: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      if (!viewer.twoFactorEnabled) throw notSetUp();
      await checkCode(app, viewer.id, request.body.code, request.headers.cookie);
      await app.database.db
        .update(session)
        .set({ secondFactorAt: new Date(), updatedAt: new Date() })
        .where(eq(session.id, viewer.sessionId));
      return reply.code(204).send(null);
    },
  );
};

/** Accepts a current, unused authenticator code or an unused recovery code; throws otherwise. */
async function checkCode(app: FastifyInstance, userId: string, code: string, cookie: string | undefined) {
  const { db } = app.database;
  const [row] = await db.select().from(twoFactor).where(eq(twoFactor.userId, userId));
  if (!row) throw notSetUp();
  if (row.lockedUntil && row.lockedUntil.getTime() > Date.now())
    throw new HttpError(429, 'TOO_MANY_REQUESTS', 'Too many attempts. Please wait a minute and try again.');

  const forgetFailures = () =>
    db
      .update(twoFactor)
      .set({ failedVerificationCount: 0, lockedUntil: null })
      .where(eq(twoFactor.id, row.id));
  const outcome = await takeCode(
    db,
    row,
    (await app.auth.$context).secretConfig,
    code,
    app.config.totpPeriodSeconds,
  );
  if (outcome === 'used') throw new HttpError(400, CODE_ALREADY_USED.code, CODE_ALREADY_USED.message);
  if (outcome === 'taken') return forgetFailures();
  // Not a current code: a recovery code (better-auth keeps them encrypted and spends each once).
  if (!/^\d{6}$/.test(code) && (await spendRecoveryCode(app, code, cookie))) return forgetFailures();
  const [counted] = await db
    .update(twoFactor)
    .set({ failedVerificationCount: sql`${twoFactor.failedVerificationCount} + 1` })
    .where(eq(twoFactor.id, row.id))
    .returning({ failures: twoFactor.failedVerificationCount });
  if ((counted?.failures ?? 0) >= MAX_FAILURES)
    await db
      .update(twoFactor)
      .set({ lockedUntil: new Date(Date.now() + LOCK_MS) })
      .where(and(eq(twoFactor.id, row.id), gt(twoFactor.failedVerificationCount, MAX_FAILURES - 1)));
  throw new HttpError(400, 'INVALID_CODE', WRONG_CODE);
}

async function spendRecoveryCode(
  app: FastifyInstance,
  code: string,
  cookie: string | undefined,
): Promise<boolean> {
  try {
    await app.auth.api.verifyBackupCode({ body: { code }, headers: webHeaders({ cookie }) });
    return true;
  } catch {
    return false;
  }
}
