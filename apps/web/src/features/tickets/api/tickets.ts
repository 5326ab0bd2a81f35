import {
  type AttendeeFilter,
  attendeeListSchema,
  type CheckInInput,
  checkInResultSchema,
  ticketSchema,
} from '@dpms/shared/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** The signed-in student's ticket for one of their paid event registrations. */
export function useTicket(paymentId: string) {
  return useQuery({
    queryKey: ['me', 'ticket', paymentId],
    queryFn: ({ signal }) =>
      api.get(`/api/me/payments/${paymentId}/ticket`, import.meta.env.DEV ? ticketSchema : undefined, signal),
  });
}

export const attendeesUrl = (tourId: string, filter: AttendeeFilter, csv = false) =>
  `/api/admin/tours/${tourId}/attendees${csv ? '.csv' : ''}?filter=${filter}`;

/** An event's paid registrations with their check-in, as the admin filters them. */
export function useAttendees(tourId: string, filter: AttendeeFilter) {
  return useQuery({
    queryKey: ['admin', 'attendees', tourId, filter],
    queryFn: ({ signal }) =>
      api.get(attendeesUrl(tourId, filter), import.meta.env.DEV ? attendeeListSchema : undefined, signal),
  });
}

/** Checks a scanned or typed ticket in; the attendee list is read again afterwards. */
export function useCheckIn(tourId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CheckInInput) =>
      api.post(
        `/api/admin/tours/${tourId}/check-in`,
        input,
        import.meta.env.DEV ? checkInResultSchema : undefined,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'attendees', tourId] }),
  });
}
