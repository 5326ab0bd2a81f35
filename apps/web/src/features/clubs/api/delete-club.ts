import { removalResultSchema } from '@dpms/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { clubsQueryKey } from './get-clubs.ts';

export function deleteClub(id: string) {
  return api.delete(`/api/clubs/${encodeURIComponent(id)}`, removalResultSchema);
}

export function useDeleteClub() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClub,
    // Only the list: the detail screen that asked is still on screen until it navigates away.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...clubsQueryKey, 'list'] }),
  });
}
