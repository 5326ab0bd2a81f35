import { announcementSchema } from '@dpms/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { announcementsQueryKey } from './get-announcements.ts';

export function getAnnouncement(id: string, signal?: AbortSignal) {
  return api.get(`/api/announcements/${encodeURIComponent(id)}`, announcementSchema, signal);
}

export const announcementQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...announcementsQueryKey, 'detail', id],
    queryFn: ({ signal }) => getAnnouncement(id, signal),
  });

/** The announcement, loaded before its screen shows; a 404 reaches the route's error boundary. */
export function useAnnouncement(id: string) {
  return useSuspenseQuery(announcementQueryOptions(id));
}
