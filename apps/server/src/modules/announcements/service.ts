import type { Announcement, AnnouncementInput } from '@dpms/shared';
import { desc, eq } from 'drizzle-orm';
import { recordAudit } from '../../audit.ts';
import type { Viewer } from '../../auth/viewer.ts';
import type { Db } from '../../db/client.ts';
import { announcement } from '../../db/schema/index.ts';
import { insertWithAudit, type Updated } from '../../lib/catalog-routes.ts';
import { notFound } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import { oldImageIfChanged } from '../uploads/service.ts';

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

export async function getAnnouncement(db: Db, id: string): Promise<AnnouncementRow> {
  const [row] = isUuid(id) ? await db.select().from(announcement).where(eq(announcement.id, id)) : [];
  if (!row) throw notFound(ANNOUNCEMENT_NOT_FOUND);
  return row;
}

export function createAnnouncement(
  db: Db,
  actor: Viewer,
  input: AnnouncementInput,
): Promise<AnnouncementRow> {
  return insertWithAudit(db, actor, { table: announcement, kind: 'announcement' }, input, (row) => ({
    title: row.title,
  }));
}

/**
 * Changes the given fields. Also answers the image a new one replaced, for the caller to
 * release once this is committed.
 */
export async function updateAnnouncement(
  db: Db,
  actor: Viewer,
  id: string,
  patch: Partial<AnnouncementInput>,
): Promise<Updated<AnnouncementRow>> {
  if (!isUuid(id)) throw notFound(ANNOUNCEMENT_NOT_FOUND);
  const changed = Object.keys(patch);
  if (changed.length === 0) return { row: await getAnnouncement(db, id), replacedImage: null };
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ imageUrl: announcement.imageUrl })
      .from(announcement)
      .where(eq(announcement.id, id))
      .for('update');
    if (!current) throw notFound(ANNOUNCEMENT_NOT_FOUND);
    const [row] = await tx
      .update(announcement)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(announcement.id, id))
      .returning();
    await recordAudit(tx, actor, {
      action: 'announcement.update',
      targetType: 'announcement',
      targetId: id,
      details: { changed },
    });
    return { row: row!, replacedImage: oldImageIfChanged(current.imageUrl, patch.imageUrl) };
  });
}

/**
 * Announcements are not financial records: deleting one removes it. Answers its image for the
 * caller to release once this is committed.
 */
export async function deleteAnnouncement(
  db: Db,
  actor: Viewer,
  id: string,
): Promise<{ result: { deleted: true; archived: false }; releasedImage: string }> {
  if (!isUuid(id)) throw notFound(ANNOUNCEMENT_NOT_FOUND);
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(announcement).where(eq(announcement.id, id)).returning();
    if (!row) throw notFound(ANNOUNCEMENT_NOT_FOUND);
    await recordAudit(tx, actor, {
      action: 'announcement.delete',
      targetType: 'announcement',
      targetId: id,
      details: { title: row.title },
    });
    return { result: { deleted: true, archived: false }, releasedImage: row.imageUrl };
  });
}
