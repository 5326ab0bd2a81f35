import type { Tour } from '@dpms/shared/schemas';
import type { tour } from '../../db/schema/index.ts';
import { conflict, HttpError } from '../../lib/http-error.ts';

export const AVAILABILITY_MESSAGES = {
  closed: 'Registration is closed for this event.',
  departed: 'This event has already departed.',
  full: 'All seats are taken.',
} as const;

/** What the booking rules need to know about an event, with its seats counted (seats.ts). */
export type BookableEvent = Pick<
  typeof tour.$inferSelect,
  'registration' | 'archivedAt' | 'departureDate' | 'groupSize'
> & { seatsTaken: number };

export type Availability = Tour['availability'];

/**
 * Whether a student may start a checkout for this event, and if not, why in plain words.
 * The checkout applies the same rule; the screens only show it.
 */
export function availabilityOf(event: BookableEvent, today: string): Availability {
  const reason =
    event.registration === 'Closed' || event.archivedAt !== null
      ? 'closed'
      : event.departureDate < today
        ? 'departed'
        : event.seatsTaken >= event.groupSize
          ? 'full'
          : null;
  return {
    canRegister: reason === null,
    reason,
    message: reason ? AVAILABILITY_MESSAGES[reason] : null,
  };
}

/** The refusal of a checkout (or a waiting-list place) for an event that takes no booking. */
export function unavailable(availability: Availability): HttpError {
  return new HttpError(422, `EVENT_${availability.reason!.toUpperCase()}`, availability.message!);
}

/**
 * Refuses a student who has paid for the event already, or whose payment for it is on hold
 * (an admin is reviewing it: paying twice would only need a refund).
 */
export function refuseIfBooked(viewer: { registered: boolean; onHold?: boolean }): void {
  if (viewer.registered) throw conflict('You have already paid for this event.', 'ALREADY_REGISTERED');
  if (viewer.onHold) {
    throw conflict(
      'Your payment for this event is being reviewed by the department. You will not be charged twice: wait for their answer before paying again.',
      'PAYMENT_UNDER_REVIEW',
    );
  }
}

/** A checkout's whole rule: not booked yet, and the event open with a free seat. */
export function refuseUnbookable(
  event: BookableEvent & { registered: boolean; onHold?: boolean },
  today: string,
): void {
  refuseIfBooked(event);
  const availability = availabilityOf(event, today);
  if (!availability.canRegister) throw unavailable(availability);
}
