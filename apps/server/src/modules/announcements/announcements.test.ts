import { MESSAGES } from '@dpms/shared/messages';
import type { Announcement } from '@dpms/shared/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  announcementInput,
  filesOnDisk,
  GONE,
  KEPT,
  ROLE_MATRIX,
  signedInAs,
  uploadImage,
} from '../../../test/factories/index.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { announcement, auditLog } from '../../db/schema/index.ts';

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

async function publish(overrides: Parameters<typeof announcementInput>[0] = {}): Promise<Announcement> {
  const res = await call('POST', '/api/announcements', admin.cookie, announcementInput(overrides));
  expect(res.statusCode).toBe(201);
  return res.json();
}

async function auditActions(id: string) {
  const rows = await ctx.database.db.select().from(auditLog).where(eq(auditLog.targetId, id));
  return rows.map((r) => r.action);
}

describe('announcements', () => {
  it('lets an admin publish one, which anyone can then read', async () => {
    const input = announcementInput({ title: 'Exam schedule' });
    const created = await call('POST', '/api/announcements', admin.cookie, input);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject(input);
    const read = await call('GET', `/api/announcements/${created.json().id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(created.json());
    expect(await auditActions(created.json().id)).toEqual(['announcement.create']);
  });

  it('says "This field is required" for each missing field, and stores nothing', async () => {
    const before = await ctx.database.db.$count(announcement);
    const res = await call('POST', '/api/announcements', admin.cookie, { description: '  ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      title: MESSAGES.required,
      description: MESSAGES.required,
      imageUrl: MESSAGES.required,
    });
    expect(await ctx.database.db.$count(announcement)).toBe(before);
  });

  it('lists newest first and honours ?limit= up to 50', async () => {
    const older = await publish({ title: 'Older' });
    const newer = await publish({ title: 'Newer' });
    const all = (await call('GET', '/api/announcements')).json().items as Announcement[];
    const ids = all.map((a) => a.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(ids[0]).toBe(newer.id);
    expect(
      (await call('GET', '/api/announcements?limit=1')).json().items.map((a: Announcement) => a.id),
    ).toEqual([newer.id]);
    expect((await call('GET', '/api/announcements?limit=51')).statusCode).toBe(400);
    expect((await call('GET', '/api/announcements?limit=0')).statusCode).toBe(400);
  });

  it('answers 404 with a clear message for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'abc', 'x'.repeat(90)]) {
      const res = await call('GET', `/api/announcements/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('This announcement does not exist.');
    }
  });

  it('lets an admin change and delete one (it is removed, not archived)', async () => {
    const a = await publish();
    const patched = await call('PATCH', `/api/announcements/${a.id}`, admin.cookie, { title: 'Moved' });
    expect(patched.json()).toMatchObject({ ...a, title: 'Moved' });
    const unchanged = await call('PATCH', `/api/announcements/${a.id}`, admin.cookie, {});
    expect(unchanged.json()).toEqual(patched.json());
    const bad = await call('PATCH', `/api/announcements/${a.id}`, admin.cookie, { title: '' });
    expect(bad.json().error.fields).toEqual({ title: MESSAGES.required });
    const removed = await call('DELETE', `/api/announcements/${a.id}`, admin.cookie);
    expect(removed.json()).toEqual({ deleted: true, archived: false });
    expect((await call('GET', `/api/announcements/${a.id}`)).statusCode).toBe(404);
    expect(await auditActions(a.id)).toEqual([
      'announcement.create',
      'announcement.update',
      'announcement.delete',
    ]);
    expect((await call('DELETE', `/api/announcements/${a.id}`, admin.cookie)).statusCode).toBe(404);
    expect((await call('PATCH', `/api/announcements/${a.id}`, admin.cookie, { title: 'X' })).statusCode).toBe(
      404,
    );
  });

  it.each(ROLE_MATRIX)(
    'refuses $role with $status on every write, changing nothing',
    async ({ role, status }) => {
      const a = await publish();
      const before = await ctx.database.db.$count(announcement);
      const cookie = cookies()[role];
      expect((await call('POST', '/api/announcements', cookie, announcementInput())).statusCode).toBe(status);
      expect((await call('PATCH', `/api/announcements/${a.id}`, cookie, { title: 'X' })).statusCode).toBe(
        status,
      );
      expect((await call('DELETE', `/api/announcements/${a.id}`, cookie)).statusCode).toBe(status);
      expect(await ctx.database.db.$count(announcement)).toBe(before);
      expect((await call('GET', `/api/announcements/${a.id}`)).json().title).toBe(a.title);
    },
  );
});

describe("an announcement's image", () => {
  it('deletes the old files when replaced and when the announcement is deleted', async () => {
    const before = await uploadImage(ctx.app, admin.cookie);
    const after = await uploadImage(ctx.app, admin.cookie);
    const a = await publish({ imageUrl: before.url });
    const res = await call('PATCH', `/api/announcements/${a.id}`, admin.cookie, { imageUrl: after.url });
    expect(res.json().imageUrl).toBe(after.url);
    expect(filesOnDisk(ctx.dataDir, before)).toEqual(GONE);
    expect(filesOnDisk(ctx.dataDir, after)).toEqual(KEPT);
    expect((await call('DELETE', `/api/announcements/${a.id}`, admin.cookie)).statusCode).toBe(200);
    expect(filesOnDisk(ctx.dataDir, after)).toEqual(GONE);
  });
});
