import { randomBytes } from 'node:crypto';
import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { TOTP_PERIOD_SECONDS } from '../../src/auth/session-factors.ts';
import { createVerifiedAccount } from '../../src/auth/verified-accounts.ts';
import { mailOutbox, user } from '../../src/db/schema/index.ts';
import { DEMO_ADMIN, DEMO_ADMIN_TOTP_SECRET } from '../../src/demo/seed.ts';
import { importStudentIds } from '../../src/modules/student-ids/allow-list.ts';
import { createTestContext, type TestContext } from '../harness.ts';

export const PASSWORD = 'Correct-Horse-9';

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}.${randomBytes(4).toString('hex')}@example.edu`;
}

export function uniqueStudentId(): string {
  return `2020${String(Math.floor(Math.random() * 1e12)).padStart(12, '0')}`;
}

/** An allow-listed student ID nobody uses yet. */
export async function allowedStudentId(app: FastifyInstance): Promise<string> {
  const id = uniqueStudentId();
  await importStudentIds(app.database.db, [id]);
  return id;
}

/** A verified user of the given role, signed in: returns the session cookie to send. */
export async function signedInAs(app: FastifyInstance, role: 'student' | 'teacher' | 'admin') {
  const email = uniqueEmail(role);
  const id = await createVerifiedAccount(app, {
    email,
    password: PASSWORD,
    name: `Test ${role}`,
    role,
    studentId: role === 'student' ? uniqueStudentId() : null,
    teacherId: role === 'student' ? null : String(Math.floor(Math.random() * 1e8)),
    batch: role === 'student' ? '10th' : null,
  });
  const cookie = await signIn(app, email, PASSWORD);
  return { id, email, cookie };
}

/** The student ID a signed-in student registered with. */
export async function studentIdOf(app: FastifyInstance, who: { id: string }): Promise<string> {
  const [row] = await app.database.db
    .select({ studentId: user.studentId })
    .from(user)
    .where(eq(user.id, who.id));
  return row!.studentId!;
}

/** A signed-in account, as signedInAs answers it. */
export type SignedIn = Awaited<ReturnType<typeof signedInAs>>;
type Role = Parameters<typeof signedInAs>[1];

/**
 * A fresh app for one test file (createTestContext), with one signed-in account for each role
 * asked for, made in that order: `({ ctx, admin } = await appWith('admin'))`.
 */
export async function appWith<R extends Role>(
  ...roles: R[]
): Promise<{ ctx: TestContext } & Record<R, SignedIn>> {
  const ctx = await createTestContext();
  const people = {} as Record<R, SignedIn>;
  for (const role of roles) people[role] = await signedInAs(ctx.app, role);
  return { ctx, ...people };
}

/** `n` new students, signed in. */
export function studentsSignedIn(app: FastifyInstance, n: number): Promise<SignedIn[]> {
  return Promise.all(Array.from({ length: n }, () => signedInAs(app, 'student')));
}

/**
 * Signs in the demo admin the seed made, with the password and a code from the authenticator
 * secret README publishes, through the real endpoints; answers the session cookie.
 */
export async function signInDemoAdmin(app: FastifyInstance): Promise<string> {
  const step = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
  });
  expect(step.json()).toMatchObject({ twoFactorRedirect: true });
  const verified = await app.inject({
    method: 'POST',
    url: '/api/auth/two-factor/verify-totp',
    headers: { cookie: cookieHeader(step.headers['set-cookie']) },
    payload: { code: await nextTotpCode(DEMO_ADMIN_TOTP_SECRET) },
  });
  expect(verified.statusCode).toBe(200);
  return cookieHeader(verified.headers['set-cookie']);
}

/** The authenticator of each account whose two-factor sign-in a test set up (by e-mail): its secret and step. */
const totpSecrets = new Map<string, { secret: string; period: number }>();

/** A code the authenticator app of this account shows, of a time step not used yet (nextTotpCode). */
export async function totpCodeFor(email: string): Promise<string> {
  const known = totpSecrets.get(email.toLowerCase());
  if (!known) throw new Error(`no two-factor secret known for ${email}`);
  return nextTotpCode(known.secret, known.period);
}

/** The last time step this test process took a code of, per secret. */
const lastStepOf = new Map<string, number>();

/**
 * A code for this secret, as a person reading the authenticator app would give it: the server
 * takes each 30-second step once (RFC 6238 §5.2), and accepts the step before and after the
 * current one, so a second code within one step is the next step's, and a third waits for time
 * to pass.
 */
export async function nextTotpCode(secret: string, period = TOTP_PERIOD_SECONDS): Promise<string> {
  for (;;) {
    const current = Math.floor(Date.now() / 1000 / period);
    const step = Math.max(current, (lastStepOf.get(secret) ?? current - 1) + 1);
    if (step <= current + 1) {
      lastStepOf.set(secret, step);
      return createOTP(secret, { period }).hotp(step);
    }
    await new Promise((resolve) => setTimeout(resolve, (step - 1) * period * 1000 - Date.now() + 50));
  }
}

/**
 * Signs in through the real auth endpoints; returns the Cookie header value. An account with
 * two-factor sign-in answers the code its test set up; an admin without it sets it up first
 * (the admin pages require it), exactly as the setup page does.
 */
export async function signIn(app: FastifyInstance, email: string, password: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  let cookie = cookieHeader(res.headers['set-cookie']);
  if ((res.json() as { twoFactorRedirect?: boolean }).twoFactorRedirect) {
    cookie = await verifyTotp(app, cookie, await totpCodeFor(email));
  }
  const [row] = await app.database.db.select().from(user).where(eq(user.email, email.toLowerCase()));
  if (row?.role === 'admin' && !row.twoFactorEnabled)
    cookie = await enableTwoFactor(app, cookie, email, password);
  return cookie;
}

/** Sets up two-factor sign-in for the signed-in `cookie`; answers the session cookie it ends with. */
export async function enableTwoFactor(app: FastifyInstance, cookie: string, email: string, password: string) {
  const enabled = await app.inject({
    method: 'POST',
    url: '/api/auth/two-factor/enable',
    headers: { cookie },
    payload: { password },
  });
  if (enabled.statusCode !== 200)
    throw new Error(`two-factor setup failed: ${enabled.statusCode} ${enabled.body}`);
  const { totpURI } = enabled.json() as { totpURI: string };
  // As an authenticator app does: the step comes with the secret (30 s unless the address says).
  const secret = secretOf(totpURI);
  const period = Number(new URL(totpURI).searchParams.get('period') ?? TOTP_PERIOD_SECONDS);
  totpSecrets.set(email.toLowerCase(), { secret, period });
  return verifyTotp(app, cookie, await nextTotpCode(secret, period));
}

/** The secret an authenticator app reads from an otpauth:// URI (base32 there, raw for createOTP). */
export function secretOf(totpURI: string): string {
  const encoded = new URL(totpURI).searchParams.get('secret') ?? '';
  return new TextDecoder().decode(base32.decode(encoded));
}

async function verifyTotp(app: FastifyInstance, cookie: string, code: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/two-factor/verify-totp',
    headers: { cookie },
    payload: { code },
  });
  if (res.statusCode !== 200) throw new Error(`two-factor code refused: ${res.statusCode} ${res.body}`);
  const next = cookieHeader(res.headers['set-cookie']);
  return mergeCookies(cookie, next);
}

/** The cookies of `before`, updated by those set in `after`. */
function mergeCookies(before: string, after: string): string {
  const jar = new Map<string, string>();
  for (const pair of [...before.split('; '), ...after.split('; ')]) {
    const [name, ...value] = pair.split('=');
    if (name) jar.set(name, value.join('='));
  }
  return [...jar]
    .filter(([, v]) => v !== '')
    .map(([n, v]) => `${n}=${v}`)
    .join('; ');
}

export function cookieHeader(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
}

/** The newest queued mail to this address, with the first link found in its text. */
export async function lastMailTo(app: FastifyInstance, to: string) {
  const [mail] = await app.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  if (!mail) return undefined;
  const link = mail.text.match(/https?:\/\/\S+/)?.[0];
  return { ...mail, link };
}
