import { paymentDetailSchema } from '@dpms/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { adminPaymentQueryOptions } from './get-admin-payment.ts';
import { adminPaymentsQueryKey } from './get-payment-groups.ts';

export function refundPayment(id: string, reason: string) {
  return api.post(`/api/admin/payments/${encodeURIComponent(id)}/refund`, { reason }, paymentDetailSchema);
}

/** Refunds a paid payment through the gateway; the server refuses (409) one that is not paid. */
export function useRefundPayment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => refundPayment(id, reason),
    onSuccess: (detail) => {
      queryClient.setQueryData(adminPaymentQueryOptions(id).queryKey, detail);
      return queryClient.invalidateQueries({ queryKey: adminPaymentsQueryKey });
    },
  });
}
