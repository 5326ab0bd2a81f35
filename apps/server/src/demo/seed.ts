import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { symmetricEncrypt } from 'better-auth/crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createVerifiedAccount, ensureAdmin } from '../auth/verified-accounts.ts';
import type { Viewer } from '../auth/viewer.ts';
import { announcement, club, tour, twoFactor, user } from '../db/schema/index.ts';
import { createCode } from '../modules/discounts/index.ts';
import { importStudentIds } from '../modules/student-ids/allow-list.ts';
import { storeImageForLater } from '../storage/images.ts';
import { rememberDemoLedger } from './demo-ledger.ts';
import {
  demoClassmates,
  demoStudents,
  seedAnnouncements,
  seedClubs,
  seedStudentIds,
  seedTourRow,
  seedTours,
} from './seed-data.ts';
import { seedDemoPayments, viewersOf } from './seed-payments.ts';

/**
 * The demo admin's authenticator secret (README prints it, base32, for an authenticator app):
 * admins sign in with two factors, the demo one too. Demo data never exists in production.
 */
export const DEMO_ADMIN_TOTP_SECRET = 'dpms-demo-admin-totp-secret-0001';

/** Turns on two-factor sign-in for the demo admin with the published secret, as setting it up would. */
async function enableDemoTwoFactor(app: FastifyInstance, userId: string) {
  const ctx = await app.auth.$context;
  const encrypt = (data: string) => symmetricEncrypt({ key: ctx.secretConfig, data });
  await app.database.db.insert(twoFactor).values({
    id: randomUUID(),
    userId,
    secret: await encrypt(DEMO_ADMIN_TOTP_SECRET),
    backupCodes: await encrypt(JSON.stringify([])),
    verified: true,
  });
  await app.database.db.update(user).set({ twoFactorEnabled: true }).where(sql`${user.id} = ${userId}`);
}

/** The demo admin that README names; only ever created by the demo seed. */
export const DEMO_ADMIN = { email: 'admin@dpms.local', password: 'Admin@12345', name: 'Demo Admin' };
/** Password of the demo students. */
export const DEMO_STUDENT_PASSWORD = 'Student@12345';

/** Seed art lives beside this file in development and beside the bundle in production. */
function seedAssetsDir(): string {
  return path.join(path.dirname(fileURLToPath(import.meta.url)), 'seed-assets');
}

/** Stores one piece of seed art; its sizes are encoded when first asked for, not during the first start. */
async function storeSeedImage(uploadsDir: string, stem: string): Promise<string> {
  const svg = await readFile(path.join(seedAssetsDir(), `${stem}.svg`));
  return (await storeImageForLater(uploadsDir, svg)).url;
}

function dateInDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Fills an empty database with believable demo content. A database that already has events
 * is left alone, so a restart never duplicates anything; either way the sandbox gateway is given
 * the demo's transactions again (it forgets them on every restart).
 */
/**
 * Two running codes (decision 0051), so the admins' screen and a checkout show one at work: a
 * week of 20 % off the CSE Programming Club for newcomers, and Tk 500 off Saint Martin's Island.
 */
async function seedDiscountCodes(app: FastifyInstance, admin: Viewer) {
  const { db } = app.database;
  // Made by the demo's admin two days ago, like the rest of its history.
  const madeAt = new Date(Date.now() - 2 * 86_400_000);
  const [firstClub] = await db
    .select({ id: club.id })
    .from(club)
    .where(sql`${club.clubName} = ${'CSE Programming Club'}`);
  const [saintMartin] = await db
    .select({ id: tour.id })
    .from(tour)
    .where(sql`${tour.destination} = ${"Saint Martin's Island"}`);
  if (firstClub) {
    await createCode(
      db,
      admin,
      {
        code: 'FRESHER20',
        kind: 'percent',
        percent: 20,
        scope: 'club',
        itemId: firstClub.id,
        maxUses: 50,
        endsOn: dateInDays(7),
      },
      madeAt,
    );
  }
  if (saintMartin) {
    await createCode(
      db,
      admin,
      {
        code: 'ISLAND500',
        kind: 'amount',
        amountPoisha: 50_000,
        scope: 'tour',
        itemId: saintMartin.id,
        maxUses: 20,
        endsOn: dateInDays(14),
      },
      madeAt,
    );
  }
}

export async function seedDemo(app: FastifyInstance): Promise<boolean> {
  const { db } = app.database;
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(tour);
  if ((existing?.n ?? 0) > 0) {
    await rememberDemoLedger(app);
    return false;
  }
  const uploadsDir = path.join(app.config.dataDir, 'uploads');
  const render = (stem: string) => storeSeedImage(uploadsDir, stem);
  const imagesStarted = Date.now();

  // Images first, then every catalogue row in one transaction: a crash half-way leaves an
  // empty catalogue, which the next start seeds again.
  const tours = await Promise.all(
    seedTours.map(async (seed) => seedTourRow(seed, await render(seed.image), dateInDays)),
  );
  const clubs = await Promise.all(
    seedClubs.map(async ({ image, ...fields }) => ({ ...fields, imageUrl: await render(image) })),
  );
  const announcements = await Promise.all(
    seedAnnouncements.map(async ({ image, daysAgo, ...fields }) => {
      const at = new Date(Date.now() - daysAgo * 86_400_000);
      return { ...fields, imageUrl: await render(image), createdAt: at, updatedAt: at };
    }),
  );
  app.log.info(
    { images: tours.length + clubs.length + announcements.length, ms: Date.now() - imagesStarted },
    'start-up: demo images stored (each size is encoded when first asked for)',
  );
  await db.transaction(async (tx) => {
    await tx.insert(tour).values(tours);
    await tx.insert(club).values(clubs);
    await tx.insert(announcement).values(announcements);
    await importStudentIds(tx, [...seedStudentIds, ...demoClassmates.map((s) => s.studentId)]);
  });

  const [admin] = await db.select({ id: user.id }).from(user).where(sql`${user.email} = ${DEMO_ADMIN.email}`);
  if (!admin) {
    const { id } = await ensureAdmin(app, DEMO_ADMIN.email, DEMO_ADMIN.password, DEMO_ADMIN.name);
    await enableDemoTwoFactor(app, id);
  }
  // One hash for every demo student: they share the published password, and hashing forty
  // times would add seconds to the first start.
  const passwordHash = await (await app.auth.$context).password.hash(DEMO_STUDENT_PASSWORD);
  const students = [...demoStudents, ...demoClassmates];
  for (const student of students) {
    const [taken] = await db.select({ id: user.id }).from(user).where(sql`${user.email} = ${student.email}`);
    if (taken) continue;
    await createVerifiedAccount(app, {
      ...student,
      role: 'student',
      password: DEMO_STUDENT_PASSWORD,
      passwordHash,
    });
  }
  app.log.info(
    { students: students.length, ms: Date.now() - imagesStarted },
    'start-up: demo catalogue, student IDs and accounts seeded',
  );
  const [demoAdmin] = await viewersOf(app, [DEMO_ADMIN.email]);
  const payers = {
    students: await viewersOf(
      app,
      demoStudents.map((s) => s.email),
    ),
    classmates: await viewersOf(
      app,
      demoClassmates.map((s) => s.email),
    ),
  };
  const started = Date.now();
  const report = await seedDemoPayments(app, payers, demoAdmin!);
  await rememberDemoLedger(app);
  await seedDiscountCodes(app, demoAdmin!);
  app.log.info(
    { ...report, ms: Date.now() - started },
    'start-up: demo payments seeded (demo data complete)',
  );
  return true;
}
