import { createHash, randomBytes } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTour } from '../../../test/factories/catalog.ts';
import { lastMailTo, signedInAs } from '../../../test/factories/index.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { auditLog, payment, user } from '../../db/schema/index.ts';
import { sendReceipt } from '../payments/receipt/receipt.ts';
import { ticketKeyOf } from './service.ts';
import { ticketCode } from './token.ts';

const ticketCodeForTest = (paymentId: string) => ticketCode(ticketKeyOf(ctx.app), paymentId);

let ctx: TestContext;
let admin: { id: string; cookie: string };
let student: { id: string; email: string; cookie: string };
let other: { id: string; cookie: string };

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await signedInAs(ctx.app, 'admin');
  student = await signedInAs(ctx.app, 'student');
  other = await signedInAs(ctx.app, 'student');
});
afterAll(() => ctx.close());

type Status = (typeof payment.$inferInsert)['status'];

/** A payment of `userId` for `tourId` straight into the database. */
async function registration(tourId: string, userId: string, status: Status = 'paid', name = 'Nusrat Jahan') {
  const [row] = await ctx.app.database.db
    .insert(payment)
    .values({
      kind: 'tour',
      tourId,
      userId,
      status,
      tranId: `DPMS-${randomBytes(8).toString('hex')}`,
      amountPoisha: 650_000,
      itemName: 'Sajek Valley',
      payerName: name,
      payerEmail: `${randomBytes(4).toString('hex')}@example.edu`,
      payerStudentId: '2020000000000001',
      payerBatch: '10th',
      payerMobile: '01712345678',
      paidAt: status === 'paid' ? new Date() : null,
      receiptNumber: status === 'paid' ? `R-${randomBytes(6).toString('hex')}` : null,
    })
    .returning();
  return row!;
}

async function ticketOf(paymentId: string, cookie = student.cookie) {
  return ctx.app.inject({ method: 'GET', url: `/api/me/payments/${paymentId}/ticket`, headers: { cookie } });
}

async function codeOf(paymentId: string): Promise<string> {
  const res = await ticketOf(paymentId);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().code;
}

