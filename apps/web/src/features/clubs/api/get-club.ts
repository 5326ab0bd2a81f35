import { clubSchema } from '@dpms/shared/schemas';
import { useSuspenseQuery } from '@tanstack/react-query';
import { recordQueryOptions } from '@/lib/api-queries.ts';
import { clubsQueryKey } from './get-clubs.ts';

export const clubQueryOptions = recordQueryOptions(
  clubsQueryKey,
  '/api/clubs',
  import.meta.env.DEV ? clubSchema : undefined,
);

/** The club, loaded before its screen shows; a 404 reaches the route's error boundary. */
export function useClub(id: string) {
  return useSuspenseQuery(clubQueryOptions(id));
}
