import { PAGE_SIZES } from '@dpms/shared/constants';
import { MESSAGES } from '@dpms/shared/messages';
import { type Tour, tourInputSchema } from '@dpms/shared/schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createClub,
  dateInDays,
  filesOnDisk,
  GONE,
  insertTourPayment,
  KEPT,
  ROLE_MATRIX,
  signedInAs,
  tourInput,
  uploadImage,
} from '../../../test/factories/index.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { auditLog, tour } from '../../db/schema/index.ts';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signedInAs>>;
let student: Awaited<ReturnType<typeof signedInAs>>;
let teacher: Awaited<ReturnType<typeof signedInAs>>;
const cookies = () => ({ anonymous: undefined, student: student.cookie, teacher: teacher.cookie });

beforeAll(async () => {
  ctx = await createTestContext();
  [admin, student, teacher] = await Promise.all([
    signedInAs(ctx.app, 'admin'),
    signedInAs(ctx.app, 'student'),
    signedInAs(ctx.app, 'teacher'),
  ]);
});
afterAll(() => ctx.close());

function call(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, cookie?: string, payload?: object) {
  return ctx.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
}

async function createTour(overrides: Parameters<typeof tourInput>[0] = {}): Promise<Tour> {
  const res = await call('POST', '/api/tours', admin.cookie, tourInput(overrides));
  expect(res.statusCode).toBe(201);
  return res.json();
}

async function auditActions(id: string) {
  const rows = await ctx.database.db.select().from(auditLog).where(eq(auditLog.targetId, id));
  return rows.map((r) => ({ action: r.action, actorEmail: r.actorEmail, targetType: r.targetType }));
}

describe('POST /api/tours', () => {
  it('lets an admin add an event, answers it in full, and writes the audit log', async () => {
    const input = tourInput({ destination: 'Sundarbans' });
    const res = await call('POST', '/api/tours', admin.cookie, input);
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      ...input,
      seatsTaken: 0,
      registered: false,
      archived: false,
      availability: { canRegister: true, reason: null, message: null },
    });
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await auditActions(created.id)).toEqual([
      { action: 'tour.create', actorEmail: admin.email, targetType: 'tour' },
    ]);
  });

  it('says "This field is required" for every missing field, and stores nothing', async () => {
    const [before] = await ctx.database.db.$count(tour).then((n) => [n]);
    const res = await call('POST', '/api/tours', admin.cookie, {});
    expect(res.statusCode).toBe(400);
    const { fields } = res.json().error;
    // Every field but the optional ones (holdHours: 24 when not given).
    const required = Object.entries(tourInputSchema.shape).filter(([, s]) => !s.safeParse(undefined).success);
    expect(required.length).toBeGreaterThan(15);
    for (const [key] of required) expect(fields[key]).toBe(MESSAGES.required);
    expect(await ctx.database.db.$count(tour)).toBe(before);
  });

  it('refuses blank text, a bad date, a non-uploaded image and a zero fee with clear messages', async () => {
    const res = await call(
      'POST',
      '/api/tours',
      admin.cookie,
      tourInput({
        destination: '   ',
        departureDate: '31/12/2026',
        imageUrl: 'https://evil.example/x.png',
        costPoisha: 0,
        groupSize: 0,
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      destination: MESSAGES.required,
      departureDate: 'Use a date like 2026-12-31',
      imageUrl: 'Upload an image first',
      costPoisha: 'The amount must be at least Tk 10',
      groupSize: 'At least 1 seat',
    });
  });

  it.each(ROLE_MATRIX)('refuses $role with $status before looking at the body', async ({ role, status }) => {
    const before = await ctx.database.db.$count(tour);
    expect((await call('POST', '/api/tours', cookies()[role], tourInput())).statusCode).toBe(status);
    expect((await call('POST', '/api/tours', cookies()[role], {})).statusCode).toBe(status);
    expect(await ctx.database.db.$count(tour)).toBe(before);
  });
});

