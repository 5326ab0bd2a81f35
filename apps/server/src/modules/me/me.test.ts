import { existsSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { MESSAGES } from '@dpms/shared/messages';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  allowedStudentId,
  createClub,
  createTour,
  filesOnDisk,
  GONE,
  insertClubPayment,
  insertTourPayment,
  KEPT,
  PASSWORD,
  signedInAs,
  uniqueEmail,
  uploadImage,
} from '../../../test/factories/index.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { STUDENT_ID_UNAVAILABLE } from '../../auth/student-id-holder.ts';
import { createVerifiedAccount } from '../../auth/verified-accounts.ts';
import { user } from '../../db/schema/index.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** A multipart body with one file part, as a browser's FormData sends it. */
function multipart(field: string, filename: string, type: string, content: Buffer) {
  const boundary = `----dpms${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, 'content-type': `multipart/form-data; boundary=${boundary}` };
}

function uploadPhoto(cookie: string, body: ReturnType<typeof multipart>) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/me/photo',
    headers: { cookie, 'content-type': body['content-type'] },
    payload: body.payload,
  });
}

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#0d9488' } })
    .png()
    .toBuffer();

describe('GET /api/session', () => {
  it('answers a visitor 200 with no user, and nothing cacheable', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/session' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: null });
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('answers a signed-in user the same record as GET /api/me', async () => {
    const { cookie } = await signedInAs(ctx.app, 'student');
    const session = await ctx.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
    const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(session.statusCode).toBe(200);
    expect(session.json().user).toEqual(me.json());
    expect(session.json().user.role).toBe('student');
  });
});

describe('GET /api/me/holdings', () => {
  it("answers the user's paid events and running memberships, and nobody else's", async () => {
    const student = await signedInAs(ctx.app, 'student');
    const other = await signedInAs(ctx.app, 'student');
    const [paidTour, pendingTour, othersTour] = await Promise.all([
      createTour(ctx.app),
      createTour(ctx.app),
      createTour(ctx.app),
    ]);
    const [running, expired] = await Promise.all([createClub(ctx.app), createClub(ctx.app)]);
    const inAMonth = new Date(Date.now() + 30 * 86_400_000);
    await insertTourPayment(ctx.app, { tourId: paidTour.id, userId: student.id });
    await insertTourPayment(ctx.app, { tourId: pendingTour.id, userId: student.id, status: 'pending' });
    await insertTourPayment(ctx.app, { tourId: othersTour.id, userId: other.id });
    await insertClubPayment(ctx.app, {
      clubId: running.id,
      userId: student.id,
      plan: 'monthly',
      validUntil: inAMonth,
    });
    await insertClubPayment(ctx.app, {
      clubId: expired.id,
      userId: student.id,
      plan: 'monthly',
      validUntil: new Date(Date.now() - 86_400_000),
    });

    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/me/holdings',
      headers: { cookie: student.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json()).toEqual({
      registeredTourIds: [paidTour.id],
      memberships: {
        [running.id]: { plan: 'monthly', validUntil: inAMonth.toISOString(), lastPaidPoisha: 20_000 },
      },
    });
    const visitor = await ctx.app.inject({ method: 'GET', url: '/api/me/holdings' });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('PATCH /api/me', () => {
  it('changes name and phone but never role, e-mail or IDs, whatever the body carries', async () => {
    const student = await signedInAs(ctx.app, 'student');
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: { cookie: student.cookie },
      payload: {
        name: 'Nafisa Tabassum',
        phone: '01712345678',
        role: 'admin',
        email: 'someone.else@example.edu',
        studentId: '1111222233334444',
        emailVerified: false,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Nafisa Tabassum',
      phone: '01712345678',
      role: 'student',
      email: student.email,
    });
    const [row] = await ctx.database.db.select().from(user).where(eq(user.id, student.id));
    expect(row).toMatchObject({ role: 'student', email: student.email, emailVerified: true });
    expect(row?.studentId).not.toBe('1111222233334444');
  });
});

describe('POST /api/me/photo', () => {
  it('stores the photo re-encoded as WebP and sets it on the profile', async () => {
    const student = await signedInAs(ctx.app, 'student');
    const res = await uploadPhoto(student.cookie, multipart('image', 'me.png', 'image/png', await png()));
    expect(res.statusCode).toBe(200);
    const me = res.json();
    expect(me.image).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    expect(me.email).toBe(student.email);
    const file = path.join(ctx.dataDir, me.image);
    expect(existsSync(file)).toBe(true);
    expect((await sharp(file).metadata()).format).toBe('webp');
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: student.cookie },
    });
    expect(again.json().image).toBe(me.image);
  });

  it('refuses what is not a JPEG, PNG, WebP or GIF by its content, whatever its name', async () => {
    const teacher = await signedInAs(ctx.app, 'teacher');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const res = await uploadPhoto(teacher.cookie, multipart('image', 'me.png', 'image/png', svg));
    expect(res.statusCode).toBe(415);
    expect(res.json().error.message).toBe('Only JPEG, PNG, WebP or GIF images are accepted.');
    const [row] = await ctx.database.db.select().from(user).where(eq(user.id, teacher.id));
    expect(row?.image).toBeNull();
  });

  it('refuses an image over 5 MB and a request without an image', async () => {
    const student = await signedInAs(ctx.app, 'student');
    const huge = Buffer.concat([await png(), Buffer.alloc(5 * 1024 * 1024)]);
    const big = await uploadPhoto(student.cookie, multipart('image', 'big.png', 'image/png', huge));
    expect(big.statusCode).toBe(413);
    expect(big.json().error.message).toBe('The image is larger than 5 MB.');
    const missing = await uploadPhoto(student.cookie, multipart('photo', 'me.png', 'image/png', await png()));
    expect(missing.statusCode).toBe(400);
  });
});

describe('replacing or removing the photo', () => {
  /** The photo as it sits on disk: both sizes of a stored upload. */
  const photoOf = (me: { image: string }) => ({
    url: me.image,
    cardUrl: me.image.replace('.webp', '-640.webp'),
  });
  const patchMe = (cookie: string, payload: object) =>
    ctx.app.inject({ method: 'PATCH', url: '/api/me', headers: { cookie }, payload });

  it("deletes the old photo's files when a new one is uploaded, and serves the new one", async () => {
    const student = await signedInAs(ctx.app, 'student');
    const first = photoOf(
      (await uploadPhoto(student.cookie, multipart('image', 'a.png', 'image/png', await png()))).json(),
    );
    expect(filesOnDisk(ctx.dataDir, first)).toEqual(KEPT);

    const res = await uploadPhoto(student.cookie, multipart('image', 'b.png', 'image/png', await png()));
    expect(res.statusCode).toBe(200);
    const second = photoOf(res.json());
    expect(second.url).not.toBe(first.url);
    expect(filesOnDisk(ctx.dataDir, first)).toEqual(GONE);
    expect(filesOnDisk(ctx.dataDir, second)).toEqual(KEPT);
    expect((await ctx.app.inject({ method: 'GET', url: first.url })).statusCode).toBe(404);
    const served = await ctx.app.inject({ method: 'GET', url: second.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('deletes the files when the photo is changed or removed through PATCH /api/me', async () => {
    const student = await signedInAs(ctx.app, 'student');
    const first = await uploadImage(ctx.app, student.cookie);
    const second = await uploadImage(ctx.app, student.cookie);
    expect((await patchMe(student.cookie, { image: first.url })).statusCode).toBe(200);

    expect((await patchMe(student.cookie, { name: 'Only the name', image: first.url })).statusCode).toBe(200);
    expect(filesOnDisk(ctx.dataDir, first)).toEqual(KEPT);

    expect((await patchMe(student.cookie, { image: second.url })).json().image).toBe(second.url);
    expect(filesOnDisk(ctx.dataDir, first)).toEqual(GONE);

    const removed = await patchMe(student.cookie, { image: null });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().image).toBeNull();
    expect(filesOnDisk(ctx.dataDir, second)).toEqual(GONE);
  });

  it('keeps an image another record still shows', async () => {
    const admin = await signedInAs(ctx.app, 'admin');
    const poster = await uploadImage(ctx.app, admin.cookie);
    const event = await createTour(ctx.app, { imageUrl: poster.url });
    const [a, b] = await Promise.all([signedInAs(ctx.app, 'student'), signedInAs(ctx.app, 'student')]);
    // Two people chose the event's picture as their photo (the API accepts any stored image).
    await patchMe(a.cookie, { image: poster.url });
    await patchMe(b.cookie, { image: poster.url });

    expect(
      (await uploadPhoto(a.cookie, multipart('image', 'a.png', 'image/png', await png()))).statusCode,
    ).toBe(200);
    expect(filesOnDisk(ctx.dataDir, poster)).toEqual(KEPT);
    expect((await patchMe(b.cookie, { image: null })).statusCode).toBe(200);
    expect(filesOnDisk(ctx.dataDir, poster)).toEqual(KEPT);
    const [row] = await ctx.database.db.select({ image: user.image }).from(user).where(eq(user.id, a.id));
    expect(row?.image).not.toBe(poster.url);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/tours/${event.id}` })).json().imageUrl).toBe(
      poster.url,
    );
    expect((await ctx.app.inject({ method: 'GET', url: poster.url })).statusCode).toBe(200);
  });

  it('still saves the new photo when the old files cannot be deleted, and logs why', async () => {
    const student = await signedInAs(ctx.app, 'student');
    const first = photoOf(
      (await uploadPhoto(student.cookie, multipart('image', 'a.png', 'image/png', await png()))).json(),
    );
    // A directory where the card-size file was: removing it fails.
    const card = path.join(ctx.dataDir, first.cardUrl);
    await rm(card);
    await mkdir(card);
    const warn = vi.spyOn(ctx.app.log, 'warn');
    try {
      const res = await uploadPhoto(student.cookie, multipart('image', 'b.png', 'image/png', await png()));
      expect(res.statusCode).toBe(200);
      expect(res.json().image).not.toBe(first.url);
      expect(warn).toHaveBeenCalledWith(
        expect.objectContaining({ image: first.url }),
        'could not delete a replaced image',
      );
    } finally {
      warn.mockRestore();
    }
  });
});

