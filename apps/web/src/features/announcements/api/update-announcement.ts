import { type AnnouncementInput, announcementSchema } from '@dpms/shared/schemas';
import { api } from '@/lib/api-client.ts';
import { recordPath, useRecordMutation } from '@/lib/api-queries.ts';
import { announcementQueryOptions } from './get-announcement.ts';
import { announcementsQueryKey } from './get-announcements.ts';

type AnnouncementPatch = { id: string; patch: Partial<AnnouncementInput> };

/** Changes an announcement (admins): its detail shows the answer at once, the lists refresh. */
export function useUpdateAnnouncement() {
  return useRecordMutation(
    ({ id, patch }: AnnouncementPatch) =>
      api.patch(
        recordPath('/api/announcements', id),
        patch,
        import.meta.env.DEV ? announcementSchema : undefined,
      ),
    {
      recordKey: (announcement) => announcementQueryOptions(announcement.id).queryKey,
      refresh: { queryKey: [...announcementsQueryKey, 'list'] },
    },
  );
}
