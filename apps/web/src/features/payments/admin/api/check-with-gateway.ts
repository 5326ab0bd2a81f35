import { gatewayCheckSchema } from '@dpms/shared/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { adminPaymentsQueryKey } from './get-payment-groups.ts';

export function checkWithGateway(id: string) {
  return api.post(
    `/api/admin/payments/${encodeURIComponent(id)}/check`,
    {},
    import.meta.env.DEV ? gatewayCheckSchema : undefined,
  );
}

/**
 * Asks the gateway about one payment now (its money, or its refund); the server applies the answer.
 * Every admin payments query is read again afterwards, answered or not: the queue, its badge, the history.
 */
export function useCheckWithGateway(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => checkWithGateway(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminPaymentsQueryKey }),
  });
}
