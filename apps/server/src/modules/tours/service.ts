import type { TourInput } from '@dpms/shared/schemas';
import type { Viewer } from '../../auth/viewer.ts';
import type { Db } from '../../db/client.ts';
import { payment, tour } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import { catalogService, type Updated } from '../catalog/index.ts';
import { findTour, type TourRow } from './queries.ts';

export const TOUR_NOT_FOUND = 'This event does not exist.';

/**
 * Adding, changing and removing events, each with its audit entry (modules/catalog): an
 * event someone has paid for is archived, not deleted, and an archived one stays as it was.
 */
const tourWrites = catalogService({
  kind: 'tour',
  table: tour,
  notFound: TOUR_NOT_FOUND,
  archive: { message: 'This event was removed and can no longer be changed.', paymentColumn: payment.tourId },
  describe: (row) => ({ destination: row.destination }),
});

/** One event for a viewer, or a 404 (a malformed id is simply an event that does not exist). */
export async function getTour(db: Db, id: string, viewerId: string | null): Promise<TourRow> {
  const row = isUuid(id) ? await findTour(db, id, viewerId) : undefined;
  if (!row) throw notFound(TOUR_NOT_FOUND);
  return row;
}

export async function createTour(db: Db, actor: Viewer, input: TourInput): Promise<TourRow> {
  const created = await tourWrites.create(db, actor, input);
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
  const { replacedImage } = await tourWrites.update(db, actor, id, patch);
  // Read again with the seat count and the viewer's registration the pages show.
  return { row: await getTour(db, id, actor.id), replacedImage };
}

/**
 * Deletes an event nobody has paid for, answering its image for the caller to release;
 * archives one with payments (payment histories still show it, image and all).
 */
export const removeTour = tourWrites.remove;