describe('GET /api/tours', () => {
  it('lists upcoming events soonest first, then past ones most recent first, archived hidden', async () => {
    const far = await createTour({ destination: 'Far', departureDate: dateInDays(90) });
    const past = await createTour({ destination: 'Past', departureDate: dateInDays(-10) });
    const today = await createTour({ destination: 'Today', departureDate: dateInDays(0) });
    const longAgo = await createTour({ destination: 'Long ago', departureDate: dateInDays(-400) });
    const soon = await createTour({ destination: 'Soon', departureDate: dateInDays(2) });
    const archived = await createTour({ destination: 'Archived', departureDate: dateInDays(1) });
    await insertTourPayment(ctx.app, { tourId: archived.id, userId: student.id, status: 'failed' });
    expect((await call('DELETE', `/api/tours/${archived.id}`, admin.cookie)).json().archived).toBe(true);

    const res = await call('GET', '/api/tours?pageSize=50');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const mine = [far, past, today, longAgo, soon].map((t) => t.id);
    const order = body.items.map((t: Tour) => t.id).filter((id: string) => mine.includes(id));
    expect(order).toEqual([today.id, soon.id, far.id, past.id, longAgo.id]);
    expect(body.items.some((t: Tour) => t.id === archived.id)).toBe(false);
    expect(body.total).toBe(body.items.length);
    expect(body).toMatchObject({ page: 1, pageSize: 50 });
  });

  it('pages by the events page size by default, and accepts a pageSize up to 50', async () => {
    while ((await call('GET', '/api/tours')).json().total <= PAGE_SIZES.events) await createTour();
    const first = (await call('GET', '/api/tours')).json();
    expect(first.items).toHaveLength(PAGE_SIZES.events);
    expect(first.pageSize).toBe(PAGE_SIZES.events);
    const second = (await call('GET', '/api/tours?page=2')).json();
    expect(second.page).toBe(2);
    expect(second.items.length).toBe(Math.min(PAGE_SIZES.events, first.total - PAGE_SIZES.events));
    expect(second.items[0].id).not.toBe(first.items[0].id);
    expect((await call('GET', '/api/tours?pageSize=51')).statusCode).toBe(400);
    expect((await call('GET', '/api/tours?page=0')).statusCode).toBe(400);
    expect((await call('GET', '/api/tours?page=999')).json().items).toEqual([]);
  });
});

describe('GET /api/tours/:id', () => {
  it('answers 404 with a clear message for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1' or '1'='1", 'x'.repeat(90)]) {
      const res = await call('GET', `/api/tours/${encodeURIComponent(id)}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('This event does not exist.');
    }
  });

  it('still shows an archived event, marked archived and closed', async () => {
    const t = await createTour();
    await insertTourPayment(ctx.app, { tourId: t.id, userId: student.id });
    await call('DELETE', `/api/tours/${t.id}`, admin.cookie);
    const res = await call('GET', `/api/tours/${t.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      archived: true,
      availability: { canRegister: false, reason: 'closed' },
    });
  });
});

