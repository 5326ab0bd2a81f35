import { paymentDetailSchema } from '@dpms/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { adminPaymentQueryOptions } from './get-admin-payment.ts';
import { adminPaymentsQueryKey } from './get-payment-groups.ts';

export function acceptHeldPayment(id: string) {
  return api.post(`/api/admin/payments/${encodeURIComponent(id)}/accept`, {}, paymentDetailSchema);
}

/** Accepts a held payment as paid; the server checks the seat and the registration again (409 if still held). */
export function useAcceptHeldPayment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => acceptHeldPayment(id),
    onSuccess: (detail) => {
      queryClient.setQueryData(adminPaymentQueryOptions(id).queryKey, detail);
      return queryClient.invalidateQueries({ queryKey: adminPaymentsQueryKey });
    },
    // A refusal may mean the payment changed meanwhile: read it again.
    onError: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminPaymentQueryOptions(id).queryKey }),
        queryClient.invalidateQueries({ queryKey: adminPaymentsQueryKey }),
      ]),
  });
}
