import type { Stats } from '@dpms/shared/schemas';
import { count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { club, tour, user } from '../../db/schema/index.ts';

/** Students registered, and the clubs and events on offer (archived ones not counted). */
export async function homeStats(db: Db): Promise<Stats> {
  const [[students], [clubs], [events]] = await Promise.all([
    db.select({ n: count() }).from(user).where(eq(user.role, 'student')),
    db.select({ n: count() }).from(club).where(isNull(club.archivedAt)),
    db.select({ n: count() }).from(tour).where(isNull(tour.archivedAt)),
  ]);
  return { students: students?.n ?? 0, clubs: clubs?.n ?? 0, events: events?.n ?? 0 };
}