describe('availability, seats and registration', () => {
  it('gives the reason registration is not possible, in plain words', async () => {
    const closed = await createTour({ registration: 'Closed' });
    const departed = await createTour({ departureDate: dateInDays(-1) });
    const full = await createTour({ groupSize: 2 });
    const open = await createTour({ groupSize: 3 });
    for (const t of [full, open]) {
      await insertTourPayment(ctx.app, { tourId: t.id, userId: null });
      await insertTourPayment(ctx.app, { tourId: t.id, userId: null });
      await insertTourPayment(ctx.app, { tourId: t.id, userId: null, status: 'pending' });
    }
    const get = async (id: string) => (await call('GET', `/api/tours/${id}`)).json() as Tour;
    expect((await get(closed.id)).availability).toEqual({
      canRegister: false,
      reason: 'closed',
      message: 'Registration is closed for this event.',
    });
    expect((await get(departed.id)).availability).toEqual({
      canRegister: false,
      reason: 'departed',
      message: 'This event has already departed.',
    });
    expect(await get(full.id)).toMatchObject({
      seatsTaken: 2,
      availability: { canRegister: false, reason: 'full', message: 'All seats are taken.' },
    });
    expect(await get(open.id)).toMatchObject({
      seatsTaken: 2,
      availability: { canRegister: true, reason: null },
    });
    expect(
      (await get((await createTour({ departureDate: dateInDays(0) })).id)).availability.canRegister,
    ).toBe(true);
  });

  it('marks an event registered only for the viewer who paid for it', async () => {
    const paid = await createTour({ departureDate: dateInDays(1) });
    const pending = await createTour({ departureDate: dateInDays(1) });
    await insertTourPayment(ctx.app, { tourId: paid.id, userId: student.id });
    await insertTourPayment(ctx.app, { tourId: pending.id, userId: student.id, status: 'pending' });
    const other = await signedInAs(ctx.app, 'student');

    const registered = async (cookie: string | undefined) => {
      const list = (await call('GET', '/api/tours?pageSize=50', cookie)).json().items as Tour[];
      return {
        list: Object.fromEntries(
          list.filter((t) => [paid.id, pending.id].includes(t.id)).map((t) => [t.id, t.registered]),
        ),
        byId: (await call('GET', `/api/tours/${paid.id}`, cookie)).json().registered,
      };
    };
    expect(await registered(student.cookie)).toEqual({
      list: { [paid.id]: true, [pending.id]: false },
      byId: true,
    });
    expect(await registered(other.cookie)).toEqual({
      list: { [paid.id]: false, [pending.id]: false },
      byId: false,
    });
    expect(await registered(undefined)).toEqual({
      list: { [paid.id]: false, [pending.id]: false },
      byId: false,
    });
  });
});

