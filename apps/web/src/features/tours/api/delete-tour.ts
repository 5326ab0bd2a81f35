import { removalResultSchema } from '@dpms/shared/schemas';
import { api } from '@/lib/api-client.ts';
import { recordPath, useRefreshingMutation } from '@/lib/api-queries.ts';
import { toursQueryKey } from './get-tours.ts';

/**
 * Deletes an event (admins), or archives one with payments. Only the lists refresh: the detail
 * screen that asked is still on screen until it navigates away.
 */
export function useDeleteTour() {
  return useRefreshingMutation(
    (id: string) =>
      api.delete(recordPath('/api/tours', id), import.meta.env.DEV ? removalResultSchema : undefined),
    [...toursQueryKey, 'list'],
  );
}
