import type { ClubInput } from '@dpms/shared';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../audit.ts';
import type { Viewer } from '../../auth/viewer.ts';
import type { Db } from '../../db/client.ts';
import { club, payment } from '../../db/schema/index.ts';
import { deleteOrArchive, insertWithAudit, type Removed, type Updated } from '../../lib/catalog-routes.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import { oldImageIfChanged } from '../uploads/service.ts';
import { type ClubRow, findClub, lockClub } from './queries.ts';

export const CLUB_NOT_FOUND = 'This club does not exist.';
const CLUB_ARCHIVED = 'This club was removed and can no longer be changed.';

/** One club, or a 404 (a malformed id is simply a club that does not exist). */
export async function getClub(db: Db, id: string): Promise<ClubRow> {
  const row = isUuid(id) ? await findClub(db, id) : undefined;
  if (!row) throw notFound(CLUB_NOT_FOUND);
  return row;
}

export function createClub(db: Db, actor: Viewer, input: ClubInput): Promise<ClubRow> {
  return insertWithAudit(db, actor, { table: club, kind: 'club' }, input, (row) => ({
    clubName: row.clubName,
  }));
}

/**
 * Changes the given fields of a live club; an archived one stays as it was. Also answers the
 * image a new one replaced, for the caller to release once this is committed.
 */
export async function updateClub(
  db: Db,
  actor: Viewer,
  id: string,
  patch: Partial<ClubInput>,
): Promise<Updated<ClubRow>> {
  if (!isUuid(id)) throw notFound(CLUB_NOT_FOUND);
  return db.transaction(async (tx) => {
    const current = await lockClub(tx, id);
    if (!current) throw notFound(CLUB_NOT_FOUND);
    if (current.archivedAt) throw conflict(CLUB_ARCHIVED, 'ARCHIVED');
    const changed = Object.keys(patch);
    if (changed.length === 0) return { row: current, replacedImage: null };
    const [row] = await tx
      .update(club)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(club.id, id))
      .returning();
    await recordAudit(tx, actor, {
      action: 'club.update',
      targetType: 'club',
      targetId: id,
      details: { changed },
    });
    return { row: row!, replacedImage: oldImageIfChanged(current.imageUrl, patch.imageUrl) };
  });
}

/**
 * Deletes a club nobody has paid for, answering its image for the caller to release;
 * archives one with payments (payment histories still show it, image and all).
 */
export async function removeClub(db: Db, actor: Viewer, id: string): Promise<Removed> {
  if (!isUuid(id)) throw notFound(CLUB_NOT_FOUND);
  return db.transaction(async (tx) => {
    const current = await lockClub(tx, id);
    if (!current) throw notFound(CLUB_NOT_FOUND);
    if (current.archivedAt) throw conflict(CLUB_ARCHIVED, 'ARCHIVED');
    const result = await deleteOrArchive(tx, { table: club, paymentColumn: payment.clubId }, id);
    await recordAudit(tx, actor, {
      action: result.archived ? 'club.archive' : 'club.delete',
      targetType: 'club',
      targetId: id,
      details: { clubName: current.clubName },
    });
    return { result, releasedImage: result.deleted ? current.imageUrl : null };
  });
}
