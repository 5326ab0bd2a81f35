import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cookieHeader,
  enableTwoFactor,
  PASSWORD,
  signedInAs,
  signIn,
  totpCodeFor,
  uniqueEmail,
} from '../../test/factories/index.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { session } from '../db/schema/index.ts';
import { createVerifiedAccount } from './verified-accounts.ts';
import { FRESH_SIGN_IN_MESSAGE, TWO_FACTOR_SETUP_MESSAGE } from './viewer.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

/** Signs in with the password only, as the login form's first step does. */
async function passwordStep(email: string, app = ctx.app) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password: PASSWORD },
  });
  return { res, cookie: cookieHeader(res.headers['set-cookie']) };
}

/** Makes the sessions of this user look signed in, or last used, `minutes` ago. */
const age = (userId: string, column: 'createdAt' | 'updatedAt' | 'secondFactorAt', minutes: number) =>
  ctx.database.db
    .update(session)
    .set({ [column]: sql`now() - ${minutes} * interval '1 minute'` })
    .where(eq(session.userId, userId));

describe('two-factor sign-in for admins', () => {
  it('is set up before any admin page opens, then asked for at every sign-in', async () => {
    const email = uniqueEmail('new.admin');
    await createVerifiedAccount(ctx.app, { email, password: PASSWORD, name: 'New Admin', role: 'admin' });
    const { cookie } = await passwordStep(email);
    const blocked = await call('GET', '/api/admin/users', cookie);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error).toEqual({
      code: 'TWO_FACTOR_SETUP_REQUIRED',
      message: TWO_FACTOR_SETUP_MESSAGE,
    });
    const me = await call('GET', '/api/me', cookie);
    expect(me.json()).toMatchObject({ role: 'admin', twoFactorEnabled: false });

    const enabled = await enableTwoFactor(ctx.app, cookie, email, PASSWORD);
    expect((await call('GET', '/api/admin/users', enabled)).statusCode).toBe(200);
    expect((await call('GET', '/api/me', enabled)).json().twoFactorEnabled).toBe(true);

    // Next time the password alone opens nothing.
    const step = await passwordStep(email);
    expect(step.res.statusCode).toBe(200);
    expect(step.res.json()).toMatchObject({ twoFactorRedirect: true });
    expect((await call('GET', '/api/me', step.cookie)).statusCode).toBe(401);
    const wrong = await call('POST', '/api/auth/two-factor/verify-totp', step.cookie, { code: '000000' });
    expect(wrong.statusCode).toBe(401);
    const right = await call('POST', '/api/auth/two-factor/verify-totp', step.cookie, {
      code: await totpCodeFor(email),
    });
    expect(right.statusCode).toBe(200);
    const session = cookieHeader(right.headers['set-cookie']);
    expect((await call('GET', '/api/admin/users', session)).statusCode).toBe(200);
  });

  it('accepts each recovery code once', async () => {
    const admin = await signedInAs(ctx.app, 'admin');
    const generated = await call('POST', '/api/auth/two-factor/generate-backup-codes', admin.cookie, {
      password: PASSWORD,
    });
    expect(generated.statusCode).toBe(200);
    const codes = generated.json().backupCodes as string[];
    expect(codes).toHaveLength(10);
    const step = await passwordStep(admin.email);
    const first = await call('POST', '/api/auth/two-factor/verify-backup-code', step.cookie, {
      code: codes[0],
    });
    expect(first.statusCode).toBe(200);
    const again = await passwordStep(admin.email);
    const reused = await call('POST', '/api/auth/two-factor/verify-backup-code', again.cookie, {
      code: codes[0],
    });
    expect(reused.statusCode).toBe(401);
  });
});

