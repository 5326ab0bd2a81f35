import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, signedInAs, uniqueEmail } from '../../test/factories/index.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';

const TOO_MANY = /^Too many attempts\. Please wait \d+ seconds and try again\.$/;

let ctx: TestContext;
beforeAll(async () => {
  // One proxy hop is trusted, so each test can speak from an address of its own.
  ctx = await createTestContext({ RATE_LIMIT: 'true', TRUST_PROXY: '1' });
});
afterAll(() => ctx.close());

/** Requests as if from this address (the app trusts X-Forwarded-For from its proxy). */
const from = (ip: string) => ({ 'x-forwarded-for': ip });

function wrongSignIn(email: string, ip: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: from(ip),
    payload: { email, password: 'Not-The-Password-1' },
  });
}

describe('rate limits', () => {
  // Wrong passwords for one account are held by the failure guard: auth/sign-in-guard.test.ts.
  it('stops many sign-in attempts from one address across accounts', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push((await wrongSignIn(uniqueEmail('spray'), '10.2.0.1')).statusCode);
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect((await wrongSignIn(uniqueEmail('spray'), '10.2.0.2')).statusCode).toBe(401);
  });

  it('stops repeated registrations from one address', async () => {
    const register = (ip: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/register/student',
        headers: from(ip),
        payload: {
          studentId: '9999999999999999',
          name: 'Bulk Maker',
          batch: '10th',
          email: uniqueEmail('bulk'),
          password: PASSWORD,
          confirmPassword: PASSWORD,
        },
      });
    for (let i = 0; i < 10; i++) expect((await register('10.3.0.1')).statusCode).toBe(422);
    const blocked = await register('10.3.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toMatch(TOO_MANY);
    expect((await register('10.3.0.2')).statusCode).toBe(422);
  });

  it('stops repeated password-reset mails to one address, from any address', async () => {
    const { email } = await signedInAs(ctx.app, 'admin');
    const requestReset = (to: string, ip: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        headers: from(ip),
        payload: { email: to, redirectTo: '/reset-password' },
      });
    for (let i = 1; i <= 3; i++) expect((await requestReset(email, `10.4.0.${i}`)).statusCode).toBe(200);
    const blocked = await requestReset(email.toUpperCase(), '10.4.0.50');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toMatch(TOO_MANY);
    expect((await requestReset(uniqueEmail('other'), '10.4.0.51')).statusCode).toBe(200);
  });
});
