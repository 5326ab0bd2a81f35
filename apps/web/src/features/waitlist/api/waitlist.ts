import { adminWaitingListSchema, myWaitingListSchema } from '@dpms/shared/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

const myKey = (tourId: string) => ['waiting-list', 'me', tourId] as const;

/** The signed-in student's place on the event's waiting list. */
export function useMyWaitingList(tourId: string, enabled: boolean) {
  return useQuery({
    queryKey: myKey(tourId),
    queryFn: ({ signal }) =>
      api.get(
        `/api/tours/${tourId}/waiting-list/me`,
        import.meta.env.DEV ? myWaitingListSchema : undefined,
        signal,
      ),
    enabled,
  });
}

/** Joins or leaves the list; the answer is the student's new place, and the event is read again. */
export function useWaitingListChange(tourId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: 'join' | 'leave') =>
      action === 'join'
        ? api.post(
            `/api/tours/${tourId}/waiting-list`,
            undefined,
            import.meta.env.DEV ? myWaitingListSchema : undefined,
          )
        : api.delete(
            `/api/tours/${tourId}/waiting-list`,
            import.meta.env.DEV ? myWaitingListSchema : undefined,
          ),
    onSuccess: (data) => queryClient.setQueryData(myKey(tourId), data),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: myKey(tourId) }),
        queryClient.invalidateQueries({ queryKey: ['tours'] }),
      ]),
  });
}

/** An event's waiting list with its history (admin). */
export function useAdminWaitingList(tourId: string) {
  return useQuery({
    queryKey: ['admin', 'waiting-list', tourId],
    queryFn: ({ signal }) =>
      api.get(
        `/api/admin/tours/${tourId}/waiting-list`,
        import.meta.env.DEV ? adminWaitingListSchema : undefined,
        signal,
      ),
  });
}
