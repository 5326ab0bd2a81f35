import { publicReads } from '@dpms/shared/first-screen';
import { statsSchema } from '@dpms/shared/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export function getStats(signal?: AbortSignal) {
  return api.get(publicReads.stats, import.meta.env.DEV ? statsSchema : undefined, signal);
}

export const statsQueryOptions = queryOptions({
  queryKey: ['stats'],
  queryFn: ({ signal }) => getStats(signal),
});

/** How many students, clubs and events there are, for the home count cards. */
export function useStats() {
  return useQuery(statsQueryOptions);
}
