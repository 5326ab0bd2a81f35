import type { Club } from '@dpms/shared/schemas';
import { useConfirmedRemoval } from '@/lib/use-confirmed-removal.ts';
import { useDeleteClub } from '../api/delete-club.ts';

/** Deletes a club after asking; one with payments is archived (see useConfirmedRemoval). */
export function useRemoveClub() {
  return useConfirmedRemoval({
    mutation: useDeleteClub(),
    noun: 'club',
    nameOf: (club: Pick<Club, 'id' | 'clubName'>) => club.clubName,
  });
}
