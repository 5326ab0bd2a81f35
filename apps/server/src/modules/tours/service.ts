import { type PaymentPlan, paymentPlanProblems, type TourInput } from '@dpms/shared/schemas';
import type { Viewer } from '../../auth/viewer.ts';
import type { Db } from '../../db/client.ts';
import { payment, tour } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
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

/**
 * Refuses a payment plan that does not fit its event (decision 0052): the parts must sum to the
 * price and fall due in order, the last before departure. The same check as the event form's,
 * with the same words on the same fields.
 */
function assertPlanFits(
  plan: PaymentPlan | null | undefined,
  event: { costPoisha: number; departureDate: string },
): void {
  if (!plan) return;
  const problems = paymentPlanProblems(plan, event);
  if (problems.length === 0) return;
  const fields = Object.fromEntries(
    problems.map((problem) => [`paymentPlan.${problem.path}`, problem.message]),
  );
  throw new HttpError(400, 'VALIDATION_ERROR', problems[0]!.message, fields);
}

export async function createTour(db: Db, actor: Viewer, input: TourInput): Promise<TourRow> {
  assertPlanFits(input.paymentPlan, input);
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
  if (patch.paymentPlan || patch.costPoisha !== undefined || patch.departureDate !== undefined) {
    // A new price or departure must still fit the plan, and a new plan the event as it will be.
    const current = await getTour(db, id, actor.id);
    assertPlanFits(patch.paymentPlan === undefined ? current.paymentPlan : patch.paymentPlan, {
      costPoisha: patch.costPoisha ?? current.costPoisha,
      departureDate: patch.departureDate ?? current.departureDate,
    });
  }
  const { replacedImage } = await tourWrites.update(db, actor, id, patch);
  // Read again with the seat count and the viewer's registration the pages show.
  return { row: await getTour(db, id, actor.id), replacedImage };
}

/**
 * Deletes an event nobody has paid for, answering its image for the caller to release;
 * archives one with payments (payment histories still show it, image and all).
 */
export const removeTour = tourWrites.remove;
