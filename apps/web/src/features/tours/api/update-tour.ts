import { type TourInput, tourSchema } from '@dpms/shared/schemas';
import { api } from '@/lib/api-client.ts';
import { recordPath, useRecordMutation } from '@/lib/api-queries.ts';
import { tourQueryOptions } from './get-tour.ts';
import { toursQueryKey } from './get-tours.ts';

/** Changes an event (admins): the detail shows the answer at once, the lists refresh. */
export function useUpdateTour(id: string) {
  return useRecordMutation(
    (patch: Partial<TourInput>) =>
      api.patch(recordPath('/api/tours', id), patch, import.meta.env.DEV ? tourSchema : undefined),
    {
      recordKey: () => tourQueryOptions(id).queryKey,
      refresh: { queryKey: toursQueryKey, refetchType: 'inactive' },
    },
  );
}
