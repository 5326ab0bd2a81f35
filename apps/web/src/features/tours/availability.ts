import type { Tour } from '@dpms/shared/schemas';
import { type MessageId, t } from '@/lib/i18n/i18n.ts';

/** The app's own words for each reason (the server's English message, in the reader's language). */
const FALLBACK_MESSAGES: Record<NonNullable<Tour['availability']['reason']>, MessageId> = {
  closed: 'tours.closed',
  departed: 'tours.departed',
  full: 'tours.full',
};

/** Why a student cannot register for this event, or null when they can (or already have). */
export function unavailableMessage(tour: Tour): string | null {
  if (tour.registered || tour.availability.canRegister) return null;
  return availabilityText(tour.availability);
}

/** Why registration is not possible, in the reader's language. */
export function availabilityText({ message, reason }: Tour['availability']): string {
  return reason ? t(FALLBACK_MESSAGES[reason]) : (message ?? t('tours.unavailable'));
}

/** Seats still free, never below zero. */
export function seatsLeft(tour: Tour): number {
  return Math.max(0, tour.groupSize - tour.seatsTaken);
}

/** True when a student sees the waiting list instead of Register: the event is full for them. */
export function usesWaitingList(tour: Tour, role: string | undefined): boolean {
  return role === 'student' && !tour.registered && tour.availability.reason === 'full';
}
