import type { Announcement } from '@dpms/shared/schemas';
import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { announcement } from '../../db/schema/index.ts';
import { catalogService } from '../catalog/index.ts';

type AnnouncementRow = typeof announcement.$inferSelect;

export const ANNOUNCEMENT_NOT_FOUND = 'This announcement does not exist.';

/** The API shape of an announcement row. */
export function presentAnnouncement(row: AnnouncementRow): Announcement {
  const { createdAt, updatedAt: _updatedAt, ...fields } = row;
  return { ...fields, createdAt: createdAt.toISOString() };
}

/** Newest first. */
export function listAnnouncements(db: Db, limit: number): Promise<AnnouncementRow[]> {
  return db
    .select()
    .from(announcement)
    .orderBy(desc(announcement.createdAt), desc(announcement.id))
    .limit(limit);
}

/**
 * One announcement (a 404 also for a malformed id), and publishing, changing and deleting
 * them, each with its audit entry (modules/catalog). They are not financial records:
 * deleting one removes it.
 */
export const announcementService = catalogService({
  kind: 'announcement',
  table: announcement,
  notFound: ANNOUNCEMENT_NOT_FOUND,
  describe: (row) => ({ title: row.title }),
});
