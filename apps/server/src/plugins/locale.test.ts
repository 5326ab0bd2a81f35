import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, signedInAs, uniqueEmail } from '../../test/factories/index.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const MISSING_TOUR = '/api/tours/00000000-0000-4000-8000-000000000000';
const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

describe('error messages in the request language', () => {
  it('answers in Bangla for Accept-Language: bn, and exactly as before in English', async () => {
    const bangla = await get(MISSING_TOUR, { 'accept-language': 'bn' });
    expect(bangla.statusCode).toBe(404);
    expect(bangla.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'এই ইভেন্টটি নেই।' } });
    expect(bangla.headers.vary).toMatch(/accept-language/i);

    for (const headers of [{ 'accept-language': 'en' }, {}, { 'accept-language': 'fr-FR,fr' }] as Record<
      string,
      string
    >[]) {
      const english = await get(MISSING_TOUR, headers);
      expect(english.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'This event does not exist.' } });
    }
  });

  it("falls back to the visitor's cookie when the header names neither language", async () => {
    const res = await get('/api/me', { cookie: 'dpms_lang=bn', 'accept-language': 'de' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('চালিয়ে যেতে অনুগ্রহ করে লগইন করুন।');
    // The header the web sends wins over the cookie.
    const english = await get('/api/me', { cookie: 'dpms_lang=bn', 'accept-language': 'en' });
    expect(english.json().error.message).toBe('Please sign in to continue.');
  });

  it('translates validation messages and each field message, keeping the field names', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/register/teacher',
      headers: { 'accept-language': 'bn' },
      payload: { teacherId: 'abc', name: 'Rahim', email: 'not-an-address', password: 'short' },
    });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.fields).toMatchObject({
      teacherId: 'শিক্ষক আইডিতে কেবল অঙ্ক থাকবে',
      email: 'অনুগ্রহ করে একটি সঠিক ই-মেইল ঠিকানা দিন',
      password: 'পাসওয়ার্ড কমপক্ষে ৮ অক্ষরের হতে হবে',
    });
    expect(error.message).toMatch(/^\w+: [\u0980-\u09FF]/);
  });

  it("never shows zod's English wording to a Bangla reader", async () => {
    const { cookie } = await signedInAs(ctx.app, 'student');
    const tooLong = (headers: Record<string, string>) =>
      ctx.app.inject({
        method: 'PATCH',
        url: '/api/me',
        headers: { cookie, ...headers },
        payload: { phone: '0'.repeat(25) },
      });
    const bangla = await tooLong({ 'accept-language': 'bn' });
    expect(bangla.statusCode).toBe(400);
    expect(bangla.json().error.fields.phone).toBe('এই মানটি সঠিক নয়।');
    expect((await tooLong({})).json().error.fields.phone).toMatch(/^Too big/);
  });

  it("translates the sign-in service's answers too", async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'accept-language': 'bn' },
      payload: { email: uniqueEmail(), password: PASSWORD },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('ই-মেইল বা পাসওয়ার্ড সঠিক নয়।');
  });

  it('translates an unknown endpoint and values carried in a message', async () => {
    const res = await get('/api/nowhere', { 'accept-language': 'bn' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('এমন কোনো ঠিকানা নেই: GET /api/nowhere');
  });
});
