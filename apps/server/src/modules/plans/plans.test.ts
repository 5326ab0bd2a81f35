import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  completePayment,
  createTour,
  dateInDays,
  type SignedIn,
  signedInAs,
  tourInput,
} from '../../../test/factories/index.ts';
import { createTwoInstances, type TwoInstances } from '../../../test/harness.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { auditLog, mailOutbox, payment, reminder, user, waitingListEntry } from '../../db/schema/index.ts';
import { sandboxOf } from '../../gateway/testing.ts';
import { sweepReminders } from '../reminders/sweep.ts';
import { PLAN_HOLD_REASONS, sweepPlans } from './index.ts';

/**
 * Paying an event in parts (issue 32, decision 0052): the plan's parts sum to the price, part 1
 * holds the seat, the last gives the ticket, and a part unpaid past its day and grace releases the
 * seat once, however many instances sweep.
 */

let instances: TwoInstances;
let app: FastifyInstance;
/** A second instance on the same database: the sweeps run on both at once. */
let other: FastifyInstance;
let admin: SignedIn;

beforeAll(async () => {
  instances = await createTwoInstances();
  ({ app, other } = instances);
  admin = await signedInAs(app, 'admin');
});
afterAll(() => instances.close());
beforeEach(() => sandboxOf(app).reset());

const DAY = 86_400_000;
/** 9,500 Tk in two parts: 5,000 within a week, 4,500 within three weeks; departure in 30 days. */
const twoParts = (graceDays = 2) => ({
  parts: [
    { amountPoisha: 500_000, dueOn: dateInDays(7) },
    { amountPoisha: 450_000, dueOn: dateInDays(21) },
  ],
  graceDays,
});

function checkout(who: SignedIn, tourId: string, body: Record<string, unknown> = {}) {
  return app.inject({
    method: 'POST',
    url: `/api/tours/${tourId}/checkout`,
    headers: { cookie: who.cookie },
    payload: { mobile: '01712345678', inParts: true, ...body },
  });
}

/** Starts a checkout in parts and pays it on the sandbox; answers the stored payment. */
async function payPart(who: SignedIn, tourId: string) {
  const res = await checkout(who, tourId);
  expect(res.statusCode, res.body).toBe(201);
  const { tranId } = res.json() as { tranId: string };
  const session = sandboxOf(app).sessionFor(tranId)!;
  return { session, row: await completePayment(app, { tranId, sessionKey: session.sessionKey }) };
}

const plansOf = async (who: SignedIn) =>
  (await app.inject({ method: 'GET', url: '/api/me/plans', headers: { cookie: who.cookie } })).json()
    .items as Array<Record<string, unknown>>;

const eventFor = async (who: SignedIn | null, tourId: string) =>
  (
    await app.inject({
      method: 'GET',
      url: `/api/tours/${tourId}`,
      headers: who ? { cookie: who.cookie } : {},
    })
  ).json();

describe('an admin’s payment plan', () => {
  it('is kept with the event when its parts sum to the price and fall due in order before departure', async () => {
    const input = tourInput({ costPoisha: 950_000 });
    const post = (paymentPlan: unknown) =>
      app.inject({
        method: 'POST',
        url: '/api/tours',
        headers: { cookie: admin.cookie },
        payload: { ...input, paymentPlan },
      });

    const wrongSum = await post({
      ...twoParts(),
      parts: [twoParts().parts[0], { ...twoParts().parts[1], amountPoisha: 400_000 }],
    });
    expect(wrongSum.statusCode).toBe(400);
    expect(wrongSum.json().error.fields).toEqual({
      'paymentPlan.parts': 'The parts must add up to the event’s price',
    });

    const late = await post({
      graceDays: 2,
      parts: [twoParts().parts[0], { amountPoisha: 450_000, dueOn: input.departureDate }],
    });
    expect(late.json().error.fields).toEqual({
      'paymentPlan.parts.1.dueOn': 'The last part is due before the departure date',
    });
    const oneLong = await post({ graceDays: 2, parts: [{ amountPoisha: 950_000, dueOn: dateInDays(7) }] });
    expect(oneLong.statusCode).toBe(400);

    const created = await post(twoParts());
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().paymentPlan).toEqual(twoParts());

    // A new price must still match the plan; with a new plan beside it, it does.
    const id = created.json().id;
    const patch = (payload: Record<string, unknown>) =>
      app.inject({ method: 'PATCH', url: `/api/tours/${id}`, headers: { cookie: admin.cookie }, payload });
    expect((await patch({ costPoisha: 1_000_000 })).statusCode).toBe(400);
    const both = await patch({
      costPoisha: 1_000_000,
      paymentPlan: {
        ...twoParts(),
        parts: [twoParts().parts[0], { ...twoParts().parts[1], amountPoisha: 500_000 }],
      },
    });
    expect(both.statusCode, both.body).toBe(200);
    expect((await patch({ paymentPlan: null })).json().paymentPlan).toBeNull();
  });
});