describe('PATCH /api/tours/:id', () => {
  it('changes only the given fields and writes the audit log', async () => {
    const t = await createTour();
    const res = await call('PATCH', `/api/tours/${t.id}`, admin.cookie, {
      registration: 'Closed',
      groupSize: 10,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      ...t,
      registration: 'Closed',
      groupSize: 10,
      availability: { reason: 'closed' },
    });
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, t.id), eq(auditLog.action, 'tour.update')));
    expect(entry?.details).toEqual({
      destination: t.destination,
      changes: {
        registration: { before: t.registration, after: 'Closed' },
        groupSize: { before: t.groupSize, after: 10 },
      },
    });
  });

  it('accepts an empty change, changing nothing', async () => {
    const t = await createTour();
    const res = await call('PATCH', `/api/tours/${t.id}`, admin.cookie, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(t);
    expect((await auditActions(t.id)).map((a) => a.action)).toEqual(['tour.create']);
  });

  it('refuses a bad value with its message and changes nothing', async () => {
    const t = await createTour();
    const res = await call('PATCH', `/api/tours/${t.id}`, admin.cookie, { destination: '', groupSize: 5 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ destination: MESSAGES.required });
    expect((await call('GET', `/api/tours/${t.id}`)).json()).toMatchObject({
      destination: t.destination,
      groupSize: 40,
    });
  });

  it('refuses a hold length outside 1 to 168 hours with a clear message (Bangla too) and changes nothing', async () => {
    const t = await createTour({ holdHours: 36 });
    expect(t.holdHours).toBe(36);
    for (const [holdHours, message, bangla] of [
      [0, 'At least 1 hour', 'কমপক্ষে ১ ঘণ্টা হতে হবে'],
      [169, 'At most 168 hours (7 days)', 'সর্বোচ্চ ১৬৮ ঘণ্টা (৭ দিন) হতে পারে'],
    ] as const) {
      const res = await call('PATCH', `/api/tours/${t.id}`, admin.cookie, { holdHours, groupSize: 5 });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({ holdHours: message });
      const inBangla = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/tours/${t.id}`,
        payload: { holdHours },
        headers: { cookie: admin.cookie, 'accept-language': 'bn' },
      });
      expect(inBangla.json().error.fields).toEqual({ holdHours: bangla });
    }
    const res = await call('POST', '/api/tours', admin.cookie, tourInput({ holdHours: 1.5 }));
    expect(res.statusCode).toBe(400);
    expect((await call('GET', `/api/tours/${t.id}`)).json()).toMatchObject({ holdHours: 36, groupSize: 40 });
    const [row] = await ctx.database.db.select().from(tour).where(eq(tour.id, t.id));
    expect(row?.holdHours).toBe(36);
  });

  it('keeps the hold length and the meeting point through create and edit; an empty meeting point clears it', async () => {
    const plain = await createTour();
    expect(plain).toMatchObject({ holdHours: 24, meetingPoint: null });
    const t = await createTour({ holdHours: 12, meetingPoint: '  Main gate, CSE building, 7:00 AM ' });
    expect(t).toMatchObject({ holdHours: 12, meetingPoint: 'Main gate, CSE building, 7:00 AM' });
    let res = await call('PATCH', `/api/tours/${t.id}`, admin.cookie, {
      holdHours: 48,
      meetingPoint: 'Kamalapur railway station, platform 3, 5:45 AM',
    });
    expect(res.json()).toMatchObject({
      holdHours: 48,
      meetingPoint: 'Kamalapur railway station, platform 3, 5:45 AM',
    });
    res = await call('PATCH', `/api/tours/${t.id}`, admin.cookie, { meetingPoint: '   ' });
    expect(res.statusCode).toBe(200);
    expect((await call('GET', `/api/tours/${t.id}`)).json()).toMatchObject({
      holdHours: 48,
      meetingPoint: null,
    });
  });

  it('refuses a meeting point over 200 characters or with control characters, and changes nothing', async () => {
    const t = await createTour({ meetingPoint: 'Main gate, CSE building, 7:00 AM' });
    for (const [meetingPoint, message] of [
      ['x'.repeat(201), 'At most 200 characters'],
      ['Main gate\u0000', 'Remove the invisible control characters from this field'],
    ]) {
      const res = await call('PATCH', `/api/tours/${t.id}`, admin.cookie, { meetingPoint });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({ meetingPoint: message });
    }
    expect((await call('GET', `/api/tours/${t.id}`)).json().meetingPoint).toBe(
      'Main gate, CSE building, 7:00 AM',
    );
  });

  it('answers 404 for an unknown event and 409 for an archived one', async () => {
    expect((await call('PATCH', '/api/tours/nope', admin.cookie, { groupSize: 5 })).statusCode).toBe(404);
    const t = await createTour();
    await insertTourPayment(ctx.app, { tourId: t.id, userId: null });
    await call('DELETE', `/api/tours/${t.id}`, admin.cookie);
    const res = await call('PATCH', `/api/tours/${t.id}`, admin.cookie, { groupSize: 5 });
    expect(res.statusCode).toBe(409);
  });

  it.each(ROLE_MATRIX)('refuses $role with $status and changes nothing', async ({ role, status }) => {
    const t = await createTour();
    expect((await call('PATCH', `/api/tours/${t.id}`, cookies()[role], { groupSize: 5 })).statusCode).toBe(
      status,
    );
    expect((await call('GET', `/api/tours/${t.id}`)).json().groupSize).toBe(40);
  });
});

describe('DELETE /api/tours/:id', () => {
  it('deletes an event nobody paid for', async () => {
    const t = await createTour();
    const res = await call('DELETE', `/api/tours/${t.id}`, admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: true, archived: false });
    expect((await call('GET', `/api/tours/${t.id}`)).statusCode).toBe(404);
    expect((await auditActions(t.id)).map((a) => a.action)).toEqual(['tour.create', 'tour.delete']);
  });

  it('archives an event with payments instead, and keeps the payments linked', async () => {
    const t = await createTour();
    await insertTourPayment(ctx.app, { tourId: t.id, userId: student.id });
    const res = await call('DELETE', `/api/tours/${t.id}`, admin.cookie);
    expect(res.json()).toEqual({ deleted: false, archived: true });
    const [row] = await ctx.database.db.select().from(tour).where(eq(tour.id, t.id));
    expect(row?.archivedAt).toBeInstanceOf(Date);
    expect((await call('GET', `/api/tours/${t.id}`, student.cookie)).json()).toMatchObject({
      archived: true,
      registered: true,
    });
    expect((await auditActions(t.id)).map((a) => a.action)).toEqual(['tour.create', 'tour.archive']);
    expect((await call('DELETE', `/api/tours/${t.id}`, admin.cookie)).statusCode).toBe(409);
  });

  it('answers 404 for an unknown event', async () => {
    const res = await call('DELETE', '/api/tours/00000000-0000-4000-8000-000000000000', admin.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('This event does not exist.');
  });

  it.each(ROLE_MATRIX)('refuses $role with $status and deletes nothing', async ({ role, status }) => {
    const t = await createTour();
    expect((await call('DELETE', `/api/tours/${t.id}`, cookies()[role])).statusCode).toBe(status);
    expect((await call('GET', `/api/tours/${t.id}`)).statusCode).toBe(200);
  });
});

describe("an event's image", () => {
  it('deletes the old image files when an admin replaces it, and serves the new one', async () => {
    const before = await uploadImage(ctx.app, admin.cookie);
    const t = await createTour({ imageUrl: before.url });
    const after = await uploadImage(ctx.app, admin.cookie);

    const res = await call('PATCH', `/api/tours/${t.id}`, admin.cookie, { imageUrl: after.url });
    expect(res.statusCode).toBe(200);
    expect(res.json().imageUrl).toBe(after.url);
    expect(filesOnDisk(ctx.dataDir, before)).toEqual(GONE);
    expect(filesOnDisk(ctx.dataDir, after)).toEqual(KEPT);
    expect((await call('GET', before.url)).statusCode).toBe(404);
    expect((await call('GET', after.cardUrl)).statusCode).toBe(200);

    // Changing other fields, or giving the same image again, keeps it.
    await call('PATCH', `/api/tours/${t.id}`, admin.cookie, { groupSize: 12, imageUrl: after.url });
    expect(filesOnDisk(ctx.dataDir, after)).toEqual(KEPT);
  });

  it('keeps an image another record still shows', async () => {
    const shared = await uploadImage(ctx.app, admin.cookie);
    const t = await createTour({ imageUrl: shared.url });
    await createClub(ctx.app, { imageUrl: shared.url });
    const res = await call('PATCH', `/api/tours/${t.id}`, admin.cookie, {
      imageUrl: (await uploadImage(ctx.app, admin.cookie)).url,
    });
    expect(res.statusCode).toBe(200);
    expect(filesOnDisk(ctx.dataDir, shared)).toEqual(KEPT);
  });

  it("deletes the image with an event it deletes, and keeps an archived event's image", async () => {
    const deletedImage = await uploadImage(ctx.app, admin.cookie);
    const deleted = await createTour({ imageUrl: deletedImage.url });
    expect((await call('DELETE', `/api/tours/${deleted.id}`, admin.cookie)).json()).toMatchObject({
      deleted: true,
    });
    expect(filesOnDisk(ctx.dataDir, deletedImage)).toEqual(GONE);

    const archivedImage = await uploadImage(ctx.app, admin.cookie);
    const archived = await createTour({ imageUrl: archivedImage.url });
    await insertTourPayment(ctx.app, { tourId: archived.id, userId: student.id });
    expect((await call('DELETE', `/api/tours/${archived.id}`, admin.cookie)).json()).toMatchObject({
      archived: true,
    });
    expect(filesOnDisk(ctx.dataDir, archivedImage)).toEqual(KEPT);
  });
});
