import { removalResultSchema } from '@dpms/shared/schemas';
import { api } from '@/lib/api-client.ts';
import { recordPath, useRefreshingMutation } from '@/lib/api-queries.ts';
import { clubsQueryKey } from './get-clubs.ts';

/**
 * Deletes a club (admins), or archives one with payments. Only the list refreshes: the detail
 * screen that asked is still on screen until it navigates away.
 */
export function useDeleteClub() {
  return useRefreshingMutation(
    (id: string) =>
      api.delete(recordPath('/api/clubs', id), import.meta.env.DEV ? removalResultSchema : undefined),
    [...clubsQueryKey, 'list'],
  );
}
