import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, signedInAs, signIn, uniqueEmail } from '../../test/factories/index.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { signInFailure } from '../db/schema/index.ts';
import { COMMON_PASSWORD_MESSAGE } from './password-policy.ts';
import { createVerifiedAccount } from './verified-accounts.ts';

let ctx: TestContext;
let port: number;
beforeAll(async () => {
  // One proxy hop is trusted, so each test can speak from an address of its own.
  ctx = await createTestContext({ RATE_LIMIT: 'true', TRUST_PROXY: '1' });
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  port = (ctx.app.server.address() as AddressInfo).port;
});
afterAll(() => ctx.close());

const HELD = /^Too many wrong passwords\. Please wait \d+ seconds and try again, or reset your password\.$/;
const SPELLINGS = [
  '/api/auth/sign-in/email',
  '/api/auth/sign-in/./email',
  '/api/auth/sign-in/%2e/email',
  '/api/auth/sign-in/email#x',
];

interface Answer {
  statusCode: number;
  headers: http.IncomingHttpHeaders;
  json(): { error: { code: string; message: string } };
}

/**
 * Posts a sign-in over a real socket, with the path exactly as written: app.inject (like any
 * WHATWG URL parser) would resolve `/./` and `%2e` before the server saw them.
 */
function signInAt(pathAsWritten: string, email: string, password: string, ip: string): Promise<Answer> {
  const body = JSON.stringify({ email, password });
  const headers = {
    'content-type': 'application/json',
    'x-forwarded-for': ip,
    'content-length': Buffer.byteLength(body),
  };
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, method: 'POST', path: pathAsWritten, headers },
      (res) => {
        let text = '';
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () =>
          resolve({ statusCode: res.statusCode ?? 0, headers: res.headers, json: () => JSON.parse(text) }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function account() {
  const email = uniqueEmail('guarded');
  await createVerifiedAccount(ctx.app, { email, password: PASSWORD, name: 'Guarded', role: 'admin' });
  return email;
}

/** Ends every hold now, as if the wait had passed (failure counts stay). */
const endHolds = () =>
  ctx.database.db.update(signInFailure).set({ heldUntil: sql`now() - interval '1 second'` });

describe('failed passwords', () => {
  it('counts 20 wrong passwords spread over four spellings of the path together', async () => {
    const email = await account();
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++)
      statuses.push((await signInAt(SPELLINGS[i % 4]!, email, 'Wrong-Pass-000', '10.20.0.1')).statusCode);
    // Only the canonical spelling reaches a password check (the others are refused as written),
    // and only 5 of its passwords are checked before the hold.
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 400)).toHaveLength(15);
    expect(statuses.filter((s) => s === 200)).toHaveLength(0);
    const next = await signInAt(SPELLINGS[0]!, email, 'Wrong-Pass-000', '10.20.0.1');
    expect(next.statusCode).toBe(429);
    expect(next.json().error).toMatchObject({
      code: 'TOO_MANY_FAILED_ATTEMPTS',
      message: expect.stringMatching(HELD),
    });
    expect(Number(next.headers['retry-after'])).toBeGreaterThanOrEqual(29);
  });

  it('refuses the right password on every spelling while the account is held', async () => {
    const email = await account();
    for (let i = 0; i < 5; i++) await signInAt(SPELLINGS[0]!, email, 'Wrong-Pass-000', '10.21.0.1');
    for (const url of SPELLINGS) {
      const right = await signInAt(url, email, PASSWORD, '10.21.0.1');
      expect(right.statusCode).not.toBe(200);
      expect(right.headers['set-cookie']).toBeUndefined();
      expect([400, 429]).toContain(right.statusCode);
    }
  });

  it('makes each hold longer than the last, and a right password clears them', async () => {
    const email = await account();
    const wrong = () => signInAt(SPELLINGS[0]!, email, 'Wrong-Pass-000', '10.22.0.1');
    for (let i = 0; i < 5; i++) expect((await wrong()).statusCode).toBe(401);
    const first = Number((await wrong()).headers['retry-after']);
    await endHolds();
    expect((await wrong()).statusCode).toBe(401);
    const second = Number((await wrong()).headers['retry-after']);
    expect(first).toBeGreaterThanOrEqual(29);
    expect(second).toBeGreaterThan(first + 20);
    await endHolds();
    expect((await signInAt(SPELLINGS[0]!, email, PASSWORD, '10.22.0.1')).statusCode).toBe(200);
    // Cleared: five more wrong passwords are needed before the next hold.
    for (let i = 0; i < 4; i++) expect((await wrong()).statusCode).toBe(401);
  });

  it("does not keep the owner out over a stranger's wrong passwords from elsewhere", async () => {
    const email = await account();
    for (let i = 0; i < 8; i++) await signInAt(SPELLINGS[0]!, email, 'Wrong-Pass-000', '10.23.0.66');
    expect((await signInAt(SPELLINGS[0]!, email, 'Wrong-Pass-000', '10.23.0.66')).statusCode).toBe(429);
    // The owner, at home, signs in at once.
    expect((await signInAt(SPELLINGS[0]!, email, PASSWORD, '10.23.0.1')).statusCode).toBe(200);
  });

  it('holds an account guessed at from many addresses after 20 failures, for every address', async () => {
    const email = await account();
    for (let i = 1; i <= 20; i++)
      expect((await signInAt(SPELLINGS[0]!, email, 'Wrong-Pass-000', `10.24.1.${i}`)).statusCode).toBe(401);
    expect((await signInAt(SPELLINGS[0]!, email, PASSWORD, '10.24.2.1')).statusCode).toBe(429);
    // Someone else signing in is not held up.
    const other = await signedInAs(ctx.app, 'teacher');
    expect(other.cookie).toContain('session_token');
  });

  it('holds a session guessing its current password at /change-password', async () => {
    const student = await signedInAs(ctx.app, 'student');
    const change = (currentPassword: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: { cookie: student.cookie, 'x-forwarded-for': '10.25.0.1' },
        payload: { currentPassword, newPassword: 'Another-Pass-77' },
      });
    for (let i = 0; i < 5; i++) expect((await change('Wrong-Pass-000')).statusCode).toBe(400);
    const held = await change(PASSWORD);
    expect(held.statusCode).toBe(429);
    expect(held.json().error.code).toBe('TOO_MANY_FAILED_ATTEMPTS');
    // The password is unchanged.
    expect(await signIn(ctx.app, student.email, PASSWORD)).toContain('session_token');
  });
});

