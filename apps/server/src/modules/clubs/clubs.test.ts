import { MESSAGES } from '@dpms/shared/messages';
import type { Club } from '@dpms/shared/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clubInput,
  filesOnDisk,
  GONE,
  insertClubPayment,
  KEPT,
  ROLE_MATRIX,
  signedInAs,
  uploadImage,
} from '../../../test/factories/index.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { auditLog, club } from '../../db/schema/index.ts';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signedInAs>>;
let student: Awaited<ReturnType<typeof signedInAs>>;
let teacher: Awaited<ReturnType<typeof signedInAs>>;
const cookies = () => ({ anonymous: undefined, student: student.cookie, teacher: teacher.cookie });
const DAY = 86_400_000;

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

async function createClub(overrides: Parameters<typeof clubInput>[0] = {}): Promise<Club> {
  const res = await call('POST', '/api/clubs', admin.cookie, clubInput(overrides));
  expect(res.statusCode).toBe(201);
  return res.json();
}

async function auditActions(id: string) {
  const rows = await ctx.database.db.select().from(auditLog).where(eq(auditLog.targetId, id));
  return rows.map((r) => r.action);
}

describe('POST /api/clubs', () => {
  it('lets an admin add a club and writes the audit log', async () => {
    const input = clubInput({ clubName: 'Robotics Club' });
    const res = await call('POST', '/api/clubs', admin.cookie, input);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ ...input, membership: null, archived: false });
    expect(await auditActions(res.json().id)).toEqual(['club.create']);
  });

  it("uses the spec's messages for every missing field, and stores nothing", async () => {
    const before = await ctx.database.db.$count(club);
    const res = await call('POST', '/api/clubs', admin.cookie, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      clubName: MESSAGES.nameRequired,
      clubDescription: MESSAGES.required,
      clubRole: MESSAGES.roleRequired,
      roleName: MESSAGES.nameRequired,
      clubRole2: MESSAGES.roleRequired,
      roleName2: MESSAGES.nameRequired,
      membershipBenefits: MESSAGES.required,
      contactInformation: MESSAGES.required,
      monthlyPricePoisha: MESSAGES.monthlyPriceRequired,
      yearlyPricePoisha: MESSAGES.yearlyPriceRequired,
      imageUrl: MESSAGES.required,
    });
    expect(MESSAGES).toMatchObject({
      roleRequired: 'Role is required',
      nameRequired: 'Name is required',
      monthlyPriceRequired: 'Monthly price is required',
      yearlyPriceRequired: 'Yearly price is required',
    });
    expect(await ctx.database.db.$count(club)).toBe(before);
  });

  it('refuses blank names, an unknown role and text prices', async () => {
    const res = await call('POST', '/api/clubs', admin.cookie, {
      ...clubInput({ clubName: '  ', roleName2: '' }),
      clubRole: 'Captain',
      monthlyPricePoisha: 'free',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      clubName: MESSAGES.nameRequired,
      roleName2: MESSAGES.nameRequired,
      clubRole: MESSAGES.roleRequired,
      monthlyPricePoisha: MESSAGES.monthlyPriceRequired,
    });
  });

  it.each(ROLE_MATRIX)('refuses $role with $status', async ({ role, status }) => {
    const before = await ctx.database.db.$count(club);
    expect((await call('POST', '/api/clubs', cookies()[role], clubInput())).statusCode).toBe(status);
    expect(await ctx.database.db.$count(club)).toBe(before);
  });
});

