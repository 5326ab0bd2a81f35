import { paymentDetailSchema } from '@dpms/shared/schemas';
import { useQuery } from '@tanstack/react-query';
import { recordQueryOptions } from '@/lib/api-queries.ts';
import { adminPaymentsQueryKey } from './get-payment-groups.ts';

export const adminPaymentQueryOptions = recordQueryOptions(
  adminPaymentsQueryKey,
  '/api/admin/payments',
  import.meta.env.DEV ? paymentDetailSchema : undefined,
);

/** One payment with every field and the gateway callbacks received for it. */
export function useAdminPayment(id: string) {
  return useQuery(adminPaymentQueryOptions(id));
}
