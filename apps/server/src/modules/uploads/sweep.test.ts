import { existsSync } from 'node:fs';
import { mkdir, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { UploadResult } from '@dpms/shared/schemas';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createClub,
  createTour,
  filesOnDisk,
  GONE,
  KEPT,
  signedInAs,
  uploadImage,
} from '../../../test/factories/index.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { announcement } from '../../db/schema/index.ts';
import { startUploadSweeper, sweepAbandonedUploads } from './sweep.ts';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signedInAs>>;
let uploadsDir: string;

beforeAll(async () => {
  ctx = await createTestContext();
  uploadsDir = path.join(ctx.dataDir, 'uploads');
  admin = await signedInAs(ctx.app, 'admin');
});
afterAll(() => ctx.close());

const HOUR = 60 * 60_000;

/** Makes a file look last written `hours` ago. */
async function age(file: string, hours: number) {
  const at = new Date(Date.now() - hours * HOUR);
  await utimes(file, at, at);
}

/** Makes both files of an uploaded image look `hours` old. */
async function ageImage(image: UploadResult, hours: number) {
  for (const url of [image.url, image.cardUrl]) await age(path.join(ctx.dataDir, url), hours);
}

async function oldUpload(hours: number) {
  const image = await uploadImage(ctx.app, admin.cookie);
  await ageImage(image, hours);
  return image;
}

describe('sweeping abandoned uploads', () => {
  it('deletes both files of an image no row shows once it is over 24 hours old', async () => {
    const abandoned = await oldUpload(25);
    const report = await sweepAbandonedUploads(ctx.app);
    expect(filesOnDisk(ctx.dataDir, abandoned)).toEqual(GONE);
    expect(report.deleted).toBeGreaterThanOrEqual(1);
    expect(report.errors).toBe(0);
    expect((await ctx.app.inject({ method: 'GET', url: abandoned.cardUrl })).statusCode).toBe(404);
  });

  it('keeps an unsaved image younger than 24 hours: a form may still be filled in', async () => {
    const fresh = await uploadImage(ctx.app, admin.cookie);
    const nearlyADay = await oldUpload(23);
    await sweepAbandonedUploads(ctx.app);
    expect(filesOnDisk(ctx.dataDir, fresh)).toEqual(KEPT);
    expect(filesOnDisk(ctx.dataDir, nearlyADay)).toEqual(KEPT);
  });

  it('judges an image by its oldest file, and deletes what is left of one that lost a size', async () => {
    const mixed = await uploadImage(ctx.app, admin.cookie);
    await age(path.join(ctx.dataDir, mixed.url), 30);
    await age(path.join(ctx.dataDir, mixed.cardUrl), 1);
    const halfGone = await oldUpload(48);
    await rm(path.join(ctx.dataDir, halfGone.url));
    await sweepAbandonedUploads(ctx.app);
    expect(filesOnDisk(ctx.dataDir, mixed)).toEqual(GONE);
    expect(filesOnDisk(ctx.dataDir, halfGone)).toEqual(GONE);
  });

  it('keeps images an event, a club, an announcement or a profile photo shows, however old', async () => {
    const [forTour, forClub, forAnnouncement, forPhoto, byCardUrl] = await Promise.all(
      Array.from({ length: 5 }, () => oldUpload(24 * 400)),
    );
    await createTour(ctx.app, { imageUrl: forTour!.url });
    await createClub(ctx.app, { imageUrl: forClub!.url });
    await createTour(ctx.app, { imageUrl: byCardUrl!.cardUrl });
    await ctx.app.database.db
      .insert(announcement)
      .values({ title: 'Fee deadline', description: 'Pay by Friday.', imageUrl: forAnnouncement!.url });
    const student = await signedInAs(ctx.app, 'student');
    const photo = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: { cookie: student.cookie },
      payload: { image: forPhoto!.url },
    });
    expect(photo.statusCode).toBe(200);

    const report = await sweepAbandonedUploads(ctx.app);
    for (const image of [forTour, forClub, forAnnouncement, forPhoto, byCardUrl]) {
      expect(filesOnDisk(ctx.dataDir, image!)).toEqual(KEPT);
    }
    expect(report.errors).toBe(0);
  });

  it('leaves alone files in the uploads folder that it did not write', async () => {
    await mkdir(uploadsDir, { recursive: true });
    const strangers = [
      'notes.txt',
      'logo.webp',
      'ABCDEF0123456789ABCDEF01.webp',
      '0123456789abcdef01234567.png',
      '0123456789abcdef01234567.webp.bak',
      '0123456789abcdef0123456.webp',
    ];
    for (const file of strangers) {
      await writeFile(path.join(uploadsDir, file), 'not an upload');
      await age(path.join(uploadsDir, file), 24 * 30);
    }
    // A folder named like an image is not one either.
    const folder = path.join(uploadsDir, 'fedcba9876543210fedcba98.webp');
    await mkdir(folder, { recursive: true });
    await age(folder, 24 * 30);

    const report = await sweepAbandonedUploads(ctx.app);
    expect(report.errors).toBe(0);
    for (const file of strangers) expect(existsSync(path.join(uploadsDir, file))).toBe(true);
    expect(existsSync(folder)).toBe(true);
  });

  it('is harmless when several instances sweep the same image at once', async () => {
    const abandoned = await oldUpload(25);
    const reports = await Promise.all([1, 2, 3].map(() => sweepAbandonedUploads(ctx.app)));
    expect(filesOnDisk(ctx.dataDir, abandoned)).toEqual(GONE);
    expect(reports.map((r) => r.errors)).toEqual([0, 0, 0]);
  });
});

