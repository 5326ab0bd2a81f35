import { MESSAGES } from '@dpms/shared/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allowedStudentId,
  lastMailTo,
  PASSWORD,
  signIn,
  uniqueEmail,
} from '../../../test/factories/index.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { user } from '../../db/schema/index.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

function registerStudent(body: Record<string, unknown>) {
  return ctx.app.inject({ method: 'POST', url: '/api/register/student', payload: body });
}

/** Follows the verification link mailed to this address. */
async function verify(email: string) {
  const mail = await lastMailTo(ctx.app, email);
  const res = await ctx.app.inject({ method: 'GET', url: mail!.link!.replace('http://localhost:3000', '') });
  expect(res.statusCode).toBe(302);
  return res;
}

async function studentBody(overrides: Record<string, unknown> = {}) {
  return {
    studentId: await allowedStudentId(ctx.app),
    name: 'Nusrat Jahan',
    batch: '10th',
    email: uniqueEmail('nusrat'),
    password: PASSWORD,
    confirmPassword: PASSWORD,
    ...overrides,
  };
}

describe('POST /api/register/student', () => {
  it('creates an unverified student and mails a verification link to PUBLIC_URL', async () => {
    const body = await studentBody();
    const res = await registerStudent(body);
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(MESSAGES.registrationSuccess);
    const [row] = await ctx.database.db.select().from(user).where(eq(user.email, body.email));
    expect(row).toMatchObject({
      role: 'student',
      studentId: body.studentId,
      batch: '10th',
      emailVerified: false,
    });
    const mail = await lastMailTo(ctx.app, body.email);
    expect(mail?.subject).toMatch(/verify/i);
    expect(mail?.link).toMatch(/^http:\/\/localhost:3000\/api\/auth\/verify-email\?token=/);
  });

  it('refuses a student ID that is not on the allow-list, and creates nothing', async () => {
    const body = await studentBody({ studentId: '9999999999999999' });
    const res = await registerStudent(body);
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({
      code: 'INVALID_STUDENT_ID',
      message: MESSAGES.invalidStudentId,
    });
    expect(await ctx.database.db.select().from(user).where(eq(user.email, body.email))).toHaveLength(0);
  });

  it('trims the student ID and refuses one that an account already uses', async () => {
    const first = await studentBody();
    expect((await registerStudent({ ...first, studentId: `  ${first.studentId} ` })).statusCode).toBe(201);
    await verify(first.email);
    const second = await registerStudent({ ...(await studentBody()), studentId: first.studentId });
    expect(second.statusCode).toBe(409);
    expect(second.json().error.code).toBe('STUDENT_ID_UNAVAILABLE');
  });

  it('refuses an e-mail already in use with the spec message', async () => {
    const first = await studentBody();
    await registerStudent(first);
    const res = await registerStudent(await studentBody({ email: first.email }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(MESSAGES.emailInUse);
  });

  it('ignores a role in the body: the new account is a student', async () => {
    const body = await studentBody({ role: 'admin' });
    expect((await registerStudent(body)).statusCode).toBe(201);
    const [row] = await ctx.database.db.select().from(user).where(eq(user.email, body.email));
    expect(row?.role).toBe('student');
  });

  it('answers each bad field with its message', async () => {
    const res = await registerStudent({
      studentId: '',
      name: '',
      batch: '13th',
      email: 'not-an-email',
      password: 'short',
      confirmPassword: 'different',
    });
    expect(res.statusCode).toBe(400);
    const fields = res.json().error.fields;
    expect(fields).toMatchObject({
      studentId: MESSAGES.required,
      name: MESSAGES.required,
      email: MESSAGES.invalidEmail,
      password: MESSAGES.passwordTooShort,
    });
    expect(fields.batch).toBeDefined();
  });
});

describe('POST /api/register/teacher', () => {
  it('creates a teacher from a numeric teacher ID, ignoring any role sent', async () => {
    const email = uniqueEmail('teacher');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/register/teacher',
      payload: { teacherId: '40021', name: 'Dr. Kamal Hossain', email, password: PASSWORD, role: 'admin' },
    });
    expect(res.statusCode).toBe(201);
    const [row] = await ctx.database.db.select().from(user).where(eq(user.email, email));
    expect(row).toMatchObject({ role: 'teacher', teacherId: '40021' });
  });

  it('refuses a non-numeric teacher ID', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/register/teacher',
      payload: { teacherId: 'T-12', name: 'X', email: uniqueEmail(), password: PASSWORD },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.teacherId).toBe('Teacher ID must be a number');
  });
});

describe('sign-in and verification', () => {
  it('refuses an unverified account with "Email is not verified", then signs in once verified', async () => {
    const body = await studentBody();
    await registerStudent(body);
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: body.email, password: PASSWORD },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(MESSAGES.emailNotVerified);

    const mail = await lastMailTo(ctx.app, body.email);
    const verify = await ctx.app.inject({
      method: 'GET',
      url: mail!.link!.replace('http://localhost:3000', ''),
    });
    expect(verify.statusCode).toBeLessThan(400);

    const cookie = await signIn(ctx.app, body.email, PASSWORD);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      email: body.email,
      role: 'student',
      studentId: body.studentId,
      batch: '10th',
    });

    // The same link cannot be used twice.
    const again = await ctx.app.inject({
      method: 'GET',
      url: mail!.link!.replace('http://localhost:3000', ''),
    });
    expect(again.statusCode === 200 && again.body.includes('"status":true')).toBe(false);
  });

  it('answers a wrong password with a clear message', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: uniqueEmail(), password: 'whatever-123' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('The e-mail or password is not correct.');
  });

  it('offers no public sign-up that could bypass the allow-list', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email: uniqueEmail(), password: PASSWORD, name: 'Sneaky' },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
  });

  it('GET /api/me is 401 when signed out', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHORIZED');
  });

  it('refuses a state-changing request from another site', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/register/teacher',
      headers: { origin: 'https://evil.example' },
      payload: { teacherId: '1', name: 'X', email: uniqueEmail(), password: PASSWORD },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('GET /api/auth-options', () => {
  it('offers no third-party button when no provider is configured, and refuses that sign-in', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/auth-options' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ oidc: false, oidcLabel: 'Continue with university account' });
    const start = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/oauth2',
      payload: { providerId: 'oidc', callbackURL: '/' },
    });
    expect(start.statusCode).toBe(404);
    expect(start.json().error.message).toBe('This sign-in method is not available.');
  });
});
