import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  appWith,
  createClub,
  createTour,
  lastMailTo,
  payForTour,
  ROLE_MATRIX,
  type SignedIn,
  signedInAs,
  studentIdOf,
} from '../../../test/factories/index.ts';
import type { TestContext } from '../../../test/harness.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { auditLog, payment, session, user } from '../../db/schema/index.ts';
import { postCallback, sandboxOf } from '../../gateway/testing.ts';
import { dhakaToday } from '../../lib/dhaka-date.ts';

/**
 * Waivers (issue 32, decision 0051): an admin who signed in recently records a named student's
 * registration or membership without the gateway, with a reason. It is a paid payment of Tk 0
 * whose discount is the whole price; it takes a seat, gives a ticket and a membership, and is
 * audited, shown as waived, and counted apart from the money collected.
 */

let ctx: TestContext;
let student: SignedIn;
let admin: SignedIn;
beforeAll(async () => {
  ({ ctx, student, admin } = await appWith('student', 'admin'));
});
afterAll(() => ctx.close());
beforeEach(() => sandboxOf(ctx.app).reset());

function waive(body: Record<string, unknown>, who = admin) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/admin/waivers',
    headers: { cookie: who.cookie },
    payload: { kind: 'tour', reason: 'Merit scholarship, department decision 12/2026', ...body },
  });
}

const paymentsOf = (who: SignedIn) =>
  ctx.database.db.select().from(payment).where(eq(payment.userId, who.id));

