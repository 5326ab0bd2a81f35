import { type ClubInput, clubSchema } from '@dpms/shared/schemas';
import { api } from '@/lib/api-client.ts';
import { useRefreshingMutation } from '@/lib/api-queries.ts';
import { clubsQueryKey } from './get-clubs.ts';

/** Adds a club (admins); the clubs list refreshes. */
export function useCreateClub() {
  return useRefreshingMutation(
    (input: ClubInput) => api.post('/api/clubs', input, import.meta.env.DEV ? clubSchema : undefined),
    clubsQueryKey,
  );
}
