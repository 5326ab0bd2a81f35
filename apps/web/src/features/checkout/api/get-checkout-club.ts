import { clubSchema } from '@dpms/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export function getCheckoutClub(id: string, signal?: AbortSignal) {
  return api.get(`/api/clubs/${encodeURIComponent(id)}`, clubSchema, signal);
}

/** The same cache entry the club screens use, so a new membership shows everywhere. */
export const checkoutClubQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['clubs', 'detail', id],
    queryFn: ({ signal }) => getCheckoutClub(id, signal),
  });

/** The club being paid for; the screen shows "Loading club information..." until it arrives. */
export function useCheckoutClub(id: string) {
  return useQuery(checkoutClubQueryOptions(id));
}
