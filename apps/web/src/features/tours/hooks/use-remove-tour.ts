import type { Tour } from '@dpms/shared';
import { useConfirmedRemoval } from '@/lib/use-confirmed-removal.ts';
import { useDeleteTour } from '../api/delete-tour.ts';

/** Deletes an event after asking; one with payments is archived (see useConfirmedRemoval). */
export function useRemoveTour() {
  const deleteTour = useDeleteTour();
  const confirmAndRemove = useConfirmedRemoval({ remove: deleteTour.mutateAsync, noun: 'event' });
  return {
    remove: (tour: Pick<Tour, 'id' | 'destination'>) => confirmAndRemove(tour.id, tour.destination),
    isPending: deleteTour.isPending,
  };
}
