import { tourSchema } from '@dpms/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export function getCheckoutTour(id: string, signal?: AbortSignal) {
  return api.get(`/api/tours/${encodeURIComponent(id)}`, tourSchema, signal);
}

/** The same cache entry the events screens use, so a change to the event refreshes checkout too. */
export const checkoutTourQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['tours', 'detail', id],
    queryFn: ({ signal }) => getCheckoutTour(id, signal),
  });

/** The event being paid for; the screen shows "Loading Tour information..." until it arrives. */
export function useCheckoutTour(id: string) {
  return useQuery(checkoutTourQueryOptions(id));
}
