import type { PaymentDetail } from '@dpms/shared/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPaymentQueryOptions } from './get-admin-payment.ts';
import { adminPaymentsQueryKey } from './get-payment-groups.ts';

/**
 * An admin's action on one payment (refund, accept, link a refund reference). The server answers
 * with the payment as it now is, which replaces the cached one; after a refusal the payment is
 * read again, since a refusal may mean it changed meanwhile (an unconfirmed refund, another admin).
 */
export function usePaymentAction<Input>(id: string, send: (input: Input) => Promise<PaymentDetail>) {
  const queryClient = useQueryClient();
  const refreshLists = () => queryClient.invalidateQueries({ queryKey: adminPaymentsQueryKey });
  return useMutation({
    mutationFn: send,
    onSuccess: (detail) => {
      queryClient.setQueryData(adminPaymentQueryOptions(id).queryKey, detail);
      return refreshLists();
    },
    onError: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminPaymentQueryOptions(id).queryKey }),
        refreshLists(),
      ]),
  });
}
