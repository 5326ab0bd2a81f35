import { type ClubInput, clubSchema } from '@dpms/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { clubsQueryKey } from './get-clubs.ts';

export function createClub(input: ClubInput) {
  return api.post('/api/clubs', input, clubSchema);
}

/** Adds a club (admins); the clubs list refreshes. */
export function useCreateClub() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClub,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clubsQueryKey }),
  });
}
