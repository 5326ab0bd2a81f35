import type { TourInput } from '@dpms/shared';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../audit.ts';
import type { Viewer } from '../../auth/viewer.ts';
import type { Db } from '../../db/client.ts';
import { payment, tour } from '../../db/schema/index.ts';
import { deleteOrArchive, insertWithAudit, type Removed, type Updated } from '../../lib/catalog-routes.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import { oldImageIfChanged } from '../uploads/service.ts';
import { findTour, lockTour, type TourRow } from './queries.ts';

export const TOUR_NOT_FOUND = 'This event does not exist.';
const TOUR_ARCHIVED = 'This event was removed and can no longer be changed.';

/** One event for a viewer, or a 404 (a malformed id is simply an event that does not exist). */
export async function getTour(db: Db, id: string, viewerId: string | null): Promise<TourRow> {
  const row = isUuid(id) ? await findTour(db, id, viewerId) : undefined;
  if (!row) throw notFound(TOUR_NOT_FOUND);
  return row;
}

export async function createTour(db: Db, actor: Viewer, input: TourInput): Promise<TourRow> {
  const created = await insertWithAudit(db, actor, { table: tour, kind: 'tour' }, input, (row) => ({
    destination: row.destination,
  }));
  return { ...created, seatsTaken: 0, registered: false };
}

/**
 * Changes the given fields of a live event; an archived one stays as it was. Also answers the
 * image a new one replaced, for the caller to release once this is committed.
 */
export async function updateTour(
  db: Db,
  actor: Viewer,
  id: string,
  patch: Partial<TourInput>,
): Promise<Updated<TourRow>> {
  if (!isUuid(id)) throw notFound(TOUR_NOT_FOUND);
  const replacedImage = await db.transaction(async (tx) => {
    const current = await lockTour(tx, id);
    if (!current) throw notFound(TOUR_NOT_FOUND);
    if (current.archivedAt) throw conflict(TOUR_ARCHIVED, 'ARCHIVED');
    const changed = Object.keys(patch);
    if (changed.length === 0) return null;
    await tx
      .update(tour)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(tour.id, id));
    await recordAudit(tx, actor, {
      action: 'tour.update',
      targetType: 'tour',
      targetId: id,
      details: { changed },
    });
    return oldImageIfChanged(current.imageUrl, patch.imageUrl);
  });
  return { row: await getTour(db, id, actor.id), replacedImage };
}

/**
 * Deletes an event nobody has paid for, answering its image for the caller to release;
 * archives one with payments (payment histories still show it, image and all).
 */
export async function removeTour(db: Db, actor: Viewer, id: string): Promise<Removed> {
  if (!isUuid(id)) throw notFound(TOUR_NOT_FOUND);
  return db.transaction(async (tx) => {
    const current = await lockTour(tx, id);
    if (!current) throw notFound(TOUR_NOT_FOUND);
    if (current.archivedAt) throw conflict(TOUR_ARCHIVED, 'ARCHIVED');
    const result = await deleteOrArchive(tx, { table: tour, paymentColumn: payment.tourId }, id);
    await recordAudit(tx, actor, {
      action: result.archived ? 'tour.archive' : 'tour.delete',
      targetType: 'tour',
      targetId: id,
      details: { destination: current.destination },
    });
    return { result, releasedImage: result.deleted ? current.imageUrl : null };
  });
}
