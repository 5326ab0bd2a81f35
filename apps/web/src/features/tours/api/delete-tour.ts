import { removalResultSchema } from '@dpms/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { toursQueryKey } from './get-tours.ts';

export function deleteTour(id: string) {
  return api.delete(`/api/tours/${encodeURIComponent(id)}`, removalResultSchema);
}

export function useDeleteTour() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTour,
    // Only the lists: the detail screen that asked is still on screen until it navigates away.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...toursQueryKey, 'list'] }),
  });
}
