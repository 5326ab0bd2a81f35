import { type ClubInput, clubSchema } from '@dpms/shared/schemas';
import { api } from '@/lib/api-client.ts';
import { recordPath, useRecordMutation } from '@/lib/api-queries.ts';
import { clubQueryOptions } from './get-club.ts';
import { clubsQueryKey } from './get-clubs.ts';

/** Changes a club (admins): the detail shows the answer at once, the list refreshes. */
export function useUpdateClub(id: string) {
  return useRecordMutation(
    (patch: Partial<ClubInput>) =>
      api.patch(recordPath('/api/clubs', id), patch, import.meta.env.DEV ? clubSchema : undefined),
    {
      recordKey: () => clubQueryOptions(id).queryKey,
      refresh: { queryKey: clubsQueryKey, refetchType: 'inactive' },
    },
  );
}
