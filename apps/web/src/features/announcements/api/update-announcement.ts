import { type AnnouncementInput, announcementSchema } from '@dpms/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { announcementQueryOptions } from './get-announcement.ts';
import { announcementsQueryKey } from './get-announcements.ts';

export function updateAnnouncement(id: string, patch: Partial<AnnouncementInput>) {
  return api.patch(`/api/announcements/${encodeURIComponent(id)}`, patch, announcementSchema);
}

/** Changes an announcement (admins): its detail shows the answer at once, the lists refresh. */
export function useUpdateAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: Partial<AnnouncementInput> }) =>
      updateAnnouncement(id, patch),
    onSuccess: async (announcement) => {
      queryClient.setQueryData(announcementQueryOptions(announcement.id).queryKey, announcement);
      await queryClient.invalidateQueries({ queryKey: [...announcementsQueryKey, 'list'] });
    },
  });
}
