import { announcementSchema } from '@dpms/shared/schemas';
import { useSuspenseQuery } from '@tanstack/react-query';
import { recordQueryOptions } from '@/lib/api-queries.ts';
import { announcementsQueryKey } from './get-announcements.ts';

export const announcementQueryOptions = recordQueryOptions(
  announcementsQueryKey,
  '/api/announcements',
  import.meta.env.DEV ? announcementSchema : undefined,
);

/** The announcement, loaded before its screen shows; a 404 reaches the route's error boundary. */
export function useAnnouncement(id: string) {
  return useSuspenseQuery(announcementQueryOptions(id));
}
