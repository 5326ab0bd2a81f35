import { type ClubInput, clubSchema } from '@dpms/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { clubQueryOptions } from './get-club.ts';
import { clubsQueryKey } from './get-clubs.ts';

export function updateClub(id: string, patch: Partial<ClubInput>) {
  return api.patch(`/api/clubs/${encodeURIComponent(id)}`, patch, clubSchema);
}

/** Changes a club (admins): the detail shows the answer at once, the list refreshes. */
export function useUpdateClub(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: Partial<ClubInput>) => updateClub(id, patch),
    onSuccess: async (club) => {
      queryClient.setQueryData(clubQueryOptions(id).queryKey, club);
      await queryClient.invalidateQueries({ queryKey: clubsQueryKey, refetchType: 'inactive' });
    },
  });
}
