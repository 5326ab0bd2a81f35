import type { Tour } from '@dpms/shared';
import { type MessageId, t } from '@/lib/i18n/i18n.ts';

/** Words for a reason the server gave without a message of its own. */
const FALLBACK_MESSAGES: Record<NonNullable<Tour['availability']['reason']>, MessageId> = {
  closed: 'tours.closed',
  departed: 'tours.departed',
  full: 'tours.full',
};

/** Why a student cannot register for this event, or null when they can (or already have). */
export function unavailableMessage(tour: Tour): string | null {
  if (tour.registered || tour.availability.canRegister) return null;
  const { message, reason } = tour.availability;
  return message ?? t(reason ? FALLBACK_MESSAGES[reason] : 'tours.unavailable');
}

/** Seats still free, never below zero. */
export function seatsLeft(tour: Tour): number {
  return Math.max(0, tour.groupSize - tour.seatsTaken);
}
