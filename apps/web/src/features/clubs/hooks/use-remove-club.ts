import type { Club } from '@dpms/shared';
import { useConfirmedRemoval } from '@/lib/use-confirmed-removal.ts';
import { useDeleteClub } from '../api/delete-club.ts';

/** Deletes a club after asking; one with payments is archived (see useConfirmedRemoval). */
export function useRemoveClub() {
  const deleteClub = useDeleteClub();
  const confirmAndRemove = useConfirmedRemoval({ remove: deleteClub.mutateAsync, noun: 'club' });
  return {
    remove: (club: Pick<Club, 'id' | 'clubName'>) => confirmAndRemove(club.id, club.clubName),
    isPending: deleteClub.isPending,
  };
}
