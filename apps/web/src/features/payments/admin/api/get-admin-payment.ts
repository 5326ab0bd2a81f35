import { paymentDetailSchema } from '@dpms/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { adminPaymentsQueryKey } from './get-payment-groups.ts';

export function getAdminPayment(id: string, signal?: AbortSignal) {
  return api.get(`/api/admin/payments/${encodeURIComponent(id)}`, paymentDetailSchema, signal);
}

export const adminPaymentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...adminPaymentsQueryKey, 'detail', id],
    queryFn: ({ signal }) => getAdminPayment(id, signal),
  });

/** One payment with every field and the gateway callbacks received for it. */
export function useAdminPayment(id: string) {
  return useQuery(adminPaymentQueryOptions(id));
}
