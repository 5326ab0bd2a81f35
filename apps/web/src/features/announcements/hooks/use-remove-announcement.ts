import type { Announcement } from '@dpms/shared';
import { useConfirmedRemoval } from '@/lib/use-confirmed-removal.ts';
import { useDeleteAnnouncement } from '../api/delete-announcement.ts';

/** Asks "Are you sure?" and deletes the announcement; resolves true once it is gone. */
export function useRemoveAnnouncement() {
  return useConfirmedRemoval({
    mutation: useDeleteAnnouncement(),
    noun: 'announcement',
    nameOf: (_announcement: Pick<Announcement, 'id' | 'title'>) => 'The announcement',
  });
}
