import { clubSchema } from '@dpms/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { clubsQueryKey } from './get-clubs.ts';

export function getClub(id: string, signal?: AbortSignal) {
  return api.get(`/api/clubs/${encodeURIComponent(id)}`, clubSchema, signal);
}

export const clubQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...clubsQueryKey, 'detail', id],
    queryFn: ({ signal }) => getClub(id, signal),
  });

/** The club, loaded before its screen shows; a 404 reaches the route's error boundary. */
export function useClub(id: string) {
  return useSuspenseQuery(clubQueryOptions(id));
}
