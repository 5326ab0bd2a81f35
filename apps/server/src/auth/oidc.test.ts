import { MESSAGES } from '@dpms/shared/messages';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { allowedStudentId, signedInAs } from '../../test/factories/index.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import {
  CookieJar,
  completeProviderLogin,
  freePort,
  OIDC_USER,
  oidcEnv,
  startOidcProvider,
  startSignIn,
  type TestOidcProvider,
  signInThroughProvider as throughProvider,
} from '../../test/oidc-provider.ts';
import { account, user } from '../db/schema/index.ts';
import { OIDC_DISCOVERY_RETRY_MS } from './oidc.ts';

const PUBLIC_URL = 'http://localhost:3000';
const signInThroughProvider = (app: FastifyInstance, language?: 'en' | 'bn') =>
  throughProvider(app, PUBLIC_URL, language);

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

const me = (cookie: string) => ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });

describe('third-party sign-in through OpenID Connect', () => {
  it('is offered on the login screen when configured', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/auth-options' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ oidc: true, oidcLabel: 'Continue with university account' });
  });

  it('sends the browser to the provider with PKCE (S256), a state and a nonce', async () => {
    const { authorizeUrl } = await startSignIn(ctx.app);
    const url = new URL(authorizeUrl);
    expect(url.origin).toBe(idp.issuer);
    expect(url.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/api/auth/oauth2/callback/oidc`);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toBeTruthy();
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('scope')?.split(' ').sort()).toEqual(['email', 'openid', 'profile']);
  });

  it('signs a new person in as a student who must complete the profile, once', async () => {
    // The provider's profile also claims role admin, a student ID and a batch: all ignored.
    // The visitor had chosen Bangla: the new account keeps it.
    const { callback, cookie } = await signInThroughProvider(ctx.app, 'bn');
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/');

    const first = await me(cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      locale: 'bn',
      email: OIDC_USER.email,
      name: OIDC_USER.name,
      emailVerified: true,
      role: 'student',
      studentId: null,
      batch: null,
      profileComplete: false,
    });

    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/me/complete-profile',
      headers: { cookie },
      payload: { studentId: '9999999999999999', batch: '9th' },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error.message).toBe(MESSAGES.invalidStudentId);

    const studentId = await allowedStudentId(ctx.app);
    const completed = await ctx.app.inject({
      method: 'POST',
      url: '/api/me/complete-profile',
      headers: { cookie },
      payload: { studentId: ` ${studentId}  `, batch: '9th' },
    });
    expect(completed.statusCode).toBe(200);
    expect(completed.json()).toMatchObject({ studentId, batch: '9th', profileComplete: true });
    expect((await me(cookie)).json()).toMatchObject({ studentId, profileComplete: true });

    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/me/complete-profile',
      headers: { cookie },
      payload: { studentId: await allowedStudentId(ctx.app), batch: '10th' },
    });
    expect(again.statusCode).toBe(409);
    expect((await me(cookie)).json()).toMatchObject({ studentId, batch: '9th' });
  });

  it('signs the same person in again to the same account', async () => {
    const { cookie } = await signInThroughProvider(ctx.app);
    expect((await me(cookie)).json().email).toBe(OIDC_USER.email);
    const users = await ctx.database.db.select().from(user).where(eq(user.email, OIDC_USER.email));
    expect(users).toHaveLength(1);
    const links = await ctx.database.db.select().from(account).where(eq(account.userId, users[0]!.id));
    expect(links.map((l) => [l.providerId, l.accountId])).toEqual([['oidc', OIDC_USER.sub]]);

    // The provider did claim more than we took: role admin, a student ID, a batch.
    const discovery = (await (await fetch(`${idp.issuer}/.well-known/openid-configuration`)).json()) as {
      userinfo_endpoint: string;
    };
    const claims = await (
      await fetch(discovery.userinfo_endpoint, {
        headers: { authorization: `Bearer ${links[0]!.accessToken}` },
      })
    ).json();
    expect(claims).toMatchObject({ role: 'admin', studentId: OIDC_USER.studentId, batch: '12th' });
    expect(users[0]).toMatchObject({
      role: 'student',
      studentId: expect.not.stringMatching(OIDC_USER.studentId),
    });
  });

  it('refuses a callback whose state is not ours, sending the browser to the login page', async () => {
    const { authorizeUrl } = await startSignIn(ctx.app);
    const callbackUrl = await completeProviderLogin(authorizeUrl);
    // Played in a browser that never started this sign-in: no state cookie.
    const res = await ctx.app.inject({ method: 'GET', url: callbackUrl.slice(PUBLIC_URL.length) });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toMatch(/^http:\/\/localhost:3000\/login\?error=/);
    const cookies = new CookieJar();
    cookies.store(res.headers['set-cookie']);
    expect(cookies.header()).not.toContain('session_token');
  });

  it('lets a teacher or admin not complete a student profile', async () => {
    for (const role of ['teacher', 'admin'] as const) {
      const { cookie } = await signedInAs(ctx.app, role);
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/me/complete-profile',
        headers: { cookie },
        payload: { studentId: await allowedStudentId(ctx.app), batch: '9th' },
      });
      expect(res.statusCode).toBe(403);
    }
  });
});

describe('when the provider cannot be reached at start-up', () => {
  const clientSecret = 'a-secret-agreed-before-the-provider-runs';
  let port: number;
  let offline: TestContext;
  let late: TestOidcProvider | undefined;
  beforeAll(async () => {
    port = await freePort();
    offline = await createTestContext({
      OIDC_ISSUER: `http://127.0.0.1:${port}`,
      OIDC_CLIENT_ID: 'dpms-test',
      OIDC_CLIENT_SECRET: clientSecret,
      OIDC_LABEL: 'Sign in with UniID',
    });
  });
  afterAll(async () => {
    await offline?.close();
    await late?.close();
  });

  const authOptions = async () =>
    (await offline.app.inject({ method: 'GET', url: '/api/auth-options' })).json();
  /** An auth-options request made at the time `now` (only the clock moves; timers stay real). */
  async function authOptionsAt(now: number) {
    vi.useFakeTimers({ toFake: ['Date'], now });
    try {
      return await authOptions();
    } finally {
      vi.useRealTimers();
    }
  }

  it('hides the button and refuses the sign-in clearly', async () => {
    expect(await authOptions()).toEqual({ oidc: false, oidcLabel: 'Sign in with UniID' });
    const start = await offline.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/oauth2',
      payload: { providerId: 'oidc', callbackURL: '/' },
    });
    expect(start.statusCode).toBe(404);
    expect(start.json().error.message).toBe('This sign-in method is not available.');
  });

  it('tries again at most every 30 seconds, and offers it once the provider answers', async () => {
    const startedAt = Date.now();
    const hidden = { oidc: false, oidcLabel: 'Sign in with UniID' };
    // Still down half a minute later: that try fails too.
    expect(await authOptionsAt(startedAt + OIDC_DISCOVERY_RETRY_MS + 1000)).toEqual(hidden);

    late = await startOidcProvider(PUBLIC_URL, { port, clientSecret });
    // Up now, but the last try was only moments ago: not asked yet.
    expect(await authOptionsAt(startedAt + OIDC_DISCOVERY_RETRY_MS + 5000)).toEqual(hidden);
    expect(late.discoveryRequests()).toBe(0);

    expect(await authOptionsAt(startedAt + 2 * OIDC_DISCOVERY_RETRY_MS + 2000)).toEqual({
      ...hidden,
      oidc: true,
    });
    expect(late.discoveryRequests()).toBe(1);
    // Found for good: never asked again.
    expect(await authOptionsAt(startedAt + 5 * OIDC_DISCOVERY_RETRY_MS)).toMatchObject({ oidc: true });
    expect(await authOptions()).toMatchObject({ oidc: true });
    expect(late.discoveryRequests()).toBe(1);

    const { callback, cookie } = await signInThroughProvider(offline.app);
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/');
    const signedIn = await offline.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(signedIn.json()).toMatchObject({
      email: OIDC_USER.email,
      role: 'student',
      profileComplete: false,
    });
  });
});
