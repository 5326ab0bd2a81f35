import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';

type Who = 'anonymous' | 'student' | 'teacher' | 'admin';
/** `ok` means the role passes the guard (the route then answers on the merits: 200, 404, 409...). */
type Outcome = 'ok' | 401 | 403;

const boundary = 'dpmsmatrix';
const multipart = (field: string, content: string) => ({
  headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  payload: `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="f.txt"\r\nContent-Type: text/plain\r\n\r\n${content}\r\n--${boundary}--\r\n`,
});

interface RouteCase {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: string;
  body?: object;
  multipart?: ReturnType<typeof multipart>;
  expected: Record<Who, Outcome>;
}

const ADMIN_ONLY = { anonymous: 401, student: 403, teacher: 403, admin: 'ok' } as const;
const SIGNED_IN = { anonymous: 401, student: 'ok', teacher: 'ok', admin: 'ok' } as const;
const STUDENTS = { anonymous: 401, student: 'ok', teacher: 403, admin: 403 } as const;
const EVERYONE = { anonymous: 'ok', student: 'ok', teacher: 'ok', admin: 'ok' } as const;

const NO_PAYMENT = '00000000-0000-4000-8000-000000000000';

/** Every route of accounts, roles and payment records, and who may call it. */
const ROUTES: RouteCase[] = [
  { method: 'GET', url: '/api/admin/users?role=teacher', expected: ADMIN_ONLY },
  { method: 'POST', url: '/api/admin/users/no-such-user/promote', expected: ADMIN_ONLY },
  { method: 'DELETE', url: '/api/admin/users/no-such-user', expected: ADMIN_ONLY },
  { method: 'GET', url: '/api/admin/student-ids?q=2020', expected: ADMIN_ONLY },
  {
    method: 'POST',
    url: '/api/admin/student-ids',
    body: { studentIds: ['not valid!'] },
    expected: ADMIN_ONLY,
  },
  {
    method: 'POST',
    url: '/api/admin/student-ids/import',
    multipart: multipart('file', 'not valid!'),
    expected: ADMIN_ONLY,
  },
  { method: 'DELETE', url: '/api/admin/student-ids/0000000000000000', expected: ADMIN_ONLY },
  { method: 'GET', url: '/api/me', expected: SIGNED_IN },
  { method: 'PATCH', url: '/api/me', body: {}, expected: SIGNED_IN },
  {
    method: 'POST',
    url: '/api/me/photo',
    multipart: multipart('image', 'not an image'),
    expected: SIGNED_IN,
  },
  {
    method: 'POST',
    url: '/api/me/complete-profile',
    body: { studentId: '0000000000000000', batch: '9th' },
    expected: STUDENTS,
  },
  { method: 'GET', url: '/api/auth-options', expected: EVERYONE },
  { method: 'GET', url: '/api/me/payments?kind=tour', expected: SIGNED_IN },
  { method: 'GET', url: `/api/me/payments/${NO_PAYMENT}/receipt.pdf`, expected: SIGNED_IN },
  { method: 'GET', url: '/api/admin/payments?kind=club', expected: ADMIN_ONLY },
  { method: 'GET', url: '/api/admin/payments.csv?kind=club', expected: ADMIN_ONLY },
  { method: 'GET', url: `/api/admin/payments/${NO_PAYMENT}`, expected: ADMIN_ONLY },
  { method: 'GET', url: `/api/admin/payments/${NO_PAYMENT}/receipt.pdf`, expected: ADMIN_ONLY },
  {
    method: 'POST',
    url: `/api/admin/payments/${NO_PAYMENT}/refund`,
    body: { reason: 'Event cancelled' },
    expected: ADMIN_ONLY,
  },
  { method: 'POST', url: `/api/admin/payments/${NO_PAYMENT}/accept`, expected: ADMIN_ONLY },
  {
    method: 'POST',
    url: `/api/admin/payments/${NO_PAYMENT}/refund-reference`,
    body: { refundRefId: 'RF1' },
    expected: ADMIN_ONLY,
  },
];

let ctx: TestContext;
const cookies: Record<Who, string | undefined> = {
  anonymous: undefined,
  student: undefined,
  teacher: undefined,
  admin: undefined,
};
beforeAll(async () => {
  ctx = await createTestContext();
  for (const role of ['student', 'teacher', 'admin'] as const)
    cookies[role] = (await signedInAs(ctx.app, role)).cookie;
});
afterAll(() => ctx.close());

describe('role matrix', () => {
  const cases = ROUTES.flatMap((route) =>
    (Object.keys(route.expected) as Who[]).map((who) => ({ ...route, who, outcome: route.expected[who] })),
  );

  it.each(cases)(
    '$method $url as $who: $outcome',
    async ({ method, url, body, multipart: form, who, outcome }) => {
      const cookie = cookies[who];
      const res = await ctx.app.inject({
        method,
        url,
        headers: { ...(cookie ? { cookie } : {}), ...(form?.headers ?? {}) },
        ...(form ? { payload: form.payload } : body ? { payload: body } : {}),
      });
      if (outcome === 'ok') {
        expect([401, 403]).not.toContain(res.statusCode);
        expect(res.statusCode).toBeLessThan(500);
      } else {
        expect(res.statusCode).toBe(outcome);
        expect(res.json().error.code).toBe(outcome === 401 ? 'UNAUTHORIZED' : 'FORBIDDEN');
      }
    },
  );
});
