import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../test/factories/index.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';

type Who = 'anonymous' | 'student' | 'teacher' | 'admin';
/** `ok` means the role passes the guard (the route then answers on the merits: 200, 404, 409...). */
type Outcome = 'ok' | 401 | 403;

const boundary = 'dpmsmatrix';
const multipart = (field: string, content: string) => ({
  headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  payload: `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="f.txt"\r\nContent-Type: text/plain\r\n\r\n${content}\r\n--${boundary}--\r\n`,
});

const ADMIN_ONLY = { anonymous: 401, student: 403, teacher: 403, admin: 'ok' } as const;
const SIGNED_IN = { anonymous: 401, student: 'ok', teacher: 'ok', admin: 'ok' } as const;
const STUDENTS = { anonymous: 401, student: 'ok', teacher: 403, admin: 403 } as const;
const EVERYONE = { anonymous: 'ok', student: 'ok', teacher: 'ok', admin: 'ok' } as const;

const NO_ID = '00000000-0000-4000-8000-000000000000';

interface Rule {
  expected: Record<Who, Outcome>;
  /** The request path, when the template's `{param}`s should not simply become NO_ID. */
  url?: string;
  body?: object;
  multipart?: ReturnType<typeof multipart>;
}

/**
 * Who may call each route of the OpenAPI document, keyed `METHOD /path/{param}`. The test below
 * reads the document, so a route added without a rule here fails it (and so does a stale rule).
 */
