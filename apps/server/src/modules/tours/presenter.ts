import type { Tour } from '@dpms/shared/schemas';
import { availabilityOf } from '../bookings/index.ts';
import type { TourRow } from './queries.ts';

/** The API shape of an event row. */
export function presentTour(row: TourRow, today: string): Tour {
  const { archivedAt, createdAt, updatedAt: _updatedAt, ...fields } = row;
  return {
    ...fields,
    availability: availabilityOf(row, today),
    archived: archivedAt !== null,
    createdAt: createdAt.toISOString(),
  };
}
