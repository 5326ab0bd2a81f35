import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  appWith,
  createClub,
  createTour,
  dateInDays,
  paymentRow,
  ROLE_MATRIX,
  type SignedIn,
  SUCCESS_URL,
  signedInAs,
  studentIdOf,
} from '../../../test/factories/index.ts';
import type { TestContext } from '../../../test/harness.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { auditLog, discountCode, payment } from '../../db/schema/index.ts';
import { postCallback, sandboxOf } from '../../gateway/testing.ts';
import { dhakaToday } from '../../lib/dhaka-date.ts';
import { HOLD_REASONS } from '../payments/confirm.ts';
import { CODE_MESSAGES } from './codes.ts';

/**
 * Discount codes (issue 32, decision 0051): an admin makes them; a student's checkout names one,
 * the server checks it and charges the reduced price (the gateway is told only that); a use is
 * counted when its payment is paid, and the last use goes to one payment only.
 */

let ctx: TestContext;
let student: SignedIn;
let admin: SignedIn;
beforeAll(async () => {
  ({ ctx, student, admin } = await appWith('student', 'admin'));
});
afterAll(() => ctx.close());
beforeEach(() => sandboxOf(ctx.app).reset());

let serial = 0;
const uniqueCode = (prefix = 'FIRST') => `${prefix}-${Date.now().toString(36).toUpperCase()}${serial++}`;

function createCode(body: Record<string, unknown>, who = admin) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/admin/discount-codes',
    headers: { cookie: who.cookie },
    payload: { kind: 'percent', percent: 20, scope: 'all', maxUses: 50, endsOn: dateInDays(7), ...body },
  });
}

async function codeFor(body: Record<string, unknown>) {
  const res = await createCode({ code: uniqueCode(), ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; code: string };
}

function checkout(tourId: string, body: Record<string, unknown>, who = student) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/tours/${tourId}/checkout`,
    headers: { cookie: who.cookie },
    payload: { mobile: '01712345678', ...body },
  });
}

function quote(tourId: string, code: string, who = student) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/tours/${tourId}/quote`,
    headers: { cookie: who.cookie },
    payload: { code },
  });
}

/** Pays a started checkout on the sandbox and comes back through the success redirect. */
async function pay(tranId: string) {
  const sandbox = sandboxOf(ctx.app);
  sandbox.setFaults({ dropIpn: true });
  await postCallback(ctx.app, SUCCESS_URL, sandbox.pay(sandbox.sessionFor(tranId)!.sessionKey));
  return paymentRow(ctx.app, tranId);
}

const paymentsOf = (who: SignedIn) =>
  ctx.database.db.select().from(payment).where(eq(payment.userId, who.id));

describe('a 20 % code for one event', () => {
  it('is quoted, charged, told to the gateway and recorded at the reduced price, and counted once paid', async () => {
    const tour = await createTour(ctx.app, { costPoisha: 950_000 });
    const { id, code } = await codeFor({ scope: 'tour', itemId: tour.id });

    // Typed in any case, with spaces: the same code.
    const quoted = await quote(tour.id, ` ${code.toLowerCase()} `);
    expect(quoted.statusCode, quoted.body).toBe(200);
    expect(quoted.json()).toEqual({
      code,
      listPricePoisha: 950_000,
      discountPoisha: 190_000,
      amountPoisha: 760_000,
    });

    // A price, an amount or a discount from the browser is not read.
    const started = await checkout(tour.id, {
      code,
      amount: 10,
      amountPoisha: 1000,
      discountPoisha: 950_000,
    });
    expect(started.statusCode, started.body).toBe(201);
    const { tranId } = started.json();
    expect(sandboxOf(ctx.app).sessionFor(tranId)!.amountPoisha).toBe(760_000);
    const pending = await paymentRow(ctx.app, tranId);
    expect(pending).toMatchObject({ amountPoisha: 760_000, discountPoisha: 190_000, discountCode: code });
    // Not counted while the payment is pending.
    const [before] = await ctx.database.db.select().from(discountCode).where(eq(discountCode.id, id));
    expect(before!.uses).toBe(0);

    const paid = await pay(tranId);
    expect(paid).toMatchObject({ status: 'paid', amountPoisha: 760_000, gatewayAmountPoisha: 760_000 });
    const [after] = await ctx.database.db.select().from(discountCode).where(eq(discountCode.id, id));
    expect(after!.uses).toBe(1);

    // My Payments shows the code and what it took off.
    const mine = await ctx.app.inject({
      url: '/api/me/payments?kind=tour',
      headers: { cookie: student.cookie },
    });
    const row = mine.json().items.find((p: { tranId: string }) => p.tranId === tranId);
    expect(row).toMatchObject({ amountPoisha: 760_000, discountPoisha: 190_000, discountCode: code });

    // The receipt shows the price, the code and what it took off, and the amount paid.
    const receipt = await ctx.app.inject({
      url: `/api/me/payments/${paid.id}/receipt.pdf`,
      headers: { cookie: student.cookie },
    });
    const text = pdfText(receipt.rawPayload).join(' ');
    expect(text).toContain('Tk 9,500');
    expect(text).toContain(`Discount -Tk 1,900 (${code})`);
    expect(text).toContain('Tk 7,600');

    // The admins' list counts the use and what it saved.
    const list = await ctx.app.inject({
      url: '/api/admin/discount-codes',
      headers: { cookie: admin.cookie },
    });
    expect(list.json().items.find((c: { id: string }) => c.id === id)).toMatchObject({
      uses: 1,
      savedPoisha: 190_000,
      itemName: tour.destination,
      active: true,
    });
    // The status entry of the trail carries the code with the gateway's evidence.
    const entries = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, paid.id), eq(auditLog.action, 'payment.status')));
    expect(entries.at(-1)!.details).toMatchObject({
      discountCode: code,
      discountPoisha: 190_000,
      after: 'paid',
    });
  });

  it('a fixed amount never takes the price under the gateway’s Tk 10, and a club’s plan is priced', async () => {
    const club = await createClub(ctx.app, { monthlyPricePoisha: 20_000, yearlyPricePoisha: 200_000 });
    const { code } = await codeFor({ kind: 'amount', amountPoisha: 50_000, percent: undefined });
    const monthly = await ctx.app.inject({
      method: 'POST',
      url: `/api/clubs/${club.id}/quote`,
      headers: { cookie: student.cookie },
      payload: { code, plan: 'monthly' },
    });
    expect(monthly.json()).toMatchObject({
      listPricePoisha: 20_000,
      discountPoisha: 19_000,
      amountPoisha: 1_000,
    });
    const yearly = await ctx.app.inject({
      method: 'POST',
      url: `/api/clubs/${club.id}/quote`,
      headers: { cookie: student.cookie },
      payload: { code, plan: 'yearly' },
    });
    expect(yearly.json()).toMatchObject({
      listPricePoisha: 200_000,
      discountPoisha: 50_000,
      amountPoisha: 150_000,
    });
  });
});

