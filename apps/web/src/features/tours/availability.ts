import type { Tour } from '@dpms/shared';

/** Words for a reason the server gave without a message of its own. */
const FALLBACK_MESSAGES: Record<NonNullable<Tour['availability']['reason']>, string> = {
  closed: 'Registration is closed for this event.',
  departed: 'This event has already departed.',
  full: 'All seats are taken.',
};

/** Why a student cannot register for this event, or null when they can (or already have). */
export function unavailableMessage(tour: Tour): string | null {
  if (tour.registered || tour.availability.canRegister) return null;
  const { message, reason } = tour.availability;
  return message ?? (reason ? FALLBACK_MESSAGES[reason] : 'Registration is not available for this event.');
}

/** Seats still free, never below zero. */
export function seatsLeft(tour: Tour): number {
  return Math.max(0, tour.groupSize - tour.seatsTaken);
}
