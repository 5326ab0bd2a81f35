import type { Announcement } from '@dpms/shared';
import { useConfirmedRemoval } from '@/lib/use-confirmed-removal.ts';
import { useDeleteAnnouncement } from '../api/delete-announcement.ts';

/** Asks "Are you sure?" and deletes the announcement; resolves true once it is gone. */
export function useRemoveAnnouncement() {
  const deleteAnnouncement = useDeleteAnnouncement();
  const confirmAndRemove = useConfirmedRemoval({
    remove: deleteAnnouncement.mutateAsync,
    noun: 'announcement',
  });
  return {
    remove: (announcement: Pick<Announcement, 'id' | 'title'>) =>
      confirmAndRemove(announcement.id, 'The announcement'),
    isPending: deleteAnnouncement.isPending,
  };
}
