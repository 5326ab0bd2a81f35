import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { account, session, user, verification } from '../db/schema/index.ts';
import type { Mailer } from '../mail/mailer.ts';
import { resetPasswordMail, verificationMail } from '../mail/templates.ts';
import { oidcPlugins } from './oidc.ts';

/** Seconds a verification or reset link stays usable. */
export const LINK_LIFETIME_SECONDS = 60 * 60;

/**
 * better-auth over our own drizzle tables. Users are created only by our registration routes
 * (which decide the role), so its own sign-up endpoint is disabled, and every DPMS column on
 * `user` is `input: false`: nothing a browser sends can set a role, a student ID or an e-mail.
 */
export function createAuth(config: Config, db: Db, mailer: Mailer) {
  return betterAuth({
    appName: 'DPMS',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: [config.publicUrl],
    database: drizzleAdapter(db, { provider: 'pg', schema: { user, session, account, verification } }),
    user: {
      additionalFields: {
        role: { type: 'string', input: false, defaultValue: 'student', required: false },
        studentId: { type: 'string', input: false, required: false },
        teacherId: { type: 'string', input: false, required: false },
        batch: { type: 'string', input: false, required: false },
        phone: { type: 'string', input: false, required: false },
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
      sendResetPassword: async ({ user: target, url }) => {
        await mailer.enqueue({ to: target.email, ...resetPasswordMail(target.name, url) });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: LINK_LIFETIME_SECONDS,
      sendVerificationEmail: async ({ user: target, url }) => {
        await mailer.enqueue({ to: target.email, ...verificationMail(target.name, url) });
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
    },
    // Our own limiter (plugins/rate-limit) covers these paths per IP and per account.
    rateLimit: { enabled: false },
    disabledPaths: ['/sign-up/email'],
    plugins: oidcPlugins(config),
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