function scan(tourId: string, code: string, lang = 'en') {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/admin/tours/${tourId}/check-in`,
    headers: { cookie: admin.cookie, 'accept-language': lang },
    payload: { code },
  });
}

describe('a ticket', () => {
  it('is shown to its owner for a paid event registration, as a code and a QR, never the tran_id', async () => {
    const event = await createTour(ctx.app);
    const paid = await registration(event.id, student.id);
    const res = await ticketOf(paid.id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ paymentId: paid.id, tourId: event.id, checkedInAt: null });
    expect(body.code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.code).not.toContain(paid.tranId);
    expect(body.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
  });

  it('is nobody else’s, and an unpaid or refunded registration has none', async () => {
    const event = await createTour(ctx.app);
    const paid = await registration(event.id, student.id);
    expect((await ticketOf(paid.id, other.cookie)).statusCode).toBe(404);
    for (const status of ['pending', 'refunded', 'failed'] as const) {
      const row = await registration(event.id, student.id, status);
      expect((await ticketOf(row.id)).statusCode).toBe(404);
    }
  });
});

describe('check-in', () => {
  it('checks a ticket in once; a second scan says when and by whom, and the audit trail has it', async () => {
    const event = await createTour(ctx.app);
    const paid = await registration(event.id, student.id);
    await ctx.app.database.db
      .update(user)
      .set({ image: '/uploads/photo.webp' })
      .where(eq(user.id, student.id));
    const code = await codeOf(paid.id);

    const first = await scan(event.id, code);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      outcome: 'checked_in',
      attendee: {
        paymentId: paid.id,
        name: 'Nusrat Jahan',
        studentId: '2020000000000001',
        batch: '10th',
        photoUrl: '/uploads/photo.webp',
        checkedInBy: 'Test admin',
      },
    });
    const at = first.json().attendee.checkedInAt;
    expect(at).toBeTruthy();

    const second = await scan(event.id, code);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ outcome: 'already_checked_in', attendee: { checkedInAt: at } });

    const entries = await ctx.app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'ticket.check_in'), eq(auditLog.targetId, paid.id)));
    expect(entries).toHaveLength(1);
    expect((await ticketOf(paid.id)).json().checkedInAt).toBe(at);
  });

  it('checks in exactly once when two phones scan the same ticket at the same moment', async () => {
    const event = await createTour(ctx.app);
    for (let round = 0; round < 5; round++) {
      const paid = await registration(event.id, student.id, 'paid');
      const code = await codeOf(paid.id);
      const answers = await Promise.all([scan(event.id, code), scan(event.id, code), scan(event.id, code)]);
      for (const res of answers) expect(res.statusCode, res.body).toBe(200);
      const outcomes = answers.map((res) => res.json().outcome).sort();
      expect(outcomes).toEqual(['already_checked_in', 'already_checked_in', 'checked_in']);
      const times = new Set(answers.map((res) => res.json().attendee.checkedInAt));
      expect(times.size).toBe(1);
      // Only one paid registration per student and event: refund this one before the next round.
      await ctx.app.database.db.update(payment).set({ status: 'refunded' }).where(eq(payment.id, paid.id));
    }
  });

  it('refuses a forged or mistyped code loudly, in the reader’s language', async () => {
    const event = await createTour(ctx.app);
    const paid = await registration(event.id, student.id);
    const code = await codeOf(paid.id);
    const forged = `${code.slice(0, 30)}${code[30] === 'x' ? 'y' : 'x'}${code.slice(31)}`;
    for (const attempt of [forged, paid.tranId, paid.id, randomBytes(32).toString('base64url')]) {
      const res = await scan(event.id, attempt);
      expect(res.statusCode, attempt).toBe(422);
      expect(res.json().error.code).toBe('TICKET_INVALID');
    }
    const bn = await scan(event.id, forged, 'bn');
    expect(bn.json().error.message).toMatch(/বৈধ টিকিট নয়/);
  });

  it('refuses a ticket of another event, naming it', async () => {
    const event = await createTour(ctx.app);
    const elsewhere = await createTour(ctx.app, { destination: "Cox's Bazar" });
    const paid = await registration(elsewhere.id, student.id);
    const res = await scan(event.id, await codeOf(paid.id));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'TICKET_OTHER_EVENT' });
    expect(res.json().error.message).toContain('Sajek Valley');
    const bn = await scan(event.id, await codeOf(paid.id), 'bn');
    expect(bn.json().error.message).toBe('এই টিকিটটি অন্য একটি ইভেন্টের: Sajek Valley।');
  });

  it('refuses a refunded ticket, and one whose refund is on its way', async () => {
    const event = await createTour(ctx.app);
    for (const status of ['refunded', 'refund_pending'] as const) {
      const paid = await registration(event.id, student.id);
      const code = await codeOf(paid.id);
      await ctx.app.database.db.update(payment).set({ status }).where(eq(payment.id, paid.id));
      const res = await scan(event.id, code);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe('TICKET_REFUNDED');
    }
  });

  it('answers 404 for an event that does not exist', async () => {
    const res = await scan('00000000-0000-4000-8000-000000000000', 'x'.repeat(43));
    expect(res.statusCode).toBe(404);
  });
});

describe('offline check-in', () => {
  function checkInList(tourId: string, lang = 'en', cookie = admin.cookie) {
    return ctx.app.inject({
      method: 'GET',
      url: `/api/admin/tours/${tourId}/check-in-list`,
      headers: { cookie, 'accept-language': lang },
    });
  }
  function offlineScan(
    tourId: string,
    code: string,
    deviceId: string,
    deviceLabel: string,
    scannedAt: string,
  ) {
    return ctx.app.inject({
      method: 'POST',
      url: `/api/admin/tours/${tourId}/check-in`,
      headers: { cookie: admin.cookie },
      payload: { code, deviceId, deviceLabel, scannedAt },
    });
  }
  const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

  it('gives a phone the attendees with their codes, and the codes to refuse as digests, never a key', async () => {
    const event = await createTour(ctx.app);
    const elsewhere = await createTour(ctx.app);
    const paid = await registration(event.id, student.id, 'paid', 'Arif Hasan');
    const refunded = await registration(event.id, student.id, 'refunded');
    const pendingRefund = await registration(event.id, student.id, 'refund_pending');
    const foreign = await registration(elsewhere.id, other.id);
    const unpaid = await registration(event.id, other.id, 'pending');

    expect((await checkInList(event.id, 'en', student.cookie)).statusCode).toBe(403);
    const res = await checkInList(event.id, 'bn');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const list = res.json();
    expect(list.attendees.map((a: { paymentId: string }) => a.paymentId)).toEqual([paid.id]);
    expect(list.attendees[0].code).toBe(await codeOf(paid.id));
    const refusalOf = (id: string, cookie = student.cookie) =>
      ctx.app.inject({ method: 'GET', url: `/api/me/payments/${id}/ticket`, headers: { cookie } });
    expect((await refusalOf(refunded.id)).statusCode).toBe(404);

    // Each refusal is the one the server gives online, in the language asked, for that code.
    const online = async (paymentId: string) => {
      const code = ticketCodeForTest(paymentId);
      const answer = await scan(event.id, code, 'bn');
      return { digest: sha256(code), message: answer.json().error.message, code: answer.json().error.code };
    };
    const expected = await Promise.all([online(refunded.id), online(pendingRefund.id), online(foreign.id)]);
    for (const refusal of expected) expect(list.refusals).toContainEqual(refusal);
    expect(list.refusals.map((r: { digest: string }) => r.digest)).not.toContain(
      sha256(ticketCodeForTest(unpaid.id)),
    );
    const forged = await scan(event.id, 'A'.repeat(43), 'bn');
    expect(list.invalidMessage).toBe(forged.json().error.message);
    // Nothing in it is the server's secret or the ticket key.
    expect(res.body).not.toContain(ctx.app.config.authSecret);
    expect(res.body).not.toContain(ticketKeyOf(ctx.app).toString('base64url'));
  });

  it('takes an offline scan with its own time and device, and the same scan sent twice once', async () => {
    const event = await createTour(ctx.app);
    const paid = await registration(event.id, student.id);
    const code = await codeOf(paid.id);
    const scannedAt = new Date(Date.now() - 20 * 60 * 1000).toISOString();
    const first = await offlineScan(
      event.id,
      code,
      'device-aaaa-1111',
      'Chrome on Android · AAAA',
      scannedAt,
    );
    expect(first.json()).toMatchObject({
      outcome: 'checked_in',
      attendee: { checkedInAt: scannedAt, checkedInDevice: 'Chrome on Android · AAAA', repeatScans: [] },
    });
    // The answer was lost; the phone sends it again: the same answer, no repeat scan.
    const again = await offlineScan(
      event.id,
      code,
      'device-aaaa-1111',
      'Chrome on Android · AAAA',
      scannedAt,
    );
    expect(again.json()).toMatchObject({ outcome: 'checked_in', attendee: { repeatScans: [] } });
    const audits = await ctx.app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'ticket.check_in'), eq(auditLog.targetId, paid.id)));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.details).toMatchObject({
      scannedOffline: true,
      scannedAt,
      device: 'Chrome on Android · AAAA',
    });
  });

  it('counts a ticket once when two phones checked it in offline, and tells both, with the time and device', async () => {
    const event = await createTour(ctx.app);
    const paid = await registration(event.id, student.id);
    const code = await codeOf(paid.id);
    const atA = new Date(Date.now() - 10 * 60 * 1000).toISOString();
    const atB = new Date(Date.now() - 9 * 60 * 1000).toISOString();
    const a = await offlineScan(event.id, code, 'device-aaaa-1111', 'Phone A', atA);
    const b = await offlineScan(event.id, code, 'device-bbbb-2222', 'Phone B', atB);
    expect(a.json().outcome).toBe('checked_in');
    expect(b.json()).toMatchObject({
      outcome: 'already_checked_in',
      attendee: {
        checkedInAt: atA,
        checkedInDevice: 'Phone A',
        repeatScans: [{ scannedAt: atB, device: 'Phone B', scannedBy: 'Test admin' }],
      },
    });
    // Phone A, reading the list again after its sync, sees phone B's scan.
    const list = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/tours/${event.id}/attendees?filter=all`,
      headers: { cookie: admin.cookie },
    });
    expect(list.json()).toMatchObject({ paid: 1, checkedIn: 1 });
    expect(list.json().items[0].repeatScans).toEqual([
      { scannedAt: atB, scannedBy: 'Test admin', device: 'Phone B' },
    ]);
    // Phone B sending its scan again adds nothing.
    await offlineScan(event.id, code, 'device-bbbb-2222', 'Phone B', atB);
    const again = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/tours/${event.id}/attendees?filter=all`,
      headers: { cookie: admin.cookie },
    });
    expect(again.json().items[0].repeatScans).toHaveLength(1);
  });

  it('believes an offline scan time only from the last week, never from the future', async () => {
    const event = await createTour(ctx.app);
    const future = new Date(Date.now() + 3_600_000);
    const tooOld = new Date(Date.now() - 8 * 86_400_000);
    for (const [scannedAt, holder] of [
      [future, student],
      [tooOld, other],
    ] as const) {
      const paid = await registration(event.id, holder.id);
      const code = ticketCodeForTest(paid.id);
      const res = await offlineScan(event.id, code, 'device-cccc-3333', 'Phone C', scannedAt.toISOString());
      const at = new Date(res.json().attendee.checkedInAt).getTime();
      expect(Math.abs(at - Date.now())).toBeLessThan(60_000);
    }
    const bad = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/tours/${event.id}/check-in`,
      headers: { cookie: admin.cookie },
      payload: { code: 'x', deviceId: 'no spaces allowed', scannedAt: 'yesterday' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('the attendee list', () => {
  it('lists the paid registrations with who is checked in, filtered, and as CSV', async () => {
    const event = await createTour(ctx.app);
    const students = [student, other, await signedInAs(ctx.app, 'student')];
    const rows = [];
    for (const [index, who] of students.entries())
      rows.push(await registration(event.id, who.id, 'paid', ['Arif', 'Bithi', '=Chowdhury'][index]));
    await registration(event.id, student.id, 'failed', 'Not paid');
    await scan(event.id, await codeOf(rows[0]!.id));

    const get = (query = '') =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/admin/tours/${event.id}/attendees${query}`,
        headers: { cookie: admin.cookie },
      });
    const all = (await get()).json();
    expect(all).toMatchObject({ tourId: event.id, paid: 3, checkedIn: 1 });
    expect(all.items.map((a: { name: string }) => a.name)).toEqual(['=Chowdhury', 'Arif', 'Bithi']);
    expect((await get('?filter=checked_in')).json().items.map((a: { name: string }) => a.name)).toEqual([
      'Arif',
    ]);
    expect((await get('?filter=not_checked_in')).json().items).toHaveLength(2);

    const csv = await get('.csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const records = parse(csv.body, { columns: true }) as Record<string, string>[];
    expect(records).toHaveLength(3);
    const arif = records.find((r) => r.Name === 'Arif')!;
    expect(arif['Checked in']).toBe('Yes');
    expect(arif['Checked in by']).toBe('Test admin');
    // A name that would run as a formula is written as text.
    expect(records.some((r) => r.Name === "'=Chowdhury")).toBe(true);
  });
});

describe('calendar files', () => {
  it('offer each event from departure to return with its meeting point, in either language', async () => {
    const event = await createTour(ctx.app, {
      destination: 'Sajek Valley',
      departureDate: '2026-12-30',
      duration: '3 days, 2 nights',
      itinerary: 'Day 1: Sayedabad bus stand, 10:30 PM\nDay 2: Konglak',
    });
    const res = await ctx.app.inject({ method: 'GET', url: `/api/tours/${event.id}/calendar.ics` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(res.headers['content-disposition']).toContain('dpms-sajek-valley.ics');
    const body = res.body.replace(/\r\n /g, '');
    expect(body).toContain('DTSTART;VALUE=DATE:20261230');
    expect(body).toContain('DTEND;VALUE=DATE:20270102');
    expect(body).toContain('Meeting point: Day 1: Sayedabad bus stand\\, 10:30 PM');
    expect(body).toContain('Return: January 1\\, 2027');
    const bn = await ctx.app.inject({
      method: 'GET',
      url: `/api/tours/${event.id}/calendar.ics`,
      headers: { 'accept-language': 'bn' },
    });
    expect(bn.body.replace(/\r\n /g, '')).toContain('মিলনস্থল');
    const missing = await ctx.app.inject({
      method: 'GET',
      url: '/api/tours/00000000-0000-4000-8000-000000000000/calendar.ics',
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe("an event's meeting point", () => {
  it('is the calendar file’s LOCATION and is on the ticket; without one, the itinerary’s first line', async () => {
    const event = await createTour(ctx.app, {
      destination: 'Srimangal',
      location: 'Srimangal, Moulvibazar',
      itinerary: 'Day 1: Kamalapur, 6:20 AM train\nDay 2: Lawachara',
      meetingPoint: 'Kamalapur railway station, platform 3, 5:45 AM',
    });
    const ics = async (id: string, lang = 'en') =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/tours/${id}/calendar.ics`,
          headers: { 'accept-language': lang },
        })
      ).body.replace(/\r\n /g, '');
    const named = await ics(event.id);
    expect(named).toContain('LOCATION:Kamalapur railway station\\, platform 3\\, 5:45 AM\r\n');
    expect(named).toContain('Meeting point: Kamalapur railway station\\, platform 3\\, 5:45 AM\\n');
    expect(await ics(event.id, 'bn')).toContain('মিলনস্থল: Kamalapur railway station');
    const paid = await registration(event.id, student.id);
    const ticket = await ticketOf(paid.id);
    expect(ticket.json().meetingPoint).toBe('Kamalapur railway station, platform 3, 5:45 AM');

    // Cleared: the earlier behaviour, the place as LOCATION and the itinerary's first line.
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/tours/${event.id}`,
      payload: { meetingPoint: '' },
      headers: { cookie: admin.cookie },
    });
    const unnamed = await ics(event.id);
    expect(unnamed).toContain('LOCATION:Srimangal\\, Srimangal\\, Moulvibazar\r\n');
    expect(unnamed).toContain('Meeting point: Day 1: Kamalapur\\, 6:20 AM train');
    expect((await ticketOf(paid.id)).json().meetingPoint).toBe('Day 1: Kamalapur, 6:20 AM train');
  });
});

describe('the receipt mail of a paid event registration', () => {
  it('carries the ticket code, its QR inline and the event’s calendar file; the PDF draws the QR', async () => {
    const event = await createTour(ctx.app);
    const paid = await registration(event.id, student.id);
    await sendReceipt(ctx.app, paid);
    const mail = await lastMailTo(ctx.app, paid.payerEmail);
    const code = await codeOf(paid.id);
    expect(mail?.text).toContain(code);
    const attachments = mail?.attachments as {
      filename: string;
      contentType: string;
      contentBase64: string;
      cid?: string;
    }[];
    expect(attachments.map((a) => a.contentType)).toEqual([
      'application/pdf',
      'image/png',
      'text/calendar; charset=utf-8; method=PUBLISH',
    ]);
    expect(mail?.html).toContain(`<img src="cid:${attachments[1]!.cid}"`);
    expect(Buffer.from(attachments[2]!.contentBase64, 'base64').toString()).toContain('BEGIN:VEVENT');
    const pdf = await ctx.app.inject({
      method: 'GET',
      url: `/api/me/payments/${paid.id}/receipt.pdf`,
      headers: { cookie: student.cookie },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.includes(Buffer.from('/Subtype /Image'))).toBe(true);
  });
});
