import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../test/factories/index.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { AUTH_ENDPOINTS } from './endpoints.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** Every path better-auth mounts, with its plugins, as `/name` (path parameters as `:x`). */
function mountedPaths(): string[] {
  const endpoints = Object.values(ctx.app.auth.api) as unknown as { path?: string }[];
  return [...new Set(endpoints.map((e) => e.path).filter((p): p is string => typeof p === 'string'))].sort();
}

/** A concrete request path for a mounted path: `:token` becomes a made-up value. */
const concrete = (path: string) => path.replace(/:(\w+)/g, 'x1');

/** The endpoints DPMS uses; a new one must be added here, and to endpoints.ts, on purpose. */
const EXPECTED_REACHABLE = [
  'GET /reset-password/x1',
  'GET /verify-email',
  'POST /change-password',
  'POST /request-password-reset',
  'POST /reset-password',
  'POST /revoke-sessions',
  'POST /send-verification-email',
  'POST /sign-in/email',
  'POST /sign-out',
  'POST /two-factor/enable',
  'POST /two-factor/generate-backup-codes',
  'POST /two-factor/verify-backup-code',
  'POST /two-factor/verify-totp',
];

describe('the auth endpoints that answer', () => {
  it('are only the ones DPMS uses: every other better-auth endpoint answers 404', async () => {
    const { cookie } = await signedInAs(ctx.app, 'admin');
    const paths = mountedPaths();
    // The probe must see better-auth's whole table, not an empty list.
    expect(paths).toEqual(expect.arrayContaining(['/update-user', '/sign-in/email', '/list-sessions']));
    const reachable: string[] = [];
    for (const path of paths) {
      for (const method of ['GET', 'POST'] as const) {
        const res = await ctx.app.inject({
          method,
          url: `/api/auth${concrete(path)}`,
          headers: { cookie },
          ...(method === 'POST' ? { payload: {} } : {}),
        });
        if (res.statusCode !== 404) reachable.push(`${method} ${concrete(path)}`);
        else expect(res.json().error.code).toBe('NOT_FOUND');
      }
    }
    expect(reachable.sort()).toEqual(EXPECTED_REACHABLE);
  });

  it('answer 404 to update-user, so a profile changes only through PATCH /api/me', async () => {
    const { cookie } = await signedInAs(ctx.app, 'student');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers: { cookie },
      payload: {
        name: `=HYPERLINK("http://evil.example","${'x'.repeat(280)}")`,
        image: 'https://evil.example/x.png',
      },
    });
    expect(res.statusCode).toBe(404);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.json().name).toBe('Test student');
    expect(me.json().image ?? null).toBeNull();
  });

  it('are each listed once in endpoints.ts', () => {
    const patterns = AUTH_ENDPOINTS.map((e) => e.pattern.source);
    expect(new Set(patterns).size).toBe(patterns.length);
  });
});
