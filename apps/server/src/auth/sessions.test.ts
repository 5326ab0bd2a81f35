import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  cookieHeader,
  lastMailTo,
  PASSWORD,
  signedInAs,
  signIn,
  uniqueEmail,
} from '../../test/factories/index.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { session, user, verification } from '../db/schema/index.ts';
import { ensureAdmin } from './verified-accounts.ts';

const LINK_USED = 'This link has expired or was already used. Please ask for a new one.';
const NEW_PASSWORD = 'Brand-New-Pass-42';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const me = (cookie: string) => ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
const post = (url: string, payload: object, cookie?: string) =>
  ctx.app.inject({ method: 'POST', url, payload, ...(cookie ? { headers: { cookie } } : {}) });

/** Asks for a reset mail and returns the token from its link. */
async function requestReset(email: string): Promise<string> {
  const res = await post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });
  expect(res.statusCode).toBe(200);
  const mail = await lastMailTo(ctx.app, email);
  const token = /\/reset-password\/([^?\s]+)/.exec(mail?.link ?? '')?.[1];
  expect(token).toBeTruthy();
  return token!;
}

describe('password reset', () => {
  it('works once, signs every session out, and the link cannot be used again', async () => {
    const student = await signedInAs(ctx.app, 'student');
    const token = await requestReset(student.email);

    const reset = await post('/api/auth/reset-password', { newPassword: NEW_PASSWORD, token });
    expect(reset.statusCode).toBe(200);
    expect((await me(student.cookie)).statusCode).toBe(401);
    await expect(signIn(ctx.app, student.email, PASSWORD)).rejects.toThrow(/401/);
    expect((await me(await signIn(ctx.app, student.email, NEW_PASSWORD))).statusCode).toBe(200);

    const again = await post('/api/auth/reset-password', { newPassword: 'Another-Pass-77', token });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe(LINK_USED);
    await expect(signIn(ctx.app, student.email, 'Another-Pass-77')).rejects.toThrow(/401/);
  });

  it('refuses an expired link and leaves the password as it was', async () => {
    const teacher = await signedInAs(ctx.app, 'teacher');
    const token = await requestReset(teacher.email);
    await ctx.database.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verification.identifier, `reset-password:${token}`));

    const res = await post('/api/auth/reset-password', { newPassword: NEW_PASSWORD, token });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(LINK_USED);
    expect((await me(teacher.cookie)).statusCode).toBe(200);
    expect((await me(await signIn(ctx.app, teacher.email, PASSWORD))).statusCode).toBe(200);
  });

  it('answers the same for an unknown address, so it reveals no account', async () => {
    const res = await post('/api/auth/request-password-reset', {
      email: uniqueEmail('nobody'),
      redirectTo: '/reset-password',
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('e-mail verification link', () => {
  it('stops working after an hour', async () => {
    const email = uniqueEmail('late');
    await ctx.app.inject({
      method: 'POST',
      url: '/api/register/teacher',
      payload: { teacherId: '77001', name: 'Dr. Late Reader', email, password: PASSWORD },
    });
    const link = (await lastMailTo(ctx.app, email))!.link!;
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 61 * 60 * 1000);
      const res = await ctx.app.inject({ method: 'GET', url: link.replace('http://localhost:3000', '') });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/login?error=TOKEN_EXPIRED');
    } finally {
      vi.useRealTimers();
    }
    const [row] = await ctx.database.db.select().from(user).where(eq(user.email, email));
    expect(row?.emailVerified).toBe(false);
    // Within the hour the very same link works.
    const inTime = await ctx.app.inject({ method: 'GET', url: link.replace('http://localhost:3000', '') });
    expect(inTime.headers.location).toBe('/login');
    const [verified] = await ctx.database.db.select().from(user).where(eq(user.email, email));
    expect(verified?.emailVerified).toBe(true);
  });
});

describe('signing out everywhere', () => {
  it('POST /api/auth/revoke-sessions ends every session of the user', async () => {
    const admin = await signedInAs(ctx.app, 'admin');
    const otherDevice = await signIn(ctx.app, admin.email, PASSWORD);
    const res = await post('/api/auth/revoke-sessions', {}, admin.cookie);
    expect(res.statusCode).toBe(200);
    expect((await me(admin.cookie)).statusCode).toBe(401);
    expect((await me(otherDevice)).statusCode).toBe(401);
  });

  it('changing the password ends the other sessions and keeps this one signed in', async () => {
    const student = await signedInAs(ctx.app, 'student');
    const otherDevice = await signIn(ctx.app, student.email, PASSWORD);
    const res = await post(
      '/api/auth/change-password',
      { currentPassword: PASSWORD, newPassword: NEW_PASSWORD, revokeOtherSessions: false },
      student.cookie,
    );
    expect(res.statusCode).toBe(200);
    expect((await me(otherDevice)).statusCode).toBe(401);
    expect((await me(cookieHeader(res.headers['set-cookie']))).statusCode).toBe(200);
  });

  it('refuses a wrong current password clearly', async () => {
    const student = await signedInAs(ctx.app, 'student');
    const res = await post(
      '/api/auth/change-password',
      { currentPassword: 'Wrong-Pass-000', newPassword: NEW_PASSWORD },
      student.cookie,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('The current password is not correct.');
    expect((await me(student.cookie)).statusCode).toBe(200);
  });
});

describe('session lifetime', () => {
  /** Makes the session behind this cookie look signed in `hours` ago (and used just now). */
  const signedInHoursAgo = async (userId: string, hours: number) =>
    ctx.database.db
      .update(session)
      .set({ createdAt: sql`now() - ${hours} * interval '1 hour'` })
      .where(eq(session.userId, userId));

  it('ends an admin session 12 hours after sign-in, however busy', async () => {
    const admin = await signedInAs(ctx.app, 'admin');
    await signedInHoursAgo(admin.id, 11);
    expect((await me(admin.cookie)).statusCode).toBe(200);
    await signedInHoursAgo(admin.id, 13);
    expect((await me(admin.cookie)).statusCode).toBe(401);
    expect(await ctx.database.db.select().from(session).where(eq(session.userId, admin.id))).toEqual([]);
  });

  it('ends a student session 30 days after sign-in', async () => {
    const student = await signedInAs(ctx.app, 'student');
    await signedInHoursAgo(student.id, 13);
    expect((await me(student.cookie)).statusCode).toBe(200);
    await signedInHoursAgo(student.id, 31 * 24);
    expect((await me(student.cookie)).statusCode).toBe(401);
  });
});

describe('ADMIN_PASSWORD at start-up', () => {
  it("ends the admin's sessions when it changes the password, and leaves them when it does not", async () => {
    const email = uniqueEmail('ops');
    await ensureAdmin(ctx.app, email, PASSWORD);
    const cookie = await signIn(ctx.app, email, PASSWORD);
    await ensureAdmin(ctx.app, email, PASSWORD);
    expect((await me(cookie)).statusCode).toBe(200);
    await ensureAdmin(ctx.app, email, NEW_PASSWORD);
    expect((await me(cookie)).statusCode).toBe(401);
    expect((await me(await signIn(ctx.app, email, NEW_PASSWORD))).statusCode).toBe(200);
  });
});
