import { randomBytes } from 'node:crypto';
import { MESSAGES } from '@dpms/shared/messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  enableTwoFactor,
  filesOnDisk,
  GONE,
  KEPT,
  PASSWORD,
  signedInAs,
  signIn,
  uniqueEmail,
  uploadImage,
} from '../../../test/factories/index.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { createVerifiedAccount } from '../../auth/verified-accounts.ts';
import type { Viewer } from '../../auth/viewer.ts';
import { auditLog, payment, session, tour, user } from '../../db/schema/index.ts';
import { deleteUser, promoteUser } from './service.ts';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signedInAs>>;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await signedInAs(ctx.app, 'admin');
});
afterAll(() => ctx.close());

const asAdmin = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie = admin.cookie) =>
  ctx.app.inject({ method, url, headers: { cookie } });

async function account(role: 'student' | 'teacher' | 'admin', name = `A ${role}`) {
  return createVerifiedAccount(ctx.app, {
    email: uniqueEmail(role),
    password: PASSWORD,
    name,
    role,
    studentId:
      role === 'student' ? `2021${randomBytes(6).toString('hex').replace(/\D/g, '7').slice(0, 12)}` : null,
    teacherId: role === 'student' ? null : String(Math.floor(Math.random() * 1e9)),
    batch: role === 'student' ? '11th' : null,
  });
}

async function auditFor(targetId: string, action: string) {
  return ctx.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, targetId), eq(auditLog.action, action)));
}

describe('GET /api/admin/users', () => {
  it('lists one role, newest first, five a page, with the columns the screen shows', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) ids.push(await account('teacher', `Teacher ${i}`));
    const first = await asAdmin('GET', '/api/admin/users?role=teacher&page=1');
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ page: 1, pageSize: 5, total: 6 });
    expect(body.items.map((u: { id: string }) => u.id)).toEqual(ids.slice(1).reverse());
    expect(Object.keys(body.items[0]).sort()).toEqual(
      ['batch', 'createdAt', 'email', 'emailVerified', 'id', 'name', 'role', 'studentId', 'teacherId'].sort(),
    );
    expect(body.items[0]).toMatchObject({
      role: 'teacher',
      name: 'Teacher 5',
      emailVerified: true,
      studentId: null,
    });

    const second = await asAdmin('GET', '/api/admin/users?role=teacher&page=2');
    expect(second.json().items.map((u: { id: string }) => u.id)).toEqual([ids[0]]);
  });

  it('lists students with their student ID and batch, and everyone without a role filter', async () => {
    const id = await account('student');
    const students = (await asAdmin('GET', '/api/admin/users?role=student')).json();
    expect(students.items[0]).toMatchObject({ id, role: 'student', batch: '11th' });
    expect(students.items[0].studentId).toMatch(/^2021/);
    const all = (await asAdmin('GET', '/api/admin/users')).json();
    const [counted] = await ctx.database.db.$count(user).then((n) => [n]);
    expect(all.total).toBe(counted);
  });

  it('refuses an unknown role or page with a clear 400', async () => {
    expect((await asAdmin('GET', '/api/admin/users?role=superuser')).statusCode).toBe(400);
    expect((await asAdmin('GET', '/api/admin/users?page=0')).statusCode).toBe(400);
  });
});

