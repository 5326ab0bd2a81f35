import { paymentDetailSchema } from '@dpms/shared/schemas';
import { api } from '@/lib/api-client.ts';
import { usePaymentAction } from './use-payment-action.ts';

export function acceptHeldPayment(id: string) {
  return api.post(
    `/api/admin/payments/${encodeURIComponent(id)}/accept`,
    {},
    import.meta.env.DEV ? paymentDetailSchema : undefined,
  );
}

/** Accepts a held payment as paid; the server checks the seat and the registration again (409 if still held). */
export function useAcceptHeldPayment(id: string) {
  return usePaymentAction(id, () => acceptHeldPayment(id));
}
