import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cookieHeader,
  PASSWORD,
  signedInAs,
  signIn,
  totpCodeFor,
  uniqueEmail,
} from '../../test/factories/index.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import {
  OIDC_USER,
  oidcEnv,
  signInThroughProvider,
  startOidcProvider,
  type TestOidcProvider,
} from '../../test/oidc-provider.ts';
import { session, twoFactor } from '../db/schema/index.ts';
import { translate } from '../i18n/translate.ts';
import { createVerifiedAccount } from './verified-accounts.ts';
import { BACKGROUND_HEADER, FRESH_SIGN_IN_MESSAGE, SECOND_FACTOR_MESSAGE, windowInWords } from './viewer.ts';

/**
 * Issue 27: the second factor belongs to the session, whichever way it was made; a code is
 * taken once; a poll is not a person; a password change is not a fresh sign-in; deletions want
 * a recent code.
 */
const PUBLIC_URL = 'http://localhost:3000';
const NO_PAYMENT = '/api/admin/payments/00000000-0000-4000-8000-000000000000/refund';

let ctx: TestContext;
let idp: TestOidcProvider;
beforeAll(async () => {
  idp = await startOidcProvider(PUBLIC_URL);
  ctx = await createTestContext(oidcEnv(idp));
});
afterAll(async () => {
  await ctx?.close();
  await idp?.close();
});

const call = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  cookie: string,
  payload?: object,
  headers: Record<string, string> = {},
) => ctx.app.inject({ method, url, headers: { cookie, ...headers }, ...(payload ? { payload } : {}) });

const confirm = (cookie: string, code: string) => call('POST', '/api/me/second-factor', cookie, { code });

/** Makes this user's sessions' last code (or last use) `minutes` old. */
const age = (userId: string, column: 'secondFactorAt' | 'updatedAt', minutes: number) =>
  ctx.database.db
    .update(session)
    .set({ [column]: sql`now() - ${minutes} * interval '1 minute'` })
    .where(eq(session.userId, userId));

const FRESH = {
  code: 'FRESH_SIGN_IN_REQUIRED',
  message: FRESH_SIGN_IN_MESSAGE.replace('{window}', '10 minutes'),
};

describe('an admin signed in through the identity provider', () => {
  it('gets no admin answer until the code from the authenticator app is entered', async () => {
    // The university's provider vouches for this admin's e-mail; the account has two-factor sign-in.
    await createVerifiedAccount(ctx.app, {
      email: OIDC_USER.email,
      password: PASSWORD,
      name: 'Admin',
      role: 'admin',
    });
    await signIn(ctx.app, OIDC_USER.email, PASSWORD);

    const { cookie } = await signInThroughProvider(ctx.app, PUBLIC_URL);
    expect((await call('GET', '/api/me', cookie)).json()).toMatchObject({
      role: 'admin',
      twoFactorEnabled: true,
    });
    for (const url of ['/api/admin/dashboard', '/api/admin/users', '/api/admin/payments']) {
      const refused = await call('GET', url, cookie);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().error).toEqual({
        code: 'SECOND_FACTOR_REQUIRED',
        message: SECOND_FACTOR_MESSAGE,
      });
    }
    expect((await call('POST', NO_PAYMENT, cookie, { reason: 'Event cancelled' })).statusCode).toBe(403);

    const wrong = await confirm(cookie, '000000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('INVALID_CODE');
    expect((await call('GET', '/api/admin/dashboard', cookie)).statusCode).toBe(403);

    expect((await confirm(cookie, await totpCodeFor(OIDC_USER.email))).statusCode).toBe(204);
    expect((await call('GET', '/api/admin/dashboard', cookie)).statusCode).toBe(200);
    // And it is fresh: a refund now reaches the payment (none here).
    expect((await call('POST', NO_PAYMENT, cookie, { reason: 'Event cancelled' })).statusCode).toBe(404);
  });
});

describe('a code from the authenticator app', () => {
  it('is accepted once, at sign-in and on the spot (RFC 6238 §5.2)', async () => {
    const admin = await signedInAs(ctx.app, 'admin');
    const stepOne = async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: admin.email, password: PASSWORD },
      });
      expect(res.json()).toMatchObject({ twoFactorRedirect: true });
      return cookieHeader(res.headers['set-cookie']);
    };
    const code = await totpCodeFor(admin.email);
    const first = await call('POST', '/api/auth/two-factor/verify-totp', await stepOne(), { code });
    expect(first.statusCode).toBe(200);
    const again = await call('POST', '/api/auth/two-factor/verify-totp', await stepOne(), { code });
    expect(again.statusCode).toBe(401);
    expect(again.json().error.code).toBe('CODE_ALREADY_USED');
    expect(again.headers['set-cookie'] ?? '').not.toContain('session_token=');

    const reused = await confirm(admin.cookie, code);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.code).toBe('CODE_ALREADY_USED');
    const [row] = await ctx.database.db.select().from(twoFactor).where(eq(twoFactor.userId, admin.id));
    expect(row!.lastUsedStep).toBeGreaterThan(0);
  });

  it('on the spot, makes the session fresh; a recovery code does too, once', async () => {
    const admin = await signedInAs(ctx.app, 'admin');
    const teacher = await signedInAs(ctx.app, 'teacher');
    await age(admin.id, 'secondFactorAt', 11);
    const promote = () => call('POST', `/api/admin/users/${teacher.id}/promote`, admin.cookie);
    expect((await promote()).json().error).toEqual(FRESH);

    const codes = await call('POST', '/api/auth/two-factor/generate-backup-codes', admin.cookie, {
      password: PASSWORD,
    });
    const recovery = (codes.json() as { backupCodes: string[] }).backupCodes[0]!;
    expect((await confirm(admin.cookie, recovery)).statusCode).toBe(204);
    expect((await promote()).statusCode).toBe(200);

    await age(admin.id, 'secondFactorAt', 11);
    expect((await confirm(admin.cookie, recovery)).json().error.code).toBe('INVALID_CODE');
    expect((await confirm(admin.cookie, await totpCodeFor(admin.email))).statusCode).toBe(204);
    const other = await signedInAs(ctx.app, 'teacher');
    expect((await call('POST', `/api/admin/users/${other.id}/promote`, admin.cookie)).statusCode).toBe(200);
  });

  it('is refused to everyone while the account is locked after 10 wrong codes', async () => {
    const admin = await signedInAs(ctx.app, 'admin');
    for (let i = 0; i < 10; i++) expect((await confirm(admin.cookie, '000000')).statusCode).toBe(400);
    const locked = await confirm(admin.cookie, await totpCodeFor(admin.email));
    expect(locked.statusCode).toBe(429);
  });
});