describe('waiving a student’s event fee', () => {
  it('registers them for Tk 0 with the admin’s name and reason, takes a seat, audits it, and mails a receipt', async () => {
    const tour = await createTour(ctx.app, { costPoisha: 950_000, groupSize: 2 });
    const res = await waive({ studentId: await studentIdOf(ctx.app, student), itemId: tour.id });
    expect(res.statusCode, res.body).toBe(201);
    const result = res.json();
    expect(result).toMatchObject({
      itemName: tour.destination,
      waivedPoisha: 950_000,
      payerName: 'Test student',
    });
    expect(result.receiptNumber).toMatch(/^R-W/);

    const [row] = await ctx.database.db.select().from(payment).where(eq(payment.id, result.paymentId));
    expect(row).toMatchObject({
      status: 'paid',
      amountPoisha: 0,
      discountPoisha: 950_000,
      waivedBy: admin.id,
      waivedByName: 'Test admin',
      waiverReason: 'Merit scholarship, department decision 12/2026',
      valId: null,
      bankTranId: null,
    });
    // Never sent to the gateway.
    expect(sandboxOf(ctx.app).sessionFor(row!.tranId)).toBeUndefined();

    // The seat is taken: the event page counts it, and the student is registered.
    const page = await ctx.app.inject({ url: `/api/tours/${tour.id}`, headers: { cookie: student.cookie } });
    expect(page.json()).toMatchObject({ seatsTaken: 1 });
    // My Payments shows it as waived, by whom and why.
    const mine = await ctx.app.inject({
      url: '/api/me/payments?kind=tour',
      headers: { cookie: student.cookie },
    });
    expect(mine.json().items.find((p: { id: string }) => p.id === row!.id)).toMatchObject({
      status: 'paid',
      amountPoisha: 0,
      discountPoisha: 950_000,
      waivedBy: 'Test admin',
      waiverReason: 'Merit scholarship, department decision 12/2026',
    });
    // Its ticket exists, as for any paid registration.
    const ticket = await ctx.app.inject({
      url: `/api/me/payments/${row!.id}/ticket`,
      headers: { cookie: student.cookie },
    });
    expect(ticket.statusCode, ticket.body).toBe(200);

    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment.waive'), eq(auditLog.targetId, row!.id)));
    expect(entry).toMatchObject({ actorEmail: admin.email });
    expect(entry!.details).toMatchObject({
      reason: 'Merit scholarship, department decision 12/2026',
      waivedPoisha: 950_000,
    });
    const mail = await lastMailTo(ctx.app, student.email);
    expect(mail?.subject).toBeTruthy();
    // The receipt says it was waived, by whom and why, and that nothing was paid.
    const receipt = await ctx.app.inject({
      url: `/api/me/payments/${row!.id}/receipt.pdf`,
      headers: { cookie: student.cookie },
    });
    expect(receipt.statusCode).toBe(200);
    const text = pdfText(receipt.rawPayload).join(' ');
    expect(text).toContain('Fee waived by');
    expect(text).toContain('Test admin');
    expect(text).toContain('Merit scholarship');
    expect(text).toContain('Tk 9,500');
    expect(text).toContain('Tk 0');
    expect(text).toContain('nothing was paid');

    // Nothing to refund: the refund is refused and the registration stays.
    const refund = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/payments/${row!.id}/refund`,
      headers: { cookie: admin.cookie },
      payload: { reason: 'Changed our mind' },
    });
    expect(refund.statusCode).toBe(409);
    expect(refund.json().error.message).toBe(
      'This fee was waived: nothing was paid, so there is nothing to refund.',
    );
    // Waived again for the same event: refused, in the admin's words.
    const again = await waive({ studentId: await studentIdOf(ctx.app, student), itemId: tour.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This student has already paid for this event.');
  });

  it('gives a club membership for the plan chosen', async () => {
    const club = await createClub(ctx.app, { yearlyPricePoisha: 120_000 });
    const res = await waive({
      studentId: await studentIdOf(ctx.app, student),
      kind: 'club',
      itemId: club.id,
      plan: 'yearly',
    });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await ctx.database.db.select().from(payment).where(eq(payment.id, res.json().paymentId));
    expect(row).toMatchObject({ status: 'paid', amountPoisha: 0, discountPoisha: 120_000, plan: 'yearly' });
    const days = (row!.validUntil!.getTime() - row!.validFrom!.getTime()) / 86_400_000;
    expect(days).toBe(365);
  });

  it('is refused for a full event, an unknown student, a missing reason, a club without a plan', async () => {
    const full = await createTour(ctx.app, { groupSize: 1 });
    const other = await signedInAs(ctx.app, 'student');
    await payForTour(ctx.app, full.id, other.cookie);
    const before = (await paymentsOf(student)).length;

    const whenFull = await waive({ studentId: await studentIdOf(ctx.app, student), itemId: full.id });
    expect(whenFull.statusCode).toBe(422);
    expect(whenFull.json().error.message).toBe('All seats are taken.');

    const unknown = await waive({ studentId: '2099000000000', itemId: full.id });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('No student has registered with that student ID.');

    const tour = await createTour(ctx.app);
    const noReason = await waive({
      studentId: await studentIdOf(ctx.app, student),
      itemId: tour.id,
      reason: '  ',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields).toEqual({
      reason: 'Give the reason for the waiver, at least 5 characters',
    });
    const club = await createClub(ctx.app);
    const noPlan = await waive({
      studentId: await studentIdOf(ctx.app, student),
      kind: 'club',
      itemId: club.id,
    });
    expect(noPlan.json().error.fields).toEqual({ plan: 'Choose monthly or yearly' });
    expect((await paymentsOf(student)).length).toBe(before);
  });

  it('needs an admin who signed in recently', async () => {
    const tour = await createTour(ctx.app);
    const stale = await signedInAs(ctx.app, 'admin');
    await ctx.database.db
      .update(session)
      .set({ secondFactorAt: sql`now() - interval '11 minutes'` })
      .where(eq(session.userId, stale.id));
    const res = await waive({ studentId: await studentIdOf(ctx.app, student), itemId: tour.id }, stale);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('FRESH_SIGN_IN_REQUIRED');
    expect(await paymentsOf(student).then((rows) => rows.filter((r) => r.tourId === tour.id))).toEqual([]);
  });

  it.each(ROLE_MATRIX)('as $role, is refused ($status)', async ({ role, status }) => {
    const tour = await createTour(ctx.app);
    const who = role === 'anonymous' ? null : await signedInAs(ctx.app, role);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/waivers',
      headers: who ? { cookie: who.cookie } : {},
      payload: {
        studentId: await studentIdOf(ctx.app, student),
        kind: 'tour',
        itemId: tour.id,
        reason: 'A good reason',
      },
    });
    expect(res.statusCode).toBe(status);
    expect(await paymentsOf(student).then((rows) => rows.filter((r) => r.tourId === tour.id))).toEqual([]);
  });
});

describe('the money a bursar reads', () => {
  it('counts discounts and waivers apart from the money collected, on the dashboard and in the settlement', async () => {
    const { ctx: fresh, student: s, admin: a } = await appWith('student', 'admin');
    try {
      const [profile] = await fresh.database.db.select().from(user).where(eq(user.id, s.id));
      const paidTour = await createTour(fresh.app, { costPoisha: 500_000 });
      const code = await fresh.app.inject({
        method: 'POST',
        url: '/api/admin/discount-codes',
        headers: { cookie: a.cookie },
        payload: {
          code: 'HALF-OFF',
          kind: 'percent',
          percent: 50,
          scope: 'all',
          maxUses: 5,
          endsOn: dhakaToday(),
        },
      });
      expect(code.statusCode, code.body).toBe(201);
      const started = await fresh.app.inject({
        method: 'POST',
        url: `/api/tours/${paidTour.id}/checkout`,
        headers: { cookie: s.cookie },
        payload: { mobile: '01712345678', code: 'half-off' },
      });
      const sandbox = sandboxOf(fresh.app);
      sandbox.setFaults({ dropIpn: true });
      await postCallback(
        fresh.app,
        '/api/payments/sslcommerz/success',
        sandbox.pay(sandbox.sessionFor(started.json().tranId)!.sessionKey),
      );
      const waivedTour = await createTour(fresh.app, { costPoisha: 300_000 });
      const waived = await fresh.app.inject({
        method: 'POST',
        url: '/api/admin/waivers',
        headers: { cookie: a.cookie },
        payload: {
          studentId: profile!.studentId,
          kind: 'tour',
          itemId: waivedTour.id,
          reason: 'Scholarship',
        },
      });
      expect(waived.statusCode, waived.body).toBe(201);

      const board = (
        await fresh.app.inject({ url: '/api/admin/dashboard', headers: { cookie: a.cookie } })
      ).json();
      expect(board.collected.total).toBe(250_000);
      expect(board.discounts).toEqual({ month: 250_000, total: 250_000, uses: 1 });
      expect(board.waived).toEqual({ month: 300_000, total: 300_000, count: 1 });

      const day = (
        await fresh.app.inject({
          url: `/api/admin/settlement?day=${dhakaToday()}`,
          headers: { cookie: a.cookie },
        })
      ).json();
      // The gateway took 2,500 for the one payment confirmed; the waiver never went to it.
      expect(day.confirmed).toEqual({ count: 1, poisha: 250_000 });
      expect(day.gateway).toEqual({ count: 1, poisha: 250_000 });
      expect(day.discounts).toEqual({ count: 1, poisha: 250_000 });
      expect(day.waived).toEqual({ count: 1, poisha: 300_000 });
      expect(day.differences).toEqual([]);
      // Collected plus what was not collected is what the two events cost.
      expect(day.confirmed.poisha + day.discounts.poisha + day.waived.poisha).toBe(500_000 + 300_000);

      const csv = await fresh.app.inject({
        url: `/api/admin/settlement.csv?day=${dhakaToday()}`,
        headers: { cookie: a.cookie },
      });
      expect(csv.body).toContain('Fees waived (not collected),1,3000.00');
      const ledger = await fresh.app.inject({
        url: '/api/admin/payments.csv?kind=tour',
        headers: { cookie: a.cookie },
      });
      expect(ledger.body).toContain('Waived');
      expect(ledger.body).toContain('HALF-OFF');
    } finally {
      await fresh.close();
    }
  });
});