describe('POST /api/admin/users/:id/promote', () => {
  it('makes a teacher an admin and records who did it', async () => {
    const id = await account('teacher');
    const res = await asAdmin('POST', `/api/admin/users/${id}/promote`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, role: 'admin' });
    const [row] = await ctx.database.db.select().from(user).where(eq(user.id, id));
    expect(row?.role).toBe('admin');
    const [entry] = await auditFor(id, 'user.promote');
    expect(entry).toMatchObject({ actorUserId: admin.id, actorEmail: admin.email, targetType: 'user' });
    // It names the user and gives the one field that changed, before and after.
    expect(entry?.details).toEqual({
      email: row!.email,
      name: row!.name,
      changes: { role: { before: 'teacher', after: 'admin' } },
    });
  });

  it('refuses a student, and an admin (promoting twice), with the spec message', async () => {
    const student = await account('student');
    const teacher = await account('teacher');
    await asAdmin('POST', `/api/admin/users/${teacher}/promote`);
    for (const id of [student, teacher]) {
      const res = await asAdmin('POST', `/api/admin/users/${id}/promote`);
      expect(res.statusCode).toBe(422);
      expect(res.json().error.message).toBe(MESSAGES.onlyTeachersPromoted);
    }
    const [row] = await ctx.database.db.select().from(user).where(eq(user.id, student));
    expect(row?.role).toBe('student');
    expect(await auditFor(student, 'user.promote')).toHaveLength(0);
  });

  it('answers 404 for a user who does not exist', async () => {
    expect((await asAdmin('POST', '/api/admin/users/nobody-here/promote')).statusCode).toBe(404);
  });

  it('takes effect at once: the promoted teacher can use admin routes with the same session', async () => {
    const teacher = await signedInAs(ctx.app, 'teacher');
    expect((await asAdmin('GET', '/api/admin/users', teacher.cookie)).statusCode).toBe(403);
    await asAdmin('POST', `/api/admin/users/${teacher.id}/promote`);
    // The new admin is asked first to set up two-factor sign-in, then the admin pages open.
    const first = await asAdmin('GET', '/api/admin/users', teacher.cookie);
    expect(first.statusCode).toBe(403);
    expect(first.json().error.code).toBe('TWO_FACTOR_SETUP_REQUIRED');
    const cookie = await enableTwoFactor(ctx.app, teacher.cookie, teacher.email, PASSWORD);
    expect((await asAdmin('GET', '/api/admin/users', cookie)).statusCode).toBe(200);
  });
});

