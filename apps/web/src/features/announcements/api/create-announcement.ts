import { type AnnouncementInput, announcementSchema } from '@dpms/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { announcementsQueryKey } from './get-announcements.ts';

export function createAnnouncement(input: AnnouncementInput) {
  return api.post('/api/announcements', input, announcementSchema);
}

/** Posts an announcement (admins); the home slider refreshes. */
export function useCreateAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAnnouncement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: announcementsQueryKey }),
  });
}