describe('a student paying in two parts', () => {
  it('holds the seat with part 1, gets the ticket with part 2, and the parts sum to the price', async () => {
    const student = await signedInAs(app, 'student');
    const event = await createTour(app, { costPoisha: 950_000, paymentPlan: twoParts() });

    // A browser's price is no part of the body that counts; the plan's part 1 is charged.
    const first = await payPart(student, event.id);
    expect(first.session.amountPoisha).toBe(500_000);
    expect(first.session.productName).toBe(`${event.destination} (part 1 of 2)`);
    expect(first.row).toMatchObject({ status: 'paid', amountPoisha: 500_000, planPart: 1, planParts: 2 });
    expect(await eventFor(student, event.id)).toMatchObject({ registered: true, seatsTaken: 1 });
    // No ticket yet: the registration is not paid in full.
    const noTicket = await app.inject({
      method: 'GET',
      url: `/api/me/payments/${first.row.id}/ticket`,
      headers: { cookie: student.cookie },
    });
    expect(noTicket.statusCode).toBe(404);

    const [plan] = await plansOf(student);
    expect(plan).toMatchObject({
      status: 'active',
      totalPoisha: 950_000,
      paidPoisha: 500_000,
      nextPart: { part: 2, amountPoisha: 450_000, dueOn: dateInDays(21) },
    });

    // The receipt says which part it is.
    const pdf = await app.inject({
      method: 'GET',
      url: `/api/me/payments/${first.row.id}/receipt.pdf`,
      headers: { cookie: student.cookie },
    });
    expect(pdf.statusCode).toBe(200);
    expect(await pdfText(pdf.rawPayload)).toContain('Part 1 of 2');

    // Paying in full now would pay twice; a code is for paying in full.
    const full = await checkout(student, event.id, { inParts: false });
    expect(full.statusCode).toBe(409);
    expect(full.json().error.code).toBe('PAYING_IN_PARTS');
    const withCode = await checkout(student, event.id, { code: 'FRESHER20' });
    expect(withCode.json().error).toMatchObject({ code: 'CODE_NOT_WITH_PARTS' });

    // An admin editing the event's plan later does not change what this student agreed to.
    const edited = await app.inject({
      method: 'PATCH',
      url: `/api/tours/${event.id}`,
      headers: { cookie: admin.cookie },
      payload: {
        paymentPlan: {
          ...twoParts(),
          parts: [
            { ...twoParts().parts[0]!, amountPoisha: 600_000 },
            { ...twoParts().parts[1]!, amountPoisha: 350_000 },
          ],
        },
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const second = await payPart(student, event.id);
    expect(second.session.amountPoisha).toBe(450_000);
    expect(second.row).toMatchObject({ status: 'paid', planPart: 2, planParts: 2 });

    const [done] = await plansOf(student);
    expect(done).toMatchObject({ status: 'complete', paidPoisha: 950_000, nextPart: null });
    const ticket = await app.inject({
      method: 'GET',
      url: `/api/me/payments/${second.row.id}/ticket`,
      headers: { cookie: student.cookie },
    });
    expect(ticket.statusCode, ticket.body).toBe(200);
    // One seat, whatever the number of parts.
    expect(await eventFor(null, event.id)).toMatchObject({ seatsTaken: 1 });
    const paid = await app.database.db
      .select({ amount: payment.amountPoisha })
      .from(payment)
      .where(and(eq(payment.tourId, event.id), eq(payment.status, 'paid')));
    expect(paid.reduce((sum, row) => sum + row.amount, 0)).toBe(event.costPoisha);
    const again = await checkout(student, event.id);
    expect(again.json().error.code).toBe('ALREADY_REGISTERED');
  });

  it('refuses to start a plan the event has not, or one past its first part’s day', async () => {
    const student = await signedInAs(app, 'student');
    const inFull = await createTour(app);
    expect((await checkout(student, inFull.id)).json().error.code).toBe('PLAN_NOT_OFFERED');
    const closed = await createTour(app, {
      costPoisha: 950_000,
      paymentPlan: {
        ...twoParts(),
        parts: [{ ...twoParts().parts[0]!, dueOn: dateInDays(-1) }, twoParts().parts[1]!],
      },
    });
    expect((await checkout(student, closed.id)).json().error.code).toBe('PLAN_CLOSED');
    expect(await app.database.db.select().from(payment).where(eq(payment.userId, student.id))).toEqual([]);
  });
});

describe('a part unpaid past its day and grace', () => {
  it('releases the seat once across two instances, holds the part paid, and offers the seat to the waiting list', async () => {
    const [student, waiting] = [await signedInAs(app, 'student'), await signedInAs(app, 'student')];
    const event = await createTour(app, { costPoisha: 950_000, groupSize: 1, paymentPlan: twoParts(2) });
    const { row: part1 } = await payPart(student, event.id);
    const joined = await app.inject({
      method: 'POST',
      url: `/api/tours/${event.id}/waiting-list`,
      headers: { cookie: waiting.cookie },
    });
    expect(joined.statusCode, joined.body).toBe(201);

    // Within the grace days nothing happens; the day after, both instances sweep at once.
    const dueOn = new Date(`${dateInDays(21)}T12:00:00+06:00`).getTime();
    expect(await sweepPlans(app, new Date(dueOn + 2 * DAY))).toEqual({ released: 0 });
    const late = new Date(dueOn + 3 * DAY);
    const reports = await Promise.all([sweepPlans(app, late), sweepPlans(other, late)]);
    expect(reports.reduce((sum, report) => sum + report.released, 0)).toBe(1);

    const [held] = await app.database.db.select().from(payment).where(eq(payment.id, part1.id));
    expect(held).toMatchObject({ status: 'on_hold', holdReason: PLAN_HOLD_REASONS.released });
    const releases = await app.database.db.select().from(auditLog).where(eq(auditLog.action, 'plan.release'));
    expect(
      releases.filter((entry) => (entry.details as { tourId: string }).tourId === event.id),
    ).toHaveLength(1);
    const [offer] = await app.database.db
      .select()
      .from(waitingListEntry)
      .where(eq(waitingListEntry.userId, waiting.id));
    expect(offer?.status).toBe('offered');
    const [plan] = await plansOf(student);
    expect(plan).toMatchObject({ status: 'released', nextPart: null, paidPoisha: 500_000 });
    expect(await eventFor(student, event.id)).toMatchObject({ registered: false });

    // A sweep later finds nothing more to do.
    expect(await sweepPlans(other, new Date(dueOn + 4 * DAY))).toEqual({ released: 0 });

    // The admin keeps the part by policy: paid, no seat, no ticket, audited.
    const kept = await app.inject({
      method: 'POST',
      url: `/api/admin/payments/${part1.id}/accept`,
      headers: { cookie: admin.cookie },
    });
    expect(kept.statusCode, kept.body).toBe(200);
    const [after] = await app.database.db.select().from(payment).where(eq(payment.id, part1.id));
    expect(after?.status).toBe('paid');
    expect(after?.keptAt).not.toBeNull();
    expect(await eventFor(null, event.id)).toMatchObject({ seatsTaken: 1 }); // the offer's hold
    const keptEntries = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment.keep_released_part'), eq(auditLog.targetId, part1.id)));
    expect(keptEntries).toHaveLength(1);
  });

  it('holds a part paid after its plan was released', async () => {
    const student = await signedInAs(app, 'student');
    const event = await createTour(app, { costPoisha: 950_000, paymentPlan: twoParts(0) });
    await payPart(student, event.id);
    const res = await checkout(student, event.id);
    const { tranId } = res.json() as { tranId: string };
    const session = sandboxOf(app).sessionFor(tranId)!;
    const dueOn = new Date(`${dateInDays(21)}T12:00:00+06:00`).getTime();
    expect(await sweepPlans(app, new Date(dueOn + DAY))).toEqual({ released: 1 });
    const row = await completePayment(app, { tranId, sessionKey: session.sessionKey });
    expect(row).toMatchObject({ status: 'on_hold', holdReason: PLAN_HOLD_REASONS.released, planPart: 2 });
  });
});

describe('the next part’s reminder', () => {
  it('is mailed once 3 days and once 1 day before its day, in the student’s language, whichever instance sweeps', async () => {
    const student = await signedInAs(app, 'student');
    await app.database.db.update(user).set({ locale: 'bn' }).where(eq(user.id, student.id));
    const event = await createTour(app, { costPoisha: 950_000, paymentPlan: twoParts() });
    await payPart(student, event.id);
    const dueOn = new Date(`${dateInDays(21)}T12:00:00+06:00`).getTime();
    const sweepBoth = (at: Date) =>
      Promise.all([sweepReminders(app, { now: at }), sweepReminders(other, { now: at })]);

    await sweepBoth(new Date(dueOn - 5 * DAY));
    await sweepBoth(new Date(dueOn - 3 * DAY));
    await sweepBoth(new Date(dueOn - 3 * DAY + 3_600_000));
    await sweepBoth(new Date(dueOn - DAY));
    const sent = await app.database.db
      .select({ occasion: reminder.occasion })
      .from(reminder)
      .where(and(eq(reminder.userId, student.id), eq(reminder.kind, 'part_due')));
    expect(sent.map((row) => row.occasion).sort()).toEqual(['part2-1d', 'part2-3d']);
    const mails = await app.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, student.email));
    const reminders = mails.filter(
      (mail) => mail.text.includes('/my-payments') && mail.subject.includes('কিস্তি'),
    );
    expect(reminders).toHaveLength(2);
    expect(reminders[0]?.text).toContain('৳৪,৫০০');

    // Paid before its day: no reminder for it any more.
    const quiet = await signedInAs(app, 'student');
    const paidUp = await createTour(app, { costPoisha: 950_000, paymentPlan: twoParts() });
    await payPart(quiet, paidUp.id);
    await payPart(quiet, paidUp.id);
    await sweepBoth(new Date(dueOn - DAY));
    expect(await app.database.db.select().from(reminder).where(eq(reminder.userId, quiet.id))).toEqual([]);
  });
});

describe('a plan in the bursar’s figures', () => {
  it('lists each part in the CSV, and the settlement sets the parts against the gateway without a difference', async () => {
    const student = await signedInAs(app, 'student');
    const event = await createTour(app, { costPoisha: 950_000, paymentPlan: twoParts() });
    const { row: first } = await payPart(student, event.id);
    const { row: second } = await payPart(student, event.id);

    const csv = await app.inject({
      method: 'GET',
      url: `/api/admin/payments.csv?kind=tour&itemId=${event.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(csv.statusCode).toBe(200);
    const [header, ...lines] = csv.body.trim().split('\n');
    expect(header?.split(',').at(-1)).toBe('Part');
    expect(lines.map((line) => line.split(',').at(-1)).sort()).toEqual(['1 of 2', '2 of 2']);
    const fees = lines.map((line) => Number(line.split(',')[9]));
    expect(fees.reduce((sum, fee) => sum + fee, 0)).toBe(9_500);

    const settled = await app.inject({
      method: 'GET',
      url: `/api/admin/settlement?day=${dateInDays(0)}`,
      headers: { cookie: admin.cookie },
    });
    expect(settled.statusCode, settled.body).toBe(200);
    // Both parts are the day's confirmed money, each as the gateway took it: no difference names them.
    const mine = new Set([first.tranId, second.tranId]);
    const { differences, confirmed, gateway } = settled.json();
    expect(differences.filter((d: { tranId: string }) => mine.has(d.tranId))).toEqual([]);
    expect(confirmed.poisha).toBeGreaterThanOrEqual(950_000);
    expect(gateway.poisha).toBeGreaterThanOrEqual(950_000);
  });
});

describe('a refund of a part', () => {
  it('releases its plan: the seat is free, the other paid part is held for the admin, and no more parts are taken', async () => {
    const student = await signedInAs(app, 'student');
    const event = await createTour(app, {
      costPoisha: 950_000,
      paymentPlan: {
        graceDays: 2,
        parts: [
          { amountPoisha: 300_000, dueOn: dateInDays(7) },
          { amountPoisha: 300_000, dueOn: dateInDays(14) },
          { amountPoisha: 350_000, dueOn: dateInDays(21) },
        ],
      },
    });
    const { row: first } = await payPart(student, event.id);
    const { row: second } = await payPart(student, event.id);
    expect(second).toMatchObject({ planPart: 2, planParts: 3, amountPoisha: 300_000 });

    const refunded = await app.inject({
      method: 'POST',
      url: `/api/admin/payments/${second.id}/refund`,
      headers: { cookie: admin.cookie },
      payload: { reason: 'The student asked to withdraw' },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const [held] = await app.database.db.select().from(payment).where(eq(payment.id, first.id));
    expect(held).toMatchObject({ status: 'on_hold', holdReason: PLAN_HOLD_REASONS.refunded });
    expect(await eventFor(null, event.id)).toMatchObject({ seatsTaken: 0 });
    expect((await plansOf(student))[0]).toMatchObject({ status: 'released', nextPart: null });
    // The released plan takes nothing more; the student may start again once the admin has answered.
    const again = await checkout(student, event.id);
    expect(again.json().error.code).toBe('PAYMENT_UNDER_REVIEW');
  });
});
