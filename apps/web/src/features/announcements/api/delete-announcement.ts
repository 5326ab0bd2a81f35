import { api } from '@/lib/api-client.ts';
import { recordPath, useRefreshingMutation } from '@/lib/api-queries.ts';
import { announcementsQueryKey } from './get-announcements.ts';

/**
 * Deletes an announcement (admins). Only the lists refresh: a detail screen that asked is still
 * on screen until it navigates away.
 */
export function useDeleteAnnouncement() {
  return useRefreshingMutation(
    (id: string) => api.delete(recordPath('/api/announcements', id)),
    [...announcementsQueryKey, 'list'],
  );
}
