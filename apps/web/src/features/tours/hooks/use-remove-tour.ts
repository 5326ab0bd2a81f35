import type { Tour } from '@dpms/shared/schemas';
import { useConfirmedRemoval } from '@/lib/use-confirmed-removal.ts';
import { useDeleteTour } from '../api/delete-tour.ts';

/** Deletes an event after asking; one with payments is archived (see useConfirmedRemoval). */
export function useRemoveTour() {
  return useConfirmedRemoval({
    mutation: useDeleteTour(),
    noun: 'event',
    nameOf: (tour: Pick<Tour, 'id' | 'destination'>) => tour.destination,
  });
}