describe('a code that cannot be used', () => {
  it.each([
    ['unknown', CODE_MESSAGES.unknown],
    ['ended', CODE_MESSAGES.ended],
    ['for another event', CODE_MESSAGES.otherItem],
    ['for named students only', CODE_MESSAGES.notYours],
    ['used up', CODE_MESSAGES.usedUp],
  ] as const)(
    '%s: refused with its reason, at the quote and the checkout, and nothing is made',
    async (why, message) => {
      const tour = await createTour(ctx.app);
      const other = await createTour(ctx.app);
      let code = uniqueCode('NONE');
      if (why === 'ended') {
        const made = await codeFor({});
        const end = await ctx.app.inject({
          method: 'POST',
          url: `/api/admin/discount-codes/${made.id}/end`,
          headers: { cookie: admin.cookie },
        });
        expect(end.statusCode, end.body).toBe(200);
        expect(end.json()).toMatchObject({ active: false });
        code = made.code;
      }
      if (why === 'for another event') code = (await codeFor({ scope: 'tour', itemId: other.id })).code;
      if (why === 'for named students only') code = (await codeFor({ studentIds: ['2019000000001'] })).code;
      if (why === 'used up') {
        const made = await codeFor({ maxUses: 1 });
        await ctx.database.db.update(discountCode).set({ uses: 1 }).where(eq(discountCode.id, made.id));
        code = made.code;
      }
      const before = (await paymentsOf(student)).length;
      const quoted = await quote(tour.id, code);
      expect(quoted.statusCode).toBe(422);
      expect(quoted.json().error).toMatchObject({ code: 'CODE_REFUSED', message });
      const started = await checkout(tour.id, { code });
      expect(started.statusCode).toBe(422);
      expect(started.json().error.message).toBe(message);
      expect((await paymentsOf(student)).length).toBe(before);
    },
  );

  it('is refused in Bangla to a student reading Bangla', async () => {
    const tour = await createTour(ctx.app);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/tours/${tour.id}/quote`,
      headers: { cookie: student.cookie, 'accept-language': 'bn' },
      payload: { code: 'NO-SUCH-CODE' },
    });
    expect(res.json().error.message).toBe('এমন কোনো কোড নেই। কোডটি দেখে আবার চেষ্টা করুন।');
  });

  it('works for a named student, and only once for each student', async () => {
    const named = await signedInAs(ctx.app, 'student');
    const { code } = await codeFor({ studentIds: [await studentIdOf(ctx.app, named)] });
    const first = await createTour(ctx.app);
    const { tranId } = (await checkout(first.id, { code }, named)).json();
    expect((await pay(tranId)).status).toBe('paid');
    const second = await createTour(ctx.app);
    const again = await quote(second.id, code, named);
    expect(again.json().error.message).toBe(CODE_MESSAGES.usedByYou);
  });
});

describe('the last use of a code', () => {
  it('goes to one payment when two students pay with it at once; the other is held for an admin', async () => {
    const tour = await createTour(ctx.app, { groupSize: 10 });
    const { id, code } = await codeFor({ maxUses: 1 });
    const other = await signedInAs(ctx.app, 'student');
    // Both checkouts pass the check: nothing is counted before a payment is paid.
    const a = (await checkout(tour.id, { code })).json().tranId as string;
    const b = (await checkout(tour.id, { code }, other)).json().tranId as string;
    const sandbox = sandboxOf(ctx.app);
    sandbox.setFaults({ dropIpn: true });
    const forms = [a, b].map((tranId) => sandbox.pay(sandbox.sessionFor(tranId)!.sessionKey));
    await Promise.all(forms.map((form) => postCallback(ctx.app, SUCCESS_URL, form)));

    const rows = await Promise.all([paymentRow(ctx.app, a), paymentRow(ctx.app, b)]);
    expect(rows.map((r) => r.status).sort()).toEqual(['on_hold', 'paid']);
    expect(rows.find((r) => r.status === 'on_hold')!.holdReason).toBe(HOLD_REASONS.codeUsedUp);
    const [row] = await ctx.database.db.select().from(discountCode).where(eq(discountCode.id, id));
    expect(row!.uses).toBe(1);

    // The held one is in the admins' queue; accepting it takes it at the price paid.
    const held = rows.find((r) => r.status === 'on_hold')!;
    const waiting = await ctx.app.inject({
      url: '/api/admin/payments/waiting',
      headers: { cookie: admin.cookie },
    });
    expect(waiting.json().items.map((p: { id: string }) => p.id)).toContain(held.id);
    const accepted = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/payments/${held.id}/accept`,
      headers: { cookie: admin.cookie },
    });
    expect(accepted.statusCode, accepted.body).toBeLessThan(300);
    expect((await paymentRow(ctx.app, held.tranId)).status).toBe('paid');
    const [still] = await ctx.database.db.select().from(discountCode).where(eq(discountCode.id, id));
    expect(still!.uses).toBe(1);
  });
});