describe('common passwords', () => {
  it('are refused when registering, resetting and changing a password', async () => {
    const registration = await ctx.app.inject({
      method: 'POST',
      url: '/api/register/teacher',
      payload: {
        teacherId: '4242',
        name: 'Common',
        email: uniqueEmail('common'),
        password: 'password123',
        confirmPassword: 'password123',
      },
    });
    expect(registration.statusCode).toBe(400);
    expect(registration.json().error).toMatchObject({
      code: 'COMMON_PASSWORD',
      fields: { password: COMMON_PASSWORD_MESSAGE },
    });

    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: 'whatever', newPassword: 'Iloveyou1' },
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().error.code).toBe('COMMON_PASSWORD');

    const student = await signedInAs(ctx.app, 'student');
    const change = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie: student.cookie },
      payload: { currentPassword: PASSWORD, newPassword: 'qwertyuiop' },
    });
    expect(change.statusCode).toBe(400);
    expect(change.json().error.code).toBe('COMMON_PASSWORD');
    expect(await signIn(ctx.app, student.email, PASSWORD)).toContain('session_token');
  });

  it('keeps the failure table free of e-mail addresses', async () => {
    const email = await account();
    await signInAt(SPELLINGS[0]!, email, 'Wrong-Pass-000', '10.26.0.1');
    const rows = await ctx.database.db.select().from(signInFailure).where(eq(signInFailure.failures, 1));
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain(email);
  });
});