describe('GET /api/clubs and /api/clubs/:id', () => {
  it('lists clubs publicly, hides archived ones, and reads any by id', async () => {
    const kept = await createClub({ clubName: 'Debate Club' });
    const gone = await createClub({ clubName: 'Archived Club' });
    await insertClubPayment(ctx.app, {
      clubId: gone.id,
      userId: null,
      plan: 'monthly',
      validUntil: new Date(Date.now() - DAY),
    });
    expect((await call('DELETE', `/api/clubs/${gone.id}`, admin.cookie)).json().archived).toBe(true);
    const list = await call('GET', '/api/clubs');
    expect(list.statusCode).toBe(200);
    const ids = list.json().items.map((c: Club) => c.id);
    expect(ids).toContain(kept.id);
    expect(ids).not.toContain(gone.id);
    expect((await call('GET', `/api/clubs/${gone.id}`)).json()).toMatchObject({ archived: true });
  });

  it('answers 404 with a clear message for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'xyz']) {
      const res = await call('GET', `/api/clubs/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('This club does not exist.');
    }
  });

  it("shows the viewer's current membership, counting down to the end of the renewals after it", async () => {
    const c = await createClub();
    const expired = await createClub();
    const monthEnds = new Date(Date.now() + 10 * DAY);
    const renewedUntil = new Date(monthEnds.getTime() + 365 * DAY);
    // A month that runs now, then a year bought before it ended: the year starts where it ends.
    await insertClubPayment(ctx.app, {
      clubId: c.id,
      userId: student.id,
      plan: 'monthly',
      amountPoisha: 20_000,
      validFrom: new Date(monthEnds.getTime() - 30 * DAY),
      validUntil: monthEnds,
    });
    await insertClubPayment(ctx.app, {
      clubId: c.id,
      userId: student.id,
      plan: 'yearly',
      amountPoisha: 200_000,
      validFrom: monthEnds,
      validUntil: renewedUntil,
    });
    await insertClubPayment(ctx.app, {
      clubId: c.id,
      userId: student.id,
      plan: 'monthly',
      validUntil: new Date(Date.now() + 900 * DAY),
      status: 'pending',
    });
    await insertClubPayment(ctx.app, {
      clubId: expired.id,
      userId: student.id,
      plan: 'yearly',
      validUntil: new Date(Date.now() - DAY),
    });
    const expected = { plan: 'yearly', validUntil: renewedUntil.toISOString(), lastPaidPoisha: 200_000 };

    const mine = (await call('GET', '/api/clubs', student.cookie)).json().items as Club[];
    expect(mine.find((x) => x.id === c.id)?.membership).toEqual(expected);
    expect(mine.find((x) => x.id === expired.id)?.membership).toBeNull();
    expect((await call('GET', `/api/clubs/${c.id}`, student.cookie)).json().membership).toEqual(expected);
    expect((await call('GET', `/api/clubs/${expired.id}`, student.cookie)).json().membership).toBeNull();

    const other = await signedInAs(ctx.app, 'student');
    expect((await call('GET', `/api/clubs/${c.id}`, other.cookie)).json().membership).toBeNull();
    expect((await call('GET', `/api/clubs/${c.id}`)).json().membership).toBeNull();
  });

  it('shows a single paid period that runs now, until its end', async () => {
    const c = await createClub();
    const until = new Date(Date.now() + 20 * DAY);
    await insertClubPayment(ctx.app, {
      clubId: c.id,
      userId: student.id,
      plan: 'monthly',
      amountPoisha: 20_000,
      validFrom: new Date(Date.now() - 10 * DAY),
      validUntil: until,
    });
    expect((await call('GET', `/api/clubs/${c.id}`, student.cookie)).json().membership).toEqual({
      plan: 'monthly',
      validUntil: until.toISOString(),
      lastPaidPoisha: 20_000,
    });
  });

  it('after a refund, a period that starts later is not a membership yet, and one after a gap does not extend it', async () => {
    // The month running now was refunded; only the renewal bought after it is still paid.
    const futureOnly = await createClub();
    const refundedMonth = {
      validFrom: new Date(Date.now() - 20 * DAY),
      validUntil: new Date(Date.now() + 10 * DAY),
    };
    await insertClubPayment(ctx.app, {
      clubId: futureOnly.id,
      userId: student.id,
      plan: 'monthly',
      status: 'refunded',
      ...refundedMonth,
    });
    await insertClubPayment(ctx.app, {
      clubId: futureOnly.id,
      userId: student.id,
      plan: 'monthly',
      validFrom: refundedMonth.validUntil,
      validUntil: new Date(Date.now() + 40 * DAY),
    });
    expect((await call('GET', `/api/clubs/${futureOnly.id}`, student.cookie)).json().membership).toBeNull();
    const list = (await call('GET', '/api/clubs', student.cookie)).json().items as Club[];
    expect(list.find((x) => x.id === futureOnly.id)?.membership).toBeNull();

    // Three months in a row, the middle one refunded: the countdown stops at the gap.
    const gap = await createClub();
    const currentUntil = new Date(Date.now() + 10 * DAY);
    await insertClubPayment(ctx.app, {
      clubId: gap.id,
      userId: student.id,
      plan: 'monthly',
      amountPoisha: 20_000,
      validFrom: new Date(Date.now() - 20 * DAY),
      validUntil: currentUntil,
    });
    const refundedUntil = new Date(currentUntil.getTime() + 30 * DAY);
    await insertClubPayment(ctx.app, {
      clubId: gap.id,
      userId: student.id,
      plan: 'monthly',
      status: 'refunded',
      validFrom: currentUntil,
      validUntil: refundedUntil,
    });
    await insertClubPayment(ctx.app, {
      clubId: gap.id,
      userId: student.id,
      plan: 'yearly',
      amountPoisha: 200_000,
      validFrom: refundedUntil,
      validUntil: new Date(refundedUntil.getTime() + 365 * DAY),
    });
    expect((await call('GET', `/api/clubs/${gap.id}`, student.cookie)).json().membership).toEqual({
      plan: 'monthly',
      validUntil: currentUntil.toISOString(),
      lastPaidPoisha: 20_000,
    });
  });
});

describe('PATCH /api/clubs/:id', () => {
  it('changes the given fields, checks them, and writes the audit log', async () => {
    const c = await createClub();
    const res = await call('PATCH', `/api/clubs/${c.id}`, admin.cookie, { yearlyPricePoisha: 180_000 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ...c, yearlyPricePoisha: 180_000 });
    expect(await auditActions(c.id)).toEqual(['club.create', 'club.update']);
    expect((await call('PATCH', `/api/clubs/${c.id}`, admin.cookie, {})).json()).toEqual(res.json());
    expect(await auditActions(c.id)).toEqual(['club.create', 'club.update']);
    const bad = await call('PATCH', `/api/clubs/${c.id}`, admin.cookie, { roleName: '' });
    expect(bad.json().error.fields).toEqual({ roleName: MESSAGES.nameRequired });
    expect((await call('PATCH', '/api/clubs/nope', admin.cookie, { roleName: 'A' })).statusCode).toBe(404);
  });

  it.each(ROLE_MATRIX)('refuses $role with $status and changes nothing', async ({ role, status }) => {
    const c = await createClub();
    const res = await call('PATCH', `/api/clubs/${c.id}`, cookies()[role], { clubName: 'Hijacked' });
    expect(res.statusCode).toBe(status);
    expect((await call('GET', `/api/clubs/${c.id}`)).json().clubName).toBe(c.clubName);
  });
});

describe('DELETE /api/clubs/:id', () => {
  it('deletes a club nobody paid for, and archives one with payments', async () => {
    const unpaid = await createClub();
    expect((await call('DELETE', `/api/clubs/${unpaid.id}`, admin.cookie)).json()).toEqual({
      deleted: true,
      archived: false,
    });
    expect((await call('GET', `/api/clubs/${unpaid.id}`)).statusCode).toBe(404);
    expect(await auditActions(unpaid.id)).toEqual(['club.create', 'club.delete']);

    const paid = await createClub();
    await insertClubPayment(ctx.app, {
      clubId: paid.id,
      userId: student.id,
      plan: 'yearly',
      validUntil: new Date(Date.now() + 100 * DAY),
    });
    expect((await call('DELETE', `/api/clubs/${paid.id}`, admin.cookie)).json()).toEqual({
      deleted: false,
      archived: true,
    });
    const [row] = await ctx.database.db.select().from(club).where(eq(club.id, paid.id));
    expect(row?.archivedAt).toBeInstanceOf(Date);
    expect(await auditActions(paid.id)).toEqual(['club.create', 'club.archive']);
    expect((await call('DELETE', `/api/clubs/${paid.id}`, admin.cookie)).statusCode).toBe(409);
    expect((await call('PATCH', `/api/clubs/${paid.id}`, admin.cookie, { roleName: 'A' })).statusCode).toBe(
      409,
    );
  });

  it.each(ROLE_MATRIX)('refuses $role with $status and deletes nothing', async ({ role, status }) => {
    const c = await createClub();
    expect((await call('DELETE', `/api/clubs/${c.id}`, cookies()[role])).statusCode).toBe(status);
    expect((await call('GET', `/api/clubs/${c.id}`)).statusCode).toBe(200);
  });
});

describe("a club's image", () => {
  it('deletes the old files when replaced or when the club is deleted, but not when archived', async () => {
    const before = await uploadImage(ctx.app, admin.cookie);
    const after = await uploadImage(ctx.app, admin.cookie);
    const c = await createClub({ imageUrl: before.url });
    const res = await call('PATCH', `/api/clubs/${c.id}`, admin.cookie, { imageUrl: after.url });
    expect(res.json().imageUrl).toBe(after.url);
    expect(filesOnDisk(ctx.dataDir, before)).toEqual(GONE);
    expect(filesOnDisk(ctx.dataDir, after)).toEqual(KEPT);
    await call('DELETE', `/api/clubs/${c.id}`, admin.cookie);
    expect(filesOnDisk(ctx.dataDir, after)).toEqual(GONE);

    const archivedImage = await uploadImage(ctx.app, admin.cookie);
    const paid = await createClub({ imageUrl: archivedImage.url });
    await insertClubPayment(ctx.app, {
      clubId: paid.id,
      userId: student.id,
      plan: 'monthly',
      validUntil: new Date(Date.now() + 30 * DAY),
    });
    expect((await call('DELETE', `/api/clubs/${paid.id}`, admin.cookie)).json()).toMatchObject({
      archived: true,
    });
    expect(filesOnDisk(ctx.dataDir, archivedImage)).toEqual(KEPT);
  });
});