const RULES: Record<string, Rule> = {
  'GET /api/health': { expected: EVERYONE },
  'GET /api/ready': { expected: EVERYONE },
  'GET /api/auth-options': { expected: EVERYONE },
  'GET /api/stats': { expected: EVERYONE },
  'GET /api/auth/{*}': { expected: EVERYONE, url: '/api/auth/reset-password/no-such-token' },
  'POST /api/auth/{*}': {
    expected: EVERYONE,
    url: '/api/auth/request-password-reset',
    body: { email: 'nobody@example.edu', redirectTo: '/reset-password' },
  },
  'POST /api/register/student': { expected: EVERYONE, body: {} },
  'POST /api/register/teacher': { expected: EVERYONE, body: {} },
  'POST /api/payments/sslcommerz/ipn': { expected: EVERYONE, body: {} },
  'GET /dev/mailbox': { expected: EVERYONE },
  'GET /dev/mailbox.json': { expected: EVERYONE },
  'GET /dev/mailbox/{id}': { expected: EVERYONE, url: '/dev/mailbox/no-such-mail' },

  'GET /api/session': { expected: EVERYONE },
  'GET /api/me/holdings': { expected: SIGNED_IN },
  'GET /api/me': { expected: SIGNED_IN },
  'PATCH /api/me': { expected: SIGNED_IN, body: {} },
  'POST /api/me/photo': { expected: SIGNED_IN, multipart: multipart('image', 'not an image') },
  'POST /api/uploads': { expected: SIGNED_IN, multipart: multipart('image', 'not an image') },
  'GET /api/me/sessions': { expected: SIGNED_IN },
  'POST /api/me/sessions/sign-out-others': { expected: SIGNED_IN },
  'POST /api/me/second-factor': { expected: SIGNED_IN, body: {} },
  'GET /api/me/payments': { expected: SIGNED_IN, url: '/api/me/payments?kind=tour' },
  'GET /api/me/pay-method': { expected: SIGNED_IN },
  'GET /api/me/plans': { expected: SIGNED_IN },
  'GET /api/me/payments/{id}/receipt.pdf': { expected: SIGNED_IN },
  'GET /api/me/payments/{id}/ticket': { expected: SIGNED_IN },
  'GET /api/me/reminders': { expected: SIGNED_IN },
  'PATCH /api/me/reminders': { expected: SIGNED_IN, body: {} },
  'GET /api/me/notices': { expected: SIGNED_IN },
  'GET /api/payments/{id}/status': { expected: SIGNED_IN, url: '/api/payments/DPMS-NO-SUCH/status' },

  'POST /api/me/complete-profile': {
    expected: STUDENTS,
    body: { studentId: '0000000000000000', batch: '9th' },
  },
  'POST /api/tours/{id}/quote': { expected: STUDENTS, body: { code: 'NO-SUCH-CODE' } },
  'POST /api/clubs/{id}/quote': { expected: STUDENTS, body: { code: 'NO-SUCH-CODE', plan: 'monthly' } },
  'GET /api/admin/discount-codes': { expected: ADMIN_ONLY },
  'POST /api/admin/discount-codes': {
    expected: ADMIN_ONLY,
    body: { code: 'MATRIX', kind: 'percent', percent: 10, scope: 'all', maxUses: 1, endsOn: '2020-01-01' },
  },
  'POST /api/admin/discount-codes/{id}/end': { expected: ADMIN_ONLY },
  'POST /api/admin/waivers': {
    expected: ADMIN_ONLY,
    body: {
      studentId: '2099000000000',
      kind: 'tour',
      itemId: '00000000-0000-4000-8000-000000000000',
      reason: 'Matrix test',
    },
  },
  'POST /api/tours/{id}/checkout': { expected: STUDENTS, body: { mobile: '01711111111', method: 'bkash' } },
  'POST /api/clubs/{id}/checkout': {
    expected: STUDENTS,
    body: { mobile: '01711111111', plan: 'monthly', method: 'nagad' },
  },
  'GET /api/tours/{id}/waiting-list/me': { expected: STUDENTS },
  'POST /api/tours/{id}/waiting-list': { expected: STUDENTS },
  'DELETE /api/tours/{id}/waiting-list': { expected: STUDENTS },
  'GET /api/admin/tours/{id}/waiting-list': { expected: ADMIN_ONLY },

  'GET /api/tours': { expected: EVERYONE },
  'GET /api/tours/{id}': { expected: EVERYONE },
  'GET /api/tours/{id}/calendar.ics': { expected: EVERYONE },
  'POST /api/tours': { expected: ADMIN_ONLY, body: {} },
  'PATCH /api/tours/{id}': { expected: ADMIN_ONLY, body: {} },
  'DELETE /api/tours/{id}': { expected: ADMIN_ONLY },
  'GET /api/clubs': { expected: EVERYONE },
  'GET /api/clubs/{id}': { expected: EVERYONE },
  'POST /api/clubs': { expected: ADMIN_ONLY, body: {} },
  'PATCH /api/clubs/{id}': { expected: ADMIN_ONLY, body: {} },
  'DELETE /api/clubs/{id}': { expected: ADMIN_ONLY },
  'GET /api/announcements': { expected: EVERYONE },
  'GET /api/announcements/{id}': { expected: EVERYONE },
  'POST /api/announcements': { expected: ADMIN_ONLY, body: {} },
  'PATCH /api/announcements/{id}': { expected: ADMIN_ONLY, body: {} },
  'DELETE /api/announcements/{id}': { expected: ADMIN_ONLY },

  'GET /api/admin/users': { expected: ADMIN_ONLY, url: '/api/admin/users?role=teacher' },
  'GET /api/admin/audit': { expected: ADMIN_ONLY, url: '/api/admin/audit?kind=payment' },
  'GET /api/admin/dashboard': { expected: ADMIN_ONLY, url: '/api/admin/dashboard' },
  'GET /api/admin/payments/waiting': { expected: ADMIN_ONLY, url: '/api/admin/payments/waiting' },
  'GET /api/admin/settlement': { expected: ADMIN_ONLY, url: '/api/admin/settlement?day=2026-11-25' },
  'GET /api/admin/settlement.csv': { expected: ADMIN_ONLY, url: '/api/admin/settlement.csv?day=2026-11-25' },
  'POST /api/admin/users/{id}/promote': { expected: ADMIN_ONLY },
  'DELETE /api/admin/users/{id}': { expected: ADMIN_ONLY },
  'GET /api/admin/student-ids': { expected: ADMIN_ONLY, url: '/api/admin/student-ids?q=2020' },
  'POST /api/admin/student-ids': { expected: ADMIN_ONLY, body: { studentIds: ['not valid!'] } },
  'POST /api/admin/student-ids/import': { expected: ADMIN_ONLY, multipart: multipart('file', 'not valid!') },
  'DELETE /api/admin/student-ids/{studentId}': {
    expected: ADMIN_ONLY,
    url: '/api/admin/student-ids/0000000000000000',
  },
  'GET /api/admin/payments': { expected: ADMIN_ONLY, url: '/api/admin/payments?kind=club' },
  'GET /api/admin/payments.csv': { expected: ADMIN_ONLY, url: '/api/admin/payments.csv?kind=club' },
  'GET /api/admin/payments/{id}': { expected: ADMIN_ONLY },
  'GET /api/admin/payments/{id}/receipt.pdf': { expected: ADMIN_ONLY },
  'POST /api/admin/payments/{id}/refund': { expected: ADMIN_ONLY, body: { reason: 'Event cancelled' } },
  'POST /api/admin/payments/{id}/accept': { expected: ADMIN_ONLY },
  'POST /api/admin/payments/{id}/check': { expected: ADMIN_ONLY },
  'POST /api/admin/tours/{id}/check-in': { expected: ADMIN_ONLY, body: { code: 'not-a-ticket' } },
  'GET /api/admin/tours/{id}/check-in-list': { expected: ADMIN_ONLY },
  'GET /api/admin/tours/{id}/attendees': { expected: ADMIN_ONLY },
  'GET /api/admin/tours/{id}/attendees.csv': { expected: ADMIN_ONLY },
  'POST /api/admin/payments/{id}/refund-reference': { expected: ADMIN_ONLY, body: { refundRefId: 'RF1' } },
};

