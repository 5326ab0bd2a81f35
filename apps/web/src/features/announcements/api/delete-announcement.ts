import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { announcementsQueryKey } from './get-announcements.ts';

export function deleteAnnouncement(id: string) {
  return api.delete(`/api/announcements/${encodeURIComponent(id)}`);
}

export function useDeleteAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAnnouncement,
    // Only the lists: a detail screen that asked is still on screen until it navigates away.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...announcementsQueryKey, 'list'] }),
  });
}
