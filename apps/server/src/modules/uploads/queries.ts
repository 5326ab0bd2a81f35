import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { announcement, club, tour, user } from '../../db/schema/index.ts';

/**
 * Whether any row still shows the image served under one of `urls` (its sizes): a profile
 * photo, or the picture of an event, club or announcement, archived ones included.
 */
export async function imageInUse(db: Db, urls: string[]): Promise<boolean> {
  const uses = await Promise.all([
    db.select({ id: user.id }).from(user).where(inArray(user.image, urls)).limit(1),
    db.select({ id: tour.id }).from(tour).where(inArray(tour.imageUrl, urls)).limit(1),
    db.select({ id: club.id }).from(club).where(inArray(club.imageUrl, urls)).limit(1),
    db
      .select({ id: announcement.id })
      .from(announcement)
      .where(inArray(announcement.imageUrl, urls))
      .limit(1),
  ]);
  return uses.some((rows) => rows.length > 0);
}
