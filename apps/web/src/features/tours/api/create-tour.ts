import { type TourInput, tourSchema } from '@dpms/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { toursQueryKey } from './get-tours.ts';

export function createTour(input: TourInput) {
  return api.post('/api/tours', input, tourSchema);
}

/** Adds an event (admins); every events list refreshes. */
export function useCreateTour() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTour,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: toursQueryKey }),
  });
}
