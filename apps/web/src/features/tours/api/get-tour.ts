import { tourSchema } from '@dpms/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { toursQueryKey } from './get-tours.ts';

export function getTour(id: string, signal?: AbortSignal) {
  return api.get(`/api/tours/${encodeURIComponent(id)}`, tourSchema, signal);
}

export const tourQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...toursQueryKey, 'detail', id],
    queryFn: ({ signal }) => getTour(id, signal),
  });

/**
 * The event, loaded before its screen shows (SPEC section 2): the screen suspends until it
 * arrives, and a 404 reaches the route's error boundary ("Event not found").
 */
export function useTour(id: string) {
  return useSuspenseQuery(tourQueryOptions(id));
}
