import type { Tour } from '@dpms/shared';
import type { TourRow } from './queries.ts';

export const AVAILABILITY_MESSAGES = {
  closed: 'Registration is closed for this event.',
  departed: 'This event has already departed.',
  full: 'All seats are taken.',
} as const;

/**
 * Whether a student may start a checkout for this event, and if not, why in plain words.
 * The checkout applies the same rule; the screen only shows it.
 */
export function availabilityOf(row: TourRow, today: string): Tour['availability'] {
  const reason =
    row.registration === 'Closed' || row.archivedAt !== null
      ? 'closed'
      : row.departureDate < today
        ? 'departed'
        : row.seatsTaken >= row.groupSize
          ? 'full'
          : null;
  return {
    canRegister: reason === null,
    reason,
    message: reason ? AVAILABILITY_MESSAGES[reason] : null,
  };
}

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
