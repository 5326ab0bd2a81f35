import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { twoFactor } from 'better-auth/plugins';
import { eq } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { account, session, twoFactor as twoFactorTable, user, verification } from '../db/schema/index.ts';
import { registrationLocale, savedLocale } from '../lib/locale.ts';
import type { Mailer } from '../mail/mailer.ts';
import { resetPasswordMail, verificationMail } from '../mail/templates.ts';
import { DISABLED_AUTH_PATHS } from './endpoints.ts';
import { oidcPlugins } from './oidc.ts';
import { CODE_ALREADY_USED, sessionFactors, takeCode } from './session-factors.ts';
import { STUDENT_ID_UNAVAILABLE, verifiedHolderOf } from './student-id-holder.ts';

/**
 * The longest a session lives however busy it is, from sign-in: then its holder signs in again.
 * Shorter for admins, whose session can refund money and promote people.
 */
export const SESSION_MAX_AGE_SECONDS = { admin: 12 * 60 * 60, other: 30 * 24 * 60 * 60 } as const;

/** Seconds a verification or reset link stays usable. */
export const LINK_LIFETIME_SECONDS = 60 * 60;

/**
 * better-auth over our own drizzle tables. Users are created only by our registration routes
 * (which decide the role), so its own sign-up endpoint is disabled, and every DPMS column on
 * `user` is `input: false`: nothing a browser sends can set a role, a student ID or an e-mail.
 */
export function createAuth(config: Config, db: Db, mailer: Mailer) {
  /** Queues a verification or reset mail with its link, in the language its reader chose. */
  const sendLinkMail =
    (mail: typeof verificationMail) =>
    async ({ user: target, url }: { user: { email: string; name: string }; url: string }) => {
      await mailer.enqueue({
        to: target.email,
        ...mail(target.name, url, savedLocale((target as { locale?: unknown }).locale)),
      });
    };

  return betterAuth({
    appName: 'DPMS',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: [config.publicUrl],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user, session, account, verification, twoFactor: twoFactorTable },
    }),
    user: {
      additionalFields: {
        role: { type: 'string', input: false, defaultValue: 'student', required: false },
        studentId: { type: 'string', input: false, required: false },
        teacherId: { type: 'string', input: false, required: false },
        batch: { type: 'string', input: false, required: false },
        phone: { type: 'string', input: false, required: false },
        locale: { type: 'string', input: false, defaultValue: 'en', required: false },
      },
    },
    databaseHooks: {
      session: {
        create: {
          // Every session records how it was made, and whether it passed the second factor.
          before: async (data, context) => ({ data: { ...data, ...sessionFactors(context?.path, data) } }),
        },
      },
      user: {
        create: {
          // A new account speaks the language its registration (or third-party sign-in) was made
          // in, so its verification mail, sent right after, is already in that language.
          before: async (data, context) => ({
            data: {
              ...data,
              locale: registrationLocale({
                acceptLanguage: context?.headers?.get('accept-language'),
                cookie: context?.headers?.get('cookie'),
              }),
            },
          }),
        },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: LINK_LIFETIME_SECONDS,
      sendResetPassword: sendLinkMail(resetPasswordMail),
    },
    emailVerification: {
      // Only verified accounts hold a student ID: of two registrations of one ID, the first to
      // verify wins; the other's link is refused (and its account expires unverified).
      beforeEmailVerification: async (target) => {
        const studentId = (target as { studentId?: string | null }).studentId;
        const holder = studentId ? await verifiedHolderOf(db, studentId) : undefined;
        if (holder && holder !== target.id) {
          throw new APIError('CONFLICT', { code: 'STUDENT_ID_UNAVAILABLE', message: STUDENT_ID_UNAVAILABLE });
        }
      },
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: LINK_LIFETIME_SECONDS,
      sendVerificationEmail: sendLinkMail(verificationMail),
    },
    // Renewed while used (updateAge), but never past SESSION_MAX_AGE_SECONDS (viewer.ts).
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
      additionalFields: {
        signInMethod: { type: 'string', input: false, required: false },
        secondFactorAt: { type: 'date', input: false, required: false },
      },
    },
    hooks: {
      // A code from the authenticator app is taken once (RFC 6238 §5.2): its time step is claimed
      // before better-auth checks it, and a step already used, or older, is refused.
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/two-factor/verify-totp') return;
        const code: unknown = (ctx.body as { code?: unknown } | undefined)?.code;
        const userId = await twoFactorUserOf(ctx);
        if (typeof code !== 'string' || !userId) return; // better-auth refuses it
        const [row] = await db.select().from(twoFactorTable).where(eq(twoFactorTable.userId, userId));
        if (!row) return;
        // A wrong code goes on to better-auth, which counts it.
        if ((await takeCode(db, row, ctx.context.secretConfig, code, config.totpPeriodSeconds)) === 'used')
          throw new APIError('UNAUTHORIZED', CODE_ALREADY_USED);
      }),
    },
    // Our own limits (plugins/rate-limit, auth/sign-in-guard) guard these paths, shared by instances.
    rateLimit: { enabled: false },
    disabledPaths: DISABLED_AUTH_PATHS,
    plugins: [
      ...oidcPlugins(config),
      // TOTP from an authenticator app, with recovery codes; required of admins (auth/viewer.ts).
      twoFactor({
        issuer: 'DPMS',
        totpOptions: { period: config.totpPeriodSeconds },
        backupCodeOptions: { amount: 10, length: 10, storeBackupCodes: 'encrypted' },
      }),
    ],
    // A failed third-party sign-in lands on the login page, which explains the `error` it gets.
    onAPIError: { errorURL: `${config.publicUrl}/login` },
    advanced: {
      cookiePrefix: 'dpms',
      useSecureCookies: config.publicUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    telemetry: { enabled: false },
    logger: { level: config.env === 'test' ? 'error' : 'warn' },
  });
}

export type Auth = ReturnType<typeof createAuth>;

type AuthContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/**
 * Whose code a verify-totp request brings: the signed-in user's (setting up two-factor sign-in),
 * or the one whose password step left the signed two-factor cookie (signing in).
 */
async function twoFactorUserOf(ctx: AuthContext): Promise<string | undefined> {
  const session = await getSessionFromCtx(ctx);
  if (session) return session.user.id;
  const cookie = ctx.context.createAuthCookie('two_factor');
  const signed = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!signed) return undefined;
  const pending = await ctx.context.internalAdapter.findVerificationValue(signed);
  return pending?.value ?? undefined;
}