describe('a password change', () => {
  it('is no fresh sign-in: the new session asks for the code before admin pages and sensitive actions', async () => {
    const email = uniqueEmail('admin');
    await createVerifiedAccount(ctx.app, { email, password: PASSWORD, name: 'Admin', role: 'admin' });
    const cookie = await signIn(ctx.app, email, PASSWORD);
    const changed = await call('POST', '/api/auth/change-password', cookie, {
      currentPassword: PASSWORD,
      newPassword: PASSWORD,
      revokeOtherSessions: true,
    });
    expect(changed.statusCode).toBe(200);
    const renewed = cookieHeader(changed.headers['set-cookie']);
    expect(renewed).toContain('session_token=');
    const refund = await call('POST', NO_PAYMENT, renewed, { reason: 'Event cancelled' });
    expect(refund.statusCode).toBe(403);
    expect(refund.json().error.code).toBe('SECOND_FACTOR_REQUIRED');
    expect((await confirm(renewed, await totpCodeFor(email))).statusCode).toBe(204);
    expect((await call('POST', NO_PAYMENT, renewed, { reason: 'Event cancelled' })).statusCode).toBe(404);
  });
});

describe('deletions', () => {
  it('want a recent code, like refunds: events, clubs, announcements and allow-listed IDs', async () => {
    const admin = await signedInAs(ctx.app, 'admin');
    await age(admin.id, 'secondFactorAt', 11);
    const none = '00000000-0000-4000-8000-000000000000';
    for (const url of [
      `/api/tours/${none}`,
      `/api/clubs/${none}`,
      `/api/announcements/${none}`,
      '/api/admin/student-ids/2020331000009999',
    ]) {
      const res = await call('DELETE', url, admin.cookie);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error, url).toEqual(FRESH);
    }
  });
});

describe("an admin page's background polls", () => {
  it('do not keep the session alive; a request a person makes does', async () => {
    const admin = await signedInAs(ctx.app, 'admin');
    const lastUse = async () =>
      (
        await ctx.database.db.select().from(session).where(eq(session.userId, admin.id))
      )[0]!.updatedAt.getTime();
    await age(admin.id, 'updatedAt', 20);
    const before = await lastUse();
    const poll = await call('GET', '/api/admin/payments/waiting', admin.cookie, undefined, {
      [BACKGROUND_HEADER]: '1',
    });
    expect(poll.statusCode).toBe(200);
    expect(await lastUse()).toBe(before);
    // 31 minutes of polls only: the session has ended.
    await age(admin.id, 'updatedAt', 31);
    expect(
      (
        await call('GET', '/api/admin/payments/waiting', admin.cookie, undefined, {
          [BACKGROUND_HEADER]: '1',
        })
      ).statusCode,
    ).toBe(401);

    const other = await signedInAs(ctx.app, 'admin');
    await age(other.id, 'updatedAt', 20);
    expect((await call('GET', '/api/admin/dashboard', other.cookie)).statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(session).where(eq(session.userId, other.id));
    expect(Date.now() - row!.updatedAt.getTime()).toBeLessThan(60_000);
  });
});

describe('the fresh-code message', () => {
  it('names the configured window, in English and in Bangla', () => {
    expect(windowInWords(600_000)).toBe('10 minutes');
    expect(windowInWords(60_000)).toBe('1 minute');
    expect(windowInWords(45_000)).toBe('45 seconds');
    const message = (ms: number) => FRESH_SIGN_IN_MESSAGE.replace('{window}', windowInWords(ms));
    expect(message(45_000)).toBe(
      'For this, please enter a code from your authenticator app: the last one was entered more than 45 seconds ago.',
    );
    expect(translate(message(600_000), 'bn')).toBe(
      'এ কাজের জন্য অনুগ্রহ করে আপনার অথেনটিকেটর অ্যাপের একটি কোড লিখুন: শেষ কোডটি ১০ মিনিটেরও আগে লেখা হয়েছিল।',
    );
    expect(translate(message(45_000), 'bn')).toContain('৪৫ সেকেন্ডেরও আগে');
  });
});
