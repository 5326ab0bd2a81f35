import { type TourInput, tourSchema } from '@dpms/shared/schemas';
import { api } from '@/lib/api-client.ts';
import { useRefreshingMutation } from '@/lib/api-queries.ts';
import { toursQueryKey } from './get-tours.ts';

/** Adds an event (admins); every events list refreshes. */
export function useCreateTour() {
  return useRefreshingMutation(
    (input: TourInput) => api.post('/api/tours', input, import.meta.env.DEV ? tourSchema : undefined),
    toursQueryKey,
  );
}
