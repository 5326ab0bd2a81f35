import { type AttendeeFilter, attendeeListSchema, ticketSchema } from '@dpms/shared/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** The signed-in student's ticket for one of their paid event registrations. */
export const ticketQueryOptions = (paymentId: string) =>
  queryOptions({
    queryKey: ['me', 'ticket', paymentId],
    queryFn: ({ signal }) =>
      api.get(`/api/me/payments/${paymentId}/ticket`, import.meta.env.DEV ? ticketSchema : undefined, signal),
  });

export function useTicket(paymentId: string) {
  return useQuery(ticketQueryOptions(paymentId));
}

export const attendeesUrl = (tourId: string, filter: AttendeeFilter, csv = false) =>
  `/api/admin/tours/${tourId}/attendees${csv ? '.csv' : ''}?filter=${filter}`;

/** How often the list is read again while the screen is open: another phone's scans show up. */
const ATTENDEES_REFRESH_MS = 15_000;

/** An event's paid registrations with their check-in, as the admin filters them. */
export function useAttendees(tourId: string, filter: AttendeeFilter) {
  return useQuery({
    queryKey: ['admin', 'attendees', tourId, filter],
    queryFn: ({ signal }) =>
      api.get(attendeesUrl(tourId, filter), import.meta.env.DEV ? attendeeListSchema : undefined, signal),
    refetchInterval: ATTENDEES_REFRESH_MS,
  });
}
