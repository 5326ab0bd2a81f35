import { tourSchema } from '@dpms/shared/schemas';
import { useQuery } from '@tanstack/react-query';
import { recordQueryOptions } from '@/lib/api-queries.ts';

/** The same cache entry the events screens use, so a change to the event refreshes checkout too. */
export const checkoutTourQueryOptions = recordQueryOptions(
  ['tours'] as const,
  '/api/tours',
  import.meta.env.DEV ? tourSchema : undefined,
);

/** The event being paid for; the screen shows "Loading Tour information..." until it arrives. */
export function useCheckoutTour(id: string) {
  return useQuery(checkoutTourQueryOptions(id));
}
