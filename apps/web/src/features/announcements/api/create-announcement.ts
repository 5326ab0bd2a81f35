import { type AnnouncementInput, announcementSchema } from '@dpms/shared/schemas';
import { api } from '@/lib/api-client.ts';
import { useRefreshingMutation } from '@/lib/api-queries.ts';
import { announcementsQueryKey } from './get-announcements.ts';

/** Posts an announcement (admins); the home slider refreshes. */
export function useCreateAnnouncement() {
  return useRefreshingMutation(
    (input: AnnouncementInput) =>
      api.post('/api/announcements', input, import.meta.env.DEV ? announcementSchema : undefined),
    announcementsQueryKey,
  );
}