describe('DELETE /api/admin/users/:id', () => {
  it('signs the user out everywhere and keeps their payments with the payer snapshot', async () => {
    const student = await signedInAs(ctx.app, 'student');
    const secondSession = await signIn(ctx.app, student.email, PASSWORD);
    const [event] = await ctx.database.db
      .insert(tour)
      .values({
        destination: 'Sajek Valley',
        location: 'Rangamati',
        overview: 'Above the clouds.',
        itinerary: 'Day 1: Dhaka to Sajek',
        costPoisha: 650_000,
        registration: 'Open',
        departureDate: '2027-01-15',
        duration: '3 days',
        accommodation: 'Cottages',
        transportation: 'Bus',
        inclusions: 'Meals',
        exclusions: 'Shopping',
        groupSize: 40,
        tourGuides: 'Dr. Farhana Rahman',
        healthSafety: 'Carry your ID card.',
        paymentCancellation: 'Refund 15 days before.',
        imageUrl: '/uploads/sajek.webp',
      })
      .returning();
    const [paid] = await ctx.database.db
      .insert(payment)
      .values({
        tranId: `T${randomBytes(8).toString('hex')}`,
        kind: 'tour',
        tourId: event!.id,
        userId: student.id,
        amountPoisha: 650_000,
        status: 'paid',
        payerName: 'Test student',
        payerEmail: student.email,
        payerStudentId: '2020000000000001',
        payerBatch: '10th',
        payerMobile: '01712345678',
        itemName: 'Sajek Valley',
        paidAt: new Date(),
      })
      .returning();
    expect((await asAdmin('GET', '/api/me', student.cookie)).statusCode).toBe(200);

    const res = await asAdmin('DELETE', `/api/admin/users/${student.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: student.id, deleted: true });

    for (const cookie of [student.cookie, secondSession]) {
      expect((await asAdmin('GET', '/api/me', cookie)).statusCode).toBe(401);
    }
    expect(await ctx.database.db.select().from(session).where(eq(session.userId, student.id))).toHaveLength(
      0,
    );
    expect(await ctx.database.db.select().from(user).where(eq(user.id, student.id))).toHaveLength(0);
    const [kept] = await ctx.database.db.select().from(payment).where(eq(payment.id, paid!.id));
    expect(kept).toMatchObject({
      userId: null,
      status: 'paid',
      payerEmail: student.email,
      payerStudentId: '2020000000000001',
      amountPoisha: 650_000,
    });
    const [entry] = await auditFor(student.id, 'user.delete');
    expect(entry).toMatchObject({ actorUserId: admin.id, actorEmail: admin.email });
    expect(entry?.details).toMatchObject({ email: student.email, role: 'student' });
    expect(await asAdmin('DELETE', `/api/admin/users/${student.id}`).then((r) => r.statusCode)).toBe(404);
  });

  it("deletes the account's photo files, unless another record shows the same image", async () => {
    const own = await signedInAs(ctx.app, 'student');
    const photo = await uploadImage(ctx.app, own.cookie);
    await ctx.database.db.update(user).set({ image: photo.url }).where(eq(user.id, own.id));
    expect((await asAdmin('DELETE', `/api/admin/users/${own.id}`)).statusCode).toBe(200);
    expect(filesOnDisk(ctx.dataDir, photo)).toEqual(GONE);

    const sharing = await signedInAs(ctx.app, 'student');
    const shared = await uploadImage(ctx.app, sharing.cookie);
    await ctx.database.db.update(user).set({ image: shared.url }).where(eq(user.id, sharing.id));
    await ctx.database.db.update(user).set({ image: shared.url }).where(eq(user.id, admin.id));
    expect((await asAdmin('DELETE', `/api/admin/users/${sharing.id}`)).statusCode).toBe(200);
    expect(filesOnDisk(ctx.dataDir, shared)).toEqual(KEPT);
  });

  it('deletes another admin, but never yourself', async () => {
    const other = await account('admin');
    expect((await asAdmin('DELETE', `/api/admin/users/${other}`)).statusCode).toBe(200);
    const self = await asAdmin('DELETE', `/api/admin/users/${admin.id}`);
    expect(self.statusCode).toBe(422);
    expect(self.json().error.message).toBe('You cannot delete your own account.');
    expect((await asAdmin('GET', '/api/me')).statusCode).toBe(200);
  });

  it('a request from an admin who lost the role meanwhile changes nothing, so the last admin stays', async () => {
    // Only reachable in a race (the request passed the role check, then the caller was demoted):
    // asked of the services directly.
    const onlyAdmins = await ctx.database.db.select().from(user).where(eq(user.role, 'admin'));
    await ctx.database.db.update(user).set({ role: 'teacher' }).where(eq(user.role, 'admin'));
    const last = await account('admin');
    const teacher = await account('teacher');
    const formerAdmin = { id: admin.id, email: admin.email } as Viewer;
    try {
      await expect(deleteUser(ctx.database.db, formerAdmin, last)).rejects.toMatchObject({
        statusCode: 403,
        message: 'Your account is no longer an admin, so this was not done.',
      });
      await expect(promoteUser(ctx.database.db, formerAdmin, teacher)).rejects.toMatchObject({
        statusCode: 403,
      });
      expect(await ctx.database.db.select().from(user).where(eq(user.id, last))).toHaveLength(1);
      const [stillTeacher] = await ctx.database.db.select().from(user).where(eq(user.id, teacher));
      expect(stillTeacher?.role).toBe('teacher');
    } finally {
      await ctx.database.db.delete(user).where(eq(user.id, last));
      for (const row of onlyAdmins)
        await ctx.database.db.update(user).set({ role: 'admin' }).where(eq(user.id, row.id));
    }
  });

  it('leaves one admin when two admins delete each other at the same moment', async () => {
    const others = await ctx.database.db.select().from(user).where(eq(user.role, 'admin'));
    await ctx.database.db.update(user).set({ role: 'teacher' }).where(eq(user.role, 'admin'));
    const a = await signedInAs(ctx.app, 'admin');
    const b = await signedInAs(ctx.app, 'admin');
    try {
      const [ab, ba] = await Promise.all([
        asAdmin('DELETE', `/api/admin/users/${b.id}`, a.cookie),
        asAdmin('DELETE', `/api/admin/users/${a.id}`, b.cookie),
      ]);
      const statuses = [ab.statusCode, ba.statusCode].sort();
      expect(statuses[0]).toBe(200);
      expect([401, 403]).toContain(statuses[1]);
      const admins = await ctx.database.db.select().from(user).where(eq(user.role, 'admin'));
      expect(admins.map((row) => row.id)).toHaveLength(1);
      expect([a.id, b.id]).toContain(admins[0]!.id);
    } finally {
      for (const row of others)
        await ctx.database.db.update(user).set({ role: 'admin' }).where(eq(user.id, row.id));
    }
  });
});
