import type { Announcement } from '@dpms/shared/schemas';
import { t } from '@/lib/i18n/i18n.ts';
import { useConfirmedRemoval } from '@/lib/use-confirmed-removal.ts';
import { useDeleteAnnouncement } from '../api/delete-announcement.ts';

/** Asks "Are you sure?" and deletes the announcement; resolves true once it is gone. */
export function useRemoveAnnouncement() {
  return useConfirmedRemoval({
    mutation: useDeleteAnnouncement(),
    noun: 'announcement',
    nameOf: (_announcement: Pick<Announcement, 'id' | 'title'>) => t('removal.theAnnouncement'),
  });
}