describe('sensitive admin actions', () => {
  it('want a code from the last 10 minutes: refunds, promotions, deletions, allow-list imports', async () => {
    const admin = await signedInAs(ctx.app, 'admin');
    const teacher = await signedInAs(ctx.app, 'teacher');
    await age(admin.id, 'secondFactorAt', 11);
    const refused = [
      await call('POST', '/api/admin/payments/00000000-0000-4000-8000-000000000000/refund', admin.cookie, {
        reason: 'Event cancelled',
      }),
      await call('POST', `/api/admin/users/${teacher.id}/promote`, admin.cookie),
      await call('DELETE', `/api/admin/users/${teacher.id}`, admin.cookie),
      await call('POST', '/api/admin/student-ids', admin.cookie, { studentIds: ['2020331000009999'] }),
    ];
    for (const res of refused) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toEqual({
        code: 'FRESH_SIGN_IN_REQUIRED',
        message: FRESH_SIGN_IN_MESSAGE.replace('{window}', '10 minutes'),
      });
    }
    // Reading is fine, and a new sign-in opens the actions again.
    expect((await call('GET', '/api/admin/users', admin.cookie)).statusCode).toBe(200);
    const fresh = await signIn(ctx.app, admin.email, PASSWORD);
    expect((await call('POST', `/api/admin/users/${teacher.id}/promote`, fresh)).statusCode).toBe(200);
  });
});

describe('idle sessions', () => {
  it("end an admin's session after 30 minutes without a request, but not a student's", async () => {
    const admin = await signedInAs(ctx.app, 'admin');
    const student = await signedInAs(ctx.app, 'student');
    await age(admin.id, 'updatedAt', 29);
    expect((await call('GET', '/api/me', admin.cookie)).statusCode).toBe(200);
    await age(admin.id, 'updatedAt', 31);
    expect((await call('GET', '/api/me', admin.cookie)).statusCode).toBe(401);
    await age(student.id, 'updatedAt', 31);
    expect((await call('GET', '/api/me', student.cookie)).statusCode).toBe(200);
  });
});

describe('My Profile sessions', () => {
  it('lists where one is signed in, and signs the others out', async () => {
    const student = await signedInAs(ctx.app, 'student');
    const phone = await signIn(ctx.app, student.email, PASSWORD);
    const list = await call('GET', '/api/me/sessions', student.cookie);
    expect(list.statusCode).toBe(200);
    const items = list.json().items as { current: boolean }[];
    expect(items).toHaveLength(2);
    expect(items.filter((s) => s.current)).toHaveLength(1);
    const out = await call('POST', '/api/me/sessions/sign-out-others', student.cookie);
    expect(out.json()).toEqual({ signedOut: 1 });
    expect((await call('GET', '/api/me', phone)).statusCode).toBe(401);
    expect((await call('GET', '/api/me', student.cookie)).statusCode).toBe(200);
  });
});

describe('a shorter authenticator step (TOTP_PERIOD_SECONDS, the browser journeys only)', () => {
  it('is what the setup gives the app and what sign-in and a fresh second factor take, each step once', async () => {
    const quick = await createTestContext({ TOTP_PERIOD_SECONDS: '5' });
    const post = (url: string, cookie: string, payload: object) =>
      quick.app.inject({ method: 'POST', url, headers: { cookie }, payload });
    try {
      const email = uniqueEmail('quick.admin');
      await createVerifiedAccount(quick.app, {
        email,
        password: PASSWORD,
        name: 'Quick Admin',
        role: 'admin',
      });
      // The setup's otpauth:// address says 5 s, and the code of a 5-second step turns it on.
      await enableTwoFactor(quick.app, (await passwordStep(email, quick.app)).cookie, email, PASSWORD);
      const step = await passwordStep(email, quick.app);
      const signedIn = await post('/api/auth/two-factor/verify-totp', step.cookie, {
        code: await totpCodeFor(email),
      });
      expect(signedIn.statusCode).toBe(200);
      const session = cookieHeader(signedIn.headers['set-cookie']);
      expect(
        (await quick.app.inject({ method: 'GET', url: '/api/admin/users', headers: { cookie: session } }))
          .statusCode,
      ).toBe(200);
      // Two more in a row: the second is a later 5-second step's, taken after a few seconds.
      for (let i = 0; i < 2; i++) {
        const confirmed = await post('/api/me/second-factor', session, { code: await totpCodeFor(email) });
        expect(confirmed.statusCode).toBe(204);
      }
    } finally {
      await quick.close();
    }
  });
});