let ctx: TestContext;
let documented: string[] = [];
const cookies: Record<Who, string | undefined> = {
  anonymous: undefined,
  student: undefined,
  teacher: undefined,
  admin: undefined,
};
beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.app.ready();
  const paths = (ctx.app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths;
  documented = Object.entries(paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
  );
  for (const role of ['student', 'teacher', 'admin'] as const)
    cookies[role] = (await signedInAs(ctx.app, role)).cookie;
});
afterAll(() => ctx.close());

describe('role matrix', () => {
  it('has a rule for every route of the OpenAPI document, and none for a route that is gone', () => {
    expect(documented.length).toBeGreaterThan(40);
    expect(documented.filter((route) => !(route in RULES))).toEqual([]);
    expect(Object.keys(RULES).filter((route) => !documented.includes(route))).toEqual([]);
  });

  const cases = Object.entries(RULES).flatMap(([route, rule]) =>
    (Object.keys(rule.expected) as Who[]).map((who) => ({ route, rule, who, outcome: rule.expected[who] })),
  );

  it.each(cases)('$route as $who: $outcome', async ({ route, rule, who, outcome }) => {
    const [method, template] = route.split(' ') as ['GET' | 'POST' | 'PATCH' | 'DELETE', string];
    const cookie = cookies[who];
    const res = await ctx.app.inject({
      method,
      url: rule.url ?? template.replace(/\{[^}]+\}/g, NO_ID),
      headers: { ...(cookie ? { cookie } : {}), ...(rule.multipart?.headers ?? {}) },
      ...(rule.multipart ? { payload: rule.multipart.payload } : rule.body ? { payload: rule.body } : {}),
    });
    if (outcome === 'ok') {
      expect([401, 403]).not.toContain(res.statusCode);
      expect(res.statusCode).toBeLessThan(500);
    } else {
      expect(res.statusCode).toBe(outcome);
      expect(res.json().error.code).toMatch(
        outcome === 401 ? /^UNAUTHORIZED$/ : /^(FORBIDDEN|NOT_A_STUDENT)$/,
      );
    }
  });
});
