import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInDemoAdmin } from '../test/factories/index.ts';
import { createTestContext, type TestContext } from '../test/harness.ts';
import { bootstrap } from './bootstrap.ts';
import { announcement, club, studentIdAllowlist, tour, user } from './db/schema/index.ts';
import { DEMO_ADMIN } from './demo/seed.ts';
import { parseStudentIds } from './modules/student-ids/allow-list.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const count = async (table: typeof tour | typeof club | typeof announcement | typeof studentIdAllowlist) => {
  const [row] = await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row!.n;
};

describe('bootstrap', () => {
  it('seeds demo data once, with images stored as WebP, and never duplicates on a restart', async () => {
    const app = Object.create(ctx.app, { config: { value: { ...ctx.config, seedDemo: true } } });
    await bootstrap(app);
    const first = { tours: await count(tour), clubs: await count(club), news: await count(announcement) };
    expect(first.tours).toBeGreaterThanOrEqual(6);
    expect(first.clubs).toBeGreaterThanOrEqual(4);
    expect(first.news).toBe(4);
    expect(await count(studentIdAllowlist)).toBeGreaterThanOrEqual(20);
    const [admin] = await ctx.database.db.select().from(user).where(eq(user.email, DEMO_ADMIN.email));
    expect(admin).toMatchObject({ role: 'admin', emailVerified: true, twoFactorEnabled: true });
    // The demo admin signs in with the password and a code from the secret README publishes.
    const cookie = await signInDemoAdmin(ctx.app);
    const users = await ctx.app.inject({ method: 'GET', url: '/api/admin/users', headers: { cookie } });
    expect(users.statusCode).toBe(200);
    const [anyTour] = await ctx.database.db.select().from(tour).limit(1);
    expect(anyTour!.imageUrl).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    const image = await ctx.app.inject({ method: 'GET', url: anyTour!.imageUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['cache-control']).toContain('immutable');
    expect(image.rawPayload.subarray(8, 12).toString()).toBe('WEBP');

    await bootstrap(app);
    expect({ tours: await count(tour), clubs: await count(club), news: await count(announcement) }).toEqual(
      first,
    );
  }, 120_000);

  it('makes sure ADMIN_EMAIL is a verified admin, and imports STUDENT_IDS_FILE without duplicates', async () => {
    const file = path.join(ctx.dataDir, 'ids.csv');
    await writeFile(
      file,
      'student_id,name\n2021000000000001,A\n2021000000000002,B\n\n2021000000000001,A again\n',
    );
    const config = {
      ...ctx.config,
      seedDemo: false,
      admin: { email: 'bursar@dpms.local', password: 'Bursar-Pass-1' },
      studentIdsFile: file,
    };
    const app = Object.create(ctx.app, { config: { value: config } });
    const before = await count(studentIdAllowlist);
    await bootstrap(app);
    await bootstrap(app);
    expect(await count(studentIdAllowlist)).toBe(before + 2);
    const admins = await ctx.database.db.select().from(user).where(eq(user.email, 'bursar@dpms.local'));
    expect(admins).toHaveLength(1);
    expect(admins[0]).toMatchObject({ role: 'admin', emailVerified: true });
  });
});

describe('parseStudentIds', () => {
  it('takes the first column, skips blanks, headers and malformed entries', () => {
    expect(parseStudentIds('2020331000000001\r\n\n"2020331000000002",x\nstudent id\n12')).toEqual({
      ids: ['2020331000000001', '2020331000000002'],
      skipped: ['student id', '12'],
      emails: {},
    });
  });

  it('binds an ID to the e-mail address in its second column', () => {
    const text =
      'student_id,email\n2020331000000001,Rafi@Students.Example.edu\n2020331000000002;not-an-email\n';
    expect(parseStudentIds(text)).toEqual({
      ids: ['2020331000000001', '2020331000000002'],
      skipped: ['student_id'],
      emails: { '2020331000000001': 'rafi@students.example.edu' },
    });
  });
});
