import { tourSchema } from '@dpms/shared/schemas';
import { useSuspenseQuery } from '@tanstack/react-query';
import { recordQueryOptions } from '@/lib/api-queries.ts';
import { toursQueryKey } from './get-tours.ts';

export const tourQueryOptions = recordQueryOptions(
  toursQueryKey,
  '/api/tours',
  import.meta.env.DEV ? tourSchema : undefined,
);

/**
 * The event, loaded before its screen shows (SPEC section 2): the screen suspends until it
 * arrives, and a 404 reaches the route's error boundary ("Event not found").
 */
export function useTour(id: string) {
  return useSuspenseQuery(tourQueryOptions(id));
}
