import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClub, createTour, dateInDays, signedInAs } from '../../../test/factories/index.ts';
import { createTwoInstances, type TwoInstances } from '../../../test/harness.ts';
import { startSmtp } from '../../../test/smtp.ts';
import { mailOutbox, payment, reminder, user } from '../../db/schema/index.ts';
import { sweepReminders } from './sweep.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let instances: TwoInstances;
let app: FastifyInstance;
/** A second instance on the same database: both sweep at the same moment. */
let other: FastifyInstance;

beforeAll(async () => {
  smtp = await startSmtp();
  instances = await createTwoInstances({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
  ({ app, other } = instances);
});
afterAll(async () => {
  await instances.close();
  await smtp.close();
});

type Status = (typeof payment.$inferInsert)['status'];

async function pay(
  userId: string,
  item: { tourId?: string; clubId?: string },
  status: Status,
  extra: Partial<typeof payment.$inferInsert> = {},
) {
  const [row] = await app.database.db
    .insert(payment)
    .values({
      kind: item.clubId ? 'club' : 'tour',
      tourId: item.tourId ?? null,
      clubId: item.clubId ?? null,
      plan: item.clubId ? 'monthly' : null,
      userId,
      status,
      tranId: `DPMS-${randomBytes(8).toString('hex')}`,
      amountPoisha: 50_000,
      itemName: 'Item',
      payerName: 'Nusrat Jahan',
      payerEmail: 'payer@example.edu',
      payerMobile: '01712345678',
      paidAt: status === 'paid' ? new Date() : null,
      ...extra,
    })
    .returning();
  return row!;
}

async function remindersOf(userId: string) {
  return app.database.db
    .select({ kind: reminder.kind, occasion: reminder.occasion, mailId: reminder.mailId })
    .from(reminder)
    .where(eq(reminder.userId, userId));
}

async function mailsTo(email: string) {
  return app.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
}

/** A student with one of each kind of reminder due now. */
async function studentWithEverythingDue(now: Date) {
  const student = await signedInAs(app, 'student');
  const robotics = await createClub(app, { clubName: `Robotics ${randomBytes(3).toString('hex')}` });
  await pay(student.id, { clubId: robotics.id }, 'paid', {
    validFrom: new Date(now.getTime() - 25 * DAY),
    validUntil: new Date(now.getTime() + 5 * DAY),
  });
  const soon = await createTour(app, { destination: 'Sajek Valley', departureDate: dateInDays(3) });
  await pay(student.id, { tourId: soon.id }, 'paid');
  const closing = await createTour(app, { destination: 'Bandarban', departureDate: dateInDays(2) });
  await pay(student.id, { tourId: closing.id }, 'failed');
  const later = await createTour(app, { destination: 'Sylhet', departureDate: dateInDays(20) });
  await pay(student.id, { tourId: later.id }, 'pending', { createdAt: new Date(now.getTime() - 2 * HOUR) });
  return { student, robotics, soon, closing, later };
}

describe('the reminder sweep', () => {
  it('sends each kind once when two instances sweep at the same moment, and nothing after a restart', async () => {
    const now = new Date();
    const { student, robotics, soon, closing, later } = await studentWithEverythingDue(now);
    await app.database.db.update(user).set({ locale: 'bn' }).where(eq(user.id, student.id));

    await Promise.all([sweepReminders(app, { now }), sweepReminders(other, { now })]);
    const rows = await remindersOf(student.id);
    expect(rows.map((r) => `${r.kind}:${r.occasion}`).sort()).toEqual([
      'checkout_pending:once',
      'event_departing:3d',
      'membership_ending:7d',
      'registration_closing:once',
    ]);
    expect(rows.every((r) => r.mailId)).toBe(true);

    const mails = await mailsTo(student.email);
    expect(mails).toHaveLength(4);
    const byBody = (needle: string) => mails.find((m) => m.text.includes(needle));
    // In the student's saved language, each with its link.
    const membership = byBody(`/checkout/${robotics.id}`);
    expect(membership?.subject).toContain('সদস্যপদ');
    const departing = byBody('/my-payments');
    expect(departing?.text).toContain('Day 1: Dhaka to Sajek');
    expect(departing?.text).toMatch(/[A-Za-z0-9_-]{43}/);
    expect((departing?.attachments as { filename: string }[] | undefined)?.[0]?.filename).toMatch(/\.ics$/);
    expect(byBody(`/tours/${closing.id}`)?.subject).toContain('Bandarban');
    // Back to the event page for a new checkout, never the old payment's gateway session.
    const pending = byBody(`/tours/${later.id}`);
    expect(pending?.text).not.toMatch(/gateway|sandbox|tran_id|DPMS-[0-9a-f]{16}/);
    expect(soon.id).toBeTruthy();

    // Delivered once each at the SMTP server.
    await app.mailer.flush();
    await other.mailer.flush();
    await expect.poll(() => smtp.received.filter((m) => m.to.includes(student.email)).length).toBe(4);

    // A restart: a new instance on the same database, at the same moment, sends nothing again.
    other = await instances.restartOther();
    expect(await sweepReminders(other, { now })).toMatchObject({ sent: 0 });
    expect(await mailsTo(student.email)).toHaveLength(4);
    await other.mailer.flush();
    expect(smtp.received.filter((m) => m.to.includes(student.email))).toHaveLength(4);
  });

  it("gives the event's meeting point in the departure mail and its calendar file, else the itinerary's first line", async () => {
    const now = new Date();
    const student = await signedInAs(app, 'student');
    const named = await createTour(app, {
      destination: 'Ratargul',
      location: 'Gowainghat, Sylhet',
      departureDate: dateInDays(3),
      meetingPoint: 'Main gate, CSE building, 5:00 AM',
    });
    const unnamed = await createTour(app, { destination: 'Paharpur', departureDate: dateInDays(1) });
    await pay(student.id, { tourId: named.id }, 'paid');
    await pay(student.id, { tourId: unnamed.id }, 'paid');
    await sweepReminders(app, { now });
    const mails = await mailsTo(student.email);
    const ics = (mail: (typeof mails)[number] | undefined) =>
      Buffer.from(
        (mail?.attachments as { contentBase64: string }[] | undefined)?.[0]?.contentBase64 ?? '',
        'base64',
      )
        .toString()
        .replace(/\r\n /g, '');

    const ratargul = mails.find((m) => m.subject.includes('Ratargul'));
    expect(ratargul?.text).toContain('Meeting point: Main gate, CSE building, 5:00 AM\n');
    expect(ratargul?.html).toContain('Main gate, CSE building, 5:00 AM');
    expect(ics(ratargul)).toContain('LOCATION:Main gate\\, CSE building\\, 5:00 AM\r\n');
    expect(ics(ratargul)).toContain('Meeting point: Main gate\\, CSE building\\, 5:00 AM');

    const paharpur = mails.find((m) => m.subject.includes('Paharpur'));
    expect(paharpur?.text).toContain('Meeting point: Day 1: Dhaka to Sajek (Rangamati)');
    expect(ics(paharpur)).toContain('LOCATION:Paharpur\\, Rangamati\r\n');
  });

  it('sends the second reminder of a kind when its day comes: 1 day before the end and the departure', async () => {
    const now = new Date();
    const { student } = await studentWithEverythingDue(now);
    await sweepReminders(app, { now });
    expect(await sweepReminders(app, { now: new Date(now.getTime() + HOUR) })).toMatchObject({ sent: 0 });
    // Two days on: the departure is a day away. Four and a half: the membership ends within a day.
    await sweepReminders(app, { now: new Date(now.getTime() + 2 * DAY) });
    await sweepReminders(app, { now: new Date(now.getTime() + 4.5 * DAY) });
    const rows = await remindersOf(student.id);
    expect(rows.map((r) => `${r.kind}:${r.occasion}`).sort()).toEqual([
      'checkout_pending:once',
      'event_departing:1d',
      'event_departing:3d',
      'membership_ending:1d',
      'membership_ending:7d',
      'registration_closing:once',
    ]);
  });

  it('sends nothing of a kind the student turned off, and the rest as before', async () => {
    const now = new Date();
    const { student } = await studentWithEverythingDue(now);
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/me/reminders',
      headers: { cookie: student.cookie },
      payload: { event_departing: false, checkout_pending: false },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      membership_ending: true,
      event_departing: false,
      registration_closing: true,
      checkout_pending: false,
      part_due: true,
    });
    await Promise.all([sweepReminders(app, { now }), sweepReminders(other, { now })]);
    const kinds = (await remindersOf(student.id)).map((r) => r.kind).sort();
    expect(kinds).toEqual(['membership_ending', 'registration_closing']);
    expect(await mailsTo(student.email)).toHaveLength(2);
  });

  it('leaves out what is not due: a renewed membership, a paid or fresh checkout, a later event', async () => {
    const now = new Date();
    const student = await signedInAs(app, 'student');
    const club = await createClub(app);
    const ending = new Date(now.getTime() + 3 * DAY);
    await pay(student.id, { clubId: club.id }, 'paid', { validUntil: ending });
    await pay(student.id, { clubId: club.id }, 'paid', {
      validFrom: ending,
      validUntil: new Date(ending.getTime() + 30 * DAY),
    });
    const event = await createTour(app, { departureDate: dateInDays(10) });
    await pay(student.id, { tourId: event.id }, 'pending', { createdAt: new Date(now.getTime() - 2 * HOUR) });
    await pay(student.id, { tourId: event.id }, 'paid', { createdAt: new Date(now.getTime() - HOUR) });
    const other = await createTour(app, { departureDate: dateInDays(10) });
    await pay(student.id, { tourId: other.id }, 'pending', {
      createdAt: new Date(now.getTime() - 10 * 60_000),
    });
    await sweepReminders(app, { now });
    expect(await remindersOf(student.id)).toEqual([]);
  });
});

