import { announcementListSchema } from '@dpms/shared/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** Every announcements query starts with this key, so a change refreshes them all. */
export const announcementsQueryKey = ['announcements'] as const;

/** How many the home slider shows. */
export const RECENT_ANNOUNCEMENTS = 10;

export function getAnnouncements(limit: number, signal?: AbortSignal) {
  return api.get(
    `/api/announcements?limit=${limit}`,
    import.meta.env.DEV ? announcementListSchema : undefined,
    signal,
  );
}

export const announcementsQueryOptions = (limit: number = RECENT_ANNOUNCEMENTS) =>
  queryOptions({
    queryKey: [...announcementsQueryKey, 'list', { limit }],
    queryFn: ({ signal }) => getAnnouncements(limit, signal),
  });

/** The newest announcements first. */
export function useAnnouncements(limit?: number) {
  return useQuery(announcementsQueryOptions(limit));
}
