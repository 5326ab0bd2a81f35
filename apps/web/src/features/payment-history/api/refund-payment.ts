import { paymentDetailSchema } from '@dpms/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { adminPaymentQueryOptions } from './get-admin-payment.ts';
import { adminPaymentsQueryKey } from './get-payment-groups.ts';

export function refundPayment(id: string, reason: string) {
  return api.post(`/api/admin/payments/${encodeURIComponent(id)}/refund`, { reason }, paymentDetailSchema);
}

/**
 * Refunds a paid or held payment through the gateway; the server refuses (409) one that is not.
 * After a failure the payment is read again: an unconfirmed refund has changed its status.
 */
export function useRefundPayment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => refundPayment(id, reason),
    onSuccess: (detail) => {
      queryClient.setQueryData(adminPaymentQueryOptions(id).queryKey, detail);
      return queryClient.invalidateQueries({ queryKey: adminPaymentsQueryKey });
    },
    onError: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminPaymentQueryOptions(id).queryKey }),
        queryClient.invalidateQueries({ queryKey: adminPaymentsQueryKey }),
      ]),
  });
}

export function linkRefundReference(id: string, refundRefId: string) {
  return api.post(
    `/api/admin/payments/${encodeURIComponent(id)}/refund-reference`,
    { refundRefId },
    paymentDetailSchema,
  );
}

/** Settles an unconfirmed refund with the reference from the merchant panel, once the gateway confirms it. */
export function useLinkRefundReference(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (refundRefId: string) => linkRefundReference(id, refundRefId),
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
