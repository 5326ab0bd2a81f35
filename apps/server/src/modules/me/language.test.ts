import { toBengaliDigits } from '@dpms/shared/digits';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allowedStudentId,
  lastMailTo,
  PASSWORD,
  signedInAs,
  uniqueEmail,
} from '../../../test/factories/index.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { user } from '../../db/schema/index.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

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

const register = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/register/student', payload: body, headers });

const localeOf = async (email: string) =>
  (await ctx.database.db.select({ locale: user.locale }).from(user).where(eq(user.email, email)))[0]?.locale;

describe("a user's language", () => {
  it('is English for an existing account, and PATCH /api/me { locale } keeps the choice', async () => {
    const student = await signedInAs(ctx.app, 'student');
    const me = () => ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: student.cookie } });
    expect((await me()).json().locale).toBe('en');

    const patched = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: { cookie: student.cookie },
      payload: { locale: 'bn' },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().locale).toBe('bn');
    expect((await me()).json().locale).toBe('bn');
    const session = await ctx.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie: student.cookie },
    });
    expect(session.json().user.locale).toBe('bn');
    expect(await localeOf(student.email)).toBe('bn');
  });

  it('refuses a language DPMS does not have', async () => {
    const student = await signedInAs(ctx.app, 'student');
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: { cookie: student.cookie },
      payload: { locale: 'fr' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('locale');
    expect(await localeOf(student.email)).toBe('en');
  });

  it('starts as the language of the registration, whose verification mail is in it', async () => {
    const body = await studentBody();
    const res = await register(body, { 'accept-language': 'bn' });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('নিবন্ধন সম্পন্ন হয়েছে। যাচাইয়ের জন্য অনুগ্রহ করে আপনার ই-মেইল দেখুন।');
    expect(await localeOf(body.email)).toBe('bn');

    const mail = await lastMailTo(ctx.app, body.email);
    expect(mail?.subject).toBe('আপনার DPMS ই-মেইল ঠিকানা যাচাই করুন');
    expect(mail?.text).toContain('প্রিয় Nusrat Jahan,');
    expect(mail?.html).toContain('<html lang="bn">');
    expect(mail?.link).toMatch(/^http:\/\/localhost:3000\/api\/auth\/verify-email\?token=/);
  });

  it("takes a visitor's chosen language (the cookie) over the browser's, and English otherwise", async () => {
    const chosen = await studentBody();
    await register(chosen, { 'accept-language': 'en-US,en;q=0.9', cookie: 'dpms_lang=bn' });
    expect(await localeOf(chosen.email)).toBe('bn');

    const plain = await studentBody();
    const res = await register(plain);
    expect(res.json().message).toBe('Registration successful. Please check your email for verification.');
    expect(await localeOf(plain.email)).toBe('en');
    expect((await lastMailTo(ctx.app, plain.email))?.subject).toBe('Verify your DPMS e-mail address');

    const teacher = uniqueEmail('teacher');
    await ctx.app.inject({
      method: 'POST',
      url: '/api/register/teacher',
      headers: { 'accept-language': 'bn-BD,bn;q=0.9,en;q=0.5' },
      payload: {
        teacherId: toBengaliDigits('4711'),
        name: 'Rahim Uddin',
        email: teacher,
        password: PASSWORD,
      },
    });
    expect(await localeOf(teacher)).toBe('bn');
    const [row] = await ctx.database.db.select().from(user).where(eq(user.email, teacher));
    expect(row?.teacherId).toBe('4711');
  });

  it('stores a student ID typed in Bengali digits as ASCII digits', async () => {
    const body = await studentBody();
    const res = await register({ ...body, studentId: toBengaliDigits(body.studentId) });
    expect(res.statusCode).toBe(201);
    const [row] = await ctx.database.db.select().from(user).where(eq(user.email, body.email));
    expect(row?.studentId).toBe(body.studentId);
  });

  it("writes the password reset mail in the account's language, whatever the request's", async () => {
    const student = await signedInAs(ctx.app, 'student');
    await ctx.database.db.update(user).set({ locale: 'bn' }).where(eq(user.email, student.email));
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: { 'accept-language': 'en' },
      payload: { email: student.email, redirectTo: '/reset-password' },
    });
    expect(res.statusCode).toBe(200);
    const mail = await lastMailTo(ctx.app, student.email);
    expect(mail?.subject).toBe('আপনার DPMS পাসওয়ার্ড রিসেট করুন');
    expect(mail?.text).toContain('লিংকটি ১ ঘণ্টা কার্যকর থাকবে');
  });
});
