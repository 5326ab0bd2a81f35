import { type TourInput, tourSchema } from '@dpms/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { tourQueryOptions } from './get-tour.ts';
import { toursQueryKey } from './get-tours.ts';

export function updateTour(id: string, patch: Partial<TourInput>) {
  return api.patch(`/api/tours/${encodeURIComponent(id)}`, patch, tourSchema);
}

/** Changes an event (admins): the detail shows the answer at once, the lists refresh. */
export function useUpdateTour(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: Partial<TourInput>) => updateTour(id, patch),
    onSuccess: async (tour) => {
      queryClient.setQueryData(tourQueryOptions(id).queryKey, tour);
      await queryClient.invalidateQueries({ queryKey: toursQueryKey, refetchType: 'inactive' });
    },
  });
}
