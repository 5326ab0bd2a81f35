import { publicReads } from '@dpms/shared/first-screen';
import { clubListSchema } from '@dpms/shared/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** Every clubs query starts with this key, so a change to any club refreshes them all. */
export const clubsQueryKey = ['clubs'] as const;

export function getClubs(signal?: AbortSignal) {
  return api.get(publicReads.clubs, import.meta.env.DEV ? clubListSchema : undefined, signal);
}

export const clubsQueryOptions = queryOptions({
  queryKey: [...clubsQueryKey, 'list'],
  queryFn: ({ signal }) => getClubs(signal),
});

/** Every club, each with the signed-in student's membership (null for visitors). */
export function useClubs() {
  return useQuery(clubsQueryOptions);
}