describe('sweeping with nothing uploaded', () => {
  it('does nothing when the uploads folder is missing or empty', async () => {
    const empty = await createTestContext();
    try {
      const dir = path.join(empty.dataDir, 'uploads');
      const nothing = { checked: 0, deleted: 0, errors: 0 };
      await rm(dir, { recursive: true, force: true });
      expect(await sweepAbandonedUploads(empty.app)).toEqual(nothing);
      expect(existsSync(dir)).toBe(false);

      await mkdir(dir);
      expect(await sweepAbandonedUploads(empty.app)).toEqual(nothing);
      expect(await readdir(dir)).toEqual([]);
    } finally {
      await empty.close();
    }
  });
});

describe('the sweeper in the server process', () => {
  it('sweeps a while after start-up, then on its interval, until stopped', async () => {
    // A fake clock for the sweeper's timers only: the database and the files run as usual.
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval'] });
    try {
      const first = await oldUpload(25);
      const stop = startUploadSweeper(ctx.app, { firstAfterMs: 60_000, everyMs: 120_000 });
      try {
        await vi.advanceTimersByTimeAsync(59_000);
        expect(filesOnDisk(ctx.dataDir, first)).toEqual(KEPT);
        await vi.advanceTimersByTimeAsync(1_000);
        await vi.waitFor(() => expect(filesOnDisk(ctx.dataDir, first)).toEqual(GONE), { timeout: 15_000 });
        const second = await oldUpload(25);
        // On the interval: a tick that finds the first run still finishing (its lock held, on a
        // busy machine) is skipped, and the next tick sweeps.
        await vi.waitFor(
          async () => {
            await vi.advanceTimersByTimeAsync(120_000);
            expect(filesOnDisk(ctx.dataDir, second)).toEqual(GONE);
          },
          { timeout: 15_000, interval: 200 },
        );
      } finally {
        await stop();
      }
      const afterStop = await oldUpload(25);
      await vi.advanceTimersByTimeAsync(10 * 120_000);
      expect(filesOnDisk(ctx.dataDir, afterStop)).toEqual(KEPT);
    } finally {
      vi.useRealTimers();
    }
  });
});
