import { announcementListSchema, clubListSchema, statsSchema, tourListSchema } from '@dpms/shared/schemas';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  clubInput,
  dateInDays,
  imageUrl,
  insertClubPayment,
  insertTourPayment,
  signedInAs,
  tourInput,
} from '../../../test/factories/index.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { announcement, club, tour } from '../../db/schema/index.ts';
import { seedAnnouncements, seedClubs, seedTourRow, seedTours } from '../../demo/seed-data.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const stats = async () => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/stats' });
  expect(res.statusCode).toBe(200);
  return statsSchema.parse(res.json());
};

describe('GET /api/stats', () => {
  it('counts students, and the clubs and events on offer (archived ones not)', async () => {
    expect(await stats()).toEqual({ students: 0, clubs: 0, events: 0 });
    const admin = await signedInAs(ctx.app, 'admin');
    await signedInAs(ctx.app, 'teacher');
    await signedInAs(ctx.app, 'student');
    await signedInAs(ctx.app, 'student');
    const post = (url: string, payload: object) =>
      ctx.app.inject({ method: 'POST', url, payload, headers: { cookie: admin.cookie } });
    const tours = await Promise.all([1, 2, 3].map(() => post('/api/tours', tourInput())));
    const clubs = await Promise.all([1, 2].map(() => post('/api/clubs', clubInput())));
    expect(await stats()).toEqual({ students: 2, clubs: 2, events: 3 });

    const tourId = tours[0]!.json().id;
    const clubId = clubs[0]!.json().id;
    await insertTourPayment(ctx.app, { tourId, userId: null });
    await insertClubPayment(ctx.app, { clubId, userId: null, plan: 'monthly', validUntil: new Date() });
    for (const url of [`/api/tours/${tourId}`, `/api/clubs/${clubId}`, `/api/tours/${tours[1]!.json().id}`]) {
      await ctx.app.inject({ method: 'DELETE', url, headers: { cookie: admin.cookie } });
    }
    expect(await stats()).toEqual({ students: 2, clubs: 1, events: 1 });
  });

  it('serves the demo catalogue within the published response schemas', async () => {
    const before = await stats();
    const version = ctx.app.publicCache.version;
    // The seed's rows without its images and accounts: the point is that its texts fit the contract.
    await ctx.database.db
      .insert(tour)
      .values(seedTours.map((seed) => seedTourRow(seed, imageUrl(), dateInDays)));
    await ctx.database.db
      .insert(club)
      .values(seedClubs.map(({ image: _image, ...fields }) => ({ ...fields, imageUrl: imageUrl() })));
    await ctx.database.db.insert(announcement).values(
      seedAnnouncements.map(({ image: _image, daysAgo: _daysAgo, ...fields }) => ({
        ...fields,
        imageUrl: imageUrl(),
      })),
    );
    // Written past the API, the rows reach the kept public answers through the database's NOTIFY,
    // which PostgreSQL delivers a moment later: wait for it, as a reader would a moment later.
    await vi.waitFor(() => expect(ctx.app.publicCache.version).toBeGreaterThan(version), { timeout: 10_000 });
    const counts = await stats();
    expect(counts.events).toBe(before.events + seedTours.length);
    expect(counts.clubs).toBe(before.clubs + seedClubs.length);
    const get = (url: string) => ctx.app.inject({ method: 'GET', url });
    const tours = tourListSchema.parse((await get('/api/tours?pageSize=50')).json());
    expect(tours.total).toBe(counts.events);
    expect(clubListSchema.parse((await get('/api/clubs')).json()).items).toHaveLength(counts.clubs);
    const news = announcementListSchema.parse((await get('/api/announcements')).json());
    expect(news.items).toHaveLength(seedAnnouncements.length);
  });
});