describe('an admin making codes', () => {
  it('is told what is wrong with each field, and nothing is made', async () => {
    const count = async () =>
      Number((await ctx.database.db.execute(sql`select count(*)::int as n from discount_code`)).rows[0]?.n);
    const before = await count();
    const bad = await createCode({ code: 'x', percent: 95, maxUses: 0, scope: 'tour' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      code: 'A code is 3 to 24 letters, digits or dashes',
      percent: 'Enter a percentage from 1 to 90',
      maxUses: 'A code may be used at least once',
    });
    const past = await createCode({ code: uniqueCode(), endsOn: '2020-01-01' });
    expect(past.statusCode).toBe(400);
    expect(past.json().error.fields).toEqual({ endsOn: 'The last day cannot be in the past.' });
    const { code } = await codeFor({});
    const twice = await createCode({ code: code.toLowerCase() });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.fields).toEqual({ code: 'There is already a code with that name.' });
    expect(await count()).toBe(before + 1);
    // The code's creation is in the trail with its admin.
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'discount_code.create'), eq(auditLog.actorEmail, admin.email)))
      .orderBy(sql`${auditLog.id} desc`)
      .limit(1);
    expect(entry!.details).toMatchObject({ code, percent: 20, endsOn: dateInDays(7) });
    expect(dhakaToday() <= dateInDays(7)).toBe(true);
  });

  it('can still delete an event nobody paid for when a code names it; the code goes with it', async () => {
    const tour = await createTour(ctx.app);
    const { id } = await codeFor({ scope: 'tour', itemId: tour.id });
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/tours/${tour.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await ctx.database.db.select().from(discountCode).where(eq(discountCode.id, id))).toEqual([]);
  });

  it.each(ROLE_MATRIX)('as $role, is refused ($status) on every code route', async ({ role, status }) => {
    const who = role === 'anonymous' ? null : await signedInAs(ctx.app, role);
    const headers = who ? { cookie: who.cookie } : {};
    const { id } = await codeFor({});
    const answers = await Promise.all([
      ctx.app.inject({ url: '/api/admin/discount-codes', headers }),
      ctx.app.inject({
        method: 'POST',
        url: '/api/admin/discount-codes',
        headers,
        payload: {
          code: uniqueCode(),
          kind: 'percent',
          percent: 20,
          scope: 'all',
          maxUses: 5,
          endsOn: dateInDays(3),
        },
      }),
      ctx.app.inject({ method: 'POST', url: `/api/admin/discount-codes/${id}/end`, headers }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([status, status, status]);
    const [row] = await ctx.database.db.select().from(discountCode).where(eq(discountCode.id, id));
    expect(row!.endedAt).toBeNull();
  });
});