describe('POST /api/me/complete-profile', () => {
  it('answers 409 for a student who already has a student ID', async () => {
    const student = await signedInAs(ctx.app, 'student');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/me/complete-profile',
      headers: { cookie: student.cookie },
      payload: { studentId: await allowedStudentId(ctx.app), batch: '9th' },
    });
    expect(res.statusCode).toBe(409);
  });

  it('refuses an ID another account uses and a bad batch, with the registration messages', async () => {
    const incomplete = await signedInAs(ctx.app, 'student');
    await ctx.database.db
      .update(user)
      .set({ studentId: null, batch: null })
      .where(eq(user.id, incomplete.id));
    const usedId = await allowedStudentId(ctx.app);
    await createVerifiedAccount(ctx.app, {
      email: uniqueEmail(),
      password: PASSWORD,
      name: 'Already registered',
      role: 'student',
      studentId: usedId,
      batch: '9th',
    });

    const used = await ctx.app.inject({
      method: 'POST',
      url: '/api/me/complete-profile',
      headers: { cookie: incomplete.cookie },
      payload: { studentId: usedId, batch: '9th' },
    });
    expect(used.statusCode).toBe(409);
    expect(used.json().error).toMatchObject({
      code: 'STUDENT_ID_UNAVAILABLE',
      fields: { studentId: STUDENT_ID_UNAVAILABLE },
    });

    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/me/complete-profile',
      headers: { cookie: incomplete.cookie },
      payload: { studentId: '', batch: '13th' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({ studentId: MESSAGES.required, batch: MESSAGES.required });
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: incomplete.cookie },
    });
    expect(me.json()).toMatchObject({ studentId: null, profileComplete: false });
  });
});