describe('the settings and notices', () => {
  it('shows the due notices on Home, minus the kinds turned off; a visitor gets 401', async () => {
    const now = new Date();
    const { student, robotics } = await studentWithEverythingDue(now);
    const notices = async () =>
      (
        await app.inject({ method: 'GET', url: '/api/me/notices', headers: { cookie: student.cookie } })
      ).json().notices as { kind: string; itemId: string; daysLeft: number | null }[];
    const all = await notices();
    expect(all.map((n) => n.kind).sort()).toEqual([
      'checkout_pending',
      'event_departing',
      'membership_ending',
      'registration_closing',
    ]);
    expect(all.find((n) => n.kind === 'membership_ending')).toMatchObject({
      itemId: robotics.id,
      daysLeft: 5,
    });
    await app.inject({
      method: 'PATCH',
      url: '/api/me/reminders',
      headers: { cookie: student.cookie },
      payload: { membership_ending: false },
    });
    expect((await notices()).map((n) => n.kind)).not.toContain('membership_ending');
    const settings = await app.inject({
      method: 'GET',
      url: '/api/me/reminders',
      headers: { cookie: student.cookie },
    });
    expect(settings.json()).toMatchObject({ membership_ending: false, event_departing: true });
    expect((await app.inject({ method: 'GET', url: '/api/me/notices' })).statusCode).toBe(401);
    const bad = await app.inject({
      method: 'PATCH',
      url: '/api/me/reminders',
      headers: { cookie: student.cookie },
      payload: { nonsense: true },
    });
    expect(bad.statusCode).toBe(400);
  });
});
