import { AUDIT_PAGE_SIZE, type AuditPage } from '@dpms/shared/schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  appWith,
  createTour,
  paymentRow,
  type SignedIn,
  startTourPayment,
} from '../../../test/factories/index.ts';
import type { TestContext } from '../../../test/harness.ts';
import { auditLog } from '../../db/schema/index.ts';
import { postCallback, sandboxOf } from '../../gateway/testing.ts';
import { dhakaToday } from '../../lib/dhaka-date.ts';

let ctx: TestContext;
let student: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  ({ ctx, student, admin } = await appWith('student', 'admin'));
});
afterAll(() => ctx.close());
beforeEach(() => sandboxOf(ctx.app).reset());

const db = () => ctx.database.db;

/** The database's own words when it refuses a statement (the driver's error wraps them). */
async function refusalOf(statement: Promise<unknown>): Promise<string> {
  try {
    await statement;
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return cause?.message ?? (error as Error).message;
  }
  return 'the database accepted it';
}

async function trail(query: Record<string, string | number> = {}, cookie = admin.cookie) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/admin/audit',
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: { cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AuditPage>();
}

/** A tour payment the student paid (confirmed by the browser's return), then refunded by the admin. */
async function paidThenRefunded() {
  const tour = await createTour(ctx.app);
  const { tranId, sessionKey } = await startTourPayment(ctx.app, tour.id, student.cookie);
  sandboxOf(ctx.app).setFaults({ dropIpn: true });
  await postCallback(ctx.app, '/api/payments/sslcommerz/success', sandboxOf(ctx.app).pay(sessionKey));
  const row = await paymentRow(ctx.app, tranId);
  expect(row.status).toBe('paid');
  const refund = await ctx.app.inject({
    method: 'POST',
    url: `/api/admin/payments/${row.id}/refund`,
    headers: { cookie: admin.cookie },
    payload: { reason: 'The event was cancelled' },
  });
  expect(refund.statusCode, refund.body).toBeLessThan(300);
  return paymentRow(ctx.app, tranId);
}

describe('the audit trail', () => {
  it("shows a payment's every status change with the gateway's evidence, and who made it", async () => {
    const row = await paidThenRefunded();
    const { items } = await trail({ target: row.tranId });
    const statuses = items.filter((e) => e.action === 'payment.status').reverse();
    expect(statuses.map((e) => [e.details?.before, e.details?.after])).toEqual([
      ['pending', 'paid'],
      ['paid', 'refund_pending'],
      ...(row.status === 'refunded' ? [['refund_pending', 'refunded']] : []),
    ]);
    // The gateway confirmed it: no person did, and the evidence is the gateway's.
    expect(statuses[0]).toMatchObject({
      actorEmail: null,
      targetType: 'payment',
      targetId: row.id,
      details: {
        tranId: row.tranId,
        valId: row.valId,
        bankTranId: row.bankTranId,
        amountPoisha: row.amountPoisha,
      },
    });
    // The refund request was the admin's, on the status entry and on the action's own.
    expect(statuses[1]!.actorEmail).toBe(admin.email);
    expect(items.find((e) => e.action === 'payment.refund_request')).toMatchObject({
      actorEmail: admin.email,
      details: { reason: 'The event was cancelled' },
    });
  });

  it('cannot be changed or removed, not even by the database owner through the application', async () => {
    await paidThenRefunded();
    const before = await db().select().from(auditLog);
    expect(before.length).toBeGreaterThan(0);
    for (const statement of [
      sql`update audit_log set action = 'nothing happened'`,
      sql`delete from audit_log`,
      sql`truncate audit_log`,
    ]) {
      expect(await refusalOf(db().execute(statement))).toMatch(/append-only/);
    }
    expect(await db().select().from(auditLog)).toEqual(before);
  });

  it('filters by person, kind, record and Dhaka date, and pages newest first', async () => {
    const row = await paidThenRefunded();
    const byAdmin = await trail({ actor: admin.email.slice(0, 12) });
    expect(byAdmin.items.length).toBeGreaterThan(0);
    expect(byAdmin.items.every((e) => e.actorEmail === admin.email)).toBe(true);

    const bySystem = await trail({ actor: 'system' });
    expect(bySystem.items.length).toBeGreaterThan(0);
    expect(bySystem.items.every((e) => e.actorEmail === null)).toBe(true);

    const payments = await trail({ kind: 'payment' });
    expect(payments.items.every((e) => e.action.startsWith('payment.'))).toBe(true);
    const tours = await trail({ kind: 'tour' });
    expect(tours.items.every((e) => e.action.startsWith('tour.'))).toBe(true);

    // The allow-list's actions are written student-ids.add and student-id.delete.
    const added = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/student-ids',
      headers: { cookie: admin.cookie },
      payload: { studentIds: ['2099000001'] },
    });
    expect(added.statusCode, added.body).toBeLessThan(300);
    const allowList = await trail({ kind: 'student_id' });
    expect(allowList.items.map((e) => e.action)).toContain('student-ids.add');
    expect(allowList.items.every((e) => /^student-ids?\./.test(e.action))).toBe(true);

    const byId = await trail({ target: row.id });
    expect(byId.items.length).toBeGreaterThan(0);
    expect(byId.items.every((e) => e.targetId === row.id)).toBe(true);

    const today = dhakaToday();
    expect((await trail({ target: row.tranId, from: today, to: today })).items.length).toBe(
      byId.items.length,
    );
    const yesterday = dhakaToday(new Date(Date.now() - 86_400_000));
    expect((await trail({ target: row.tranId, to: yesterday })).items).toEqual([]);

    // Enough entries for two pages; the second goes on where the first stopped, nothing twice.
    while ((await db().select({ id: auditLog.id }).from(auditLog)).length <= AUDIT_PAGE_SIZE) {
      await paidThenRefunded();
    }
    const first = await trail();
    expect(first.items).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.nextBefore).not.toBeNull();
    const second = await trail({ before: first.nextBefore! });
    const ids = [...first.items, ...second.items].map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('is for admins only', async () => {
    const asStudent = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/audit',
      headers: { cookie: student.cookie },
    });
    expect(asStudent.statusCode).toBe(403);
    const asVisitor = await ctx.app.inject({ method: 'GET', url: '/api/admin/audit' });
    expect(asVisitor.statusCode).toBe(401);
  });

  it('refuses a malformed filter with a clear message', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/audit?from=25-11-2026',
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Use a date like 2026-11-25');
  });
});
