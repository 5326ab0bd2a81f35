import { paymentDetailSchema } from '@dpms/shared/schemas';
import { api } from '@/lib/api-client.ts';
import { usePaymentAction } from './use-payment-action.ts';

export function refundPayment(id: string, reason: string) {
  return api.post(
    `/api/admin/payments/${encodeURIComponent(id)}/refund`,
    { reason },
    import.meta.env.DEV ? paymentDetailSchema : undefined,
  );
}

/** Refunds a paid or held payment through the gateway; the server refuses (409) one that is not. */
export function useRefundPayment(id: string) {
  return usePaymentAction(id, (reason: string) => refundPayment(id, reason));
}

export function linkRefundReference(id: string, refundRefId: string) {
  return api.post(
    `/api/admin/payments/${encodeURIComponent(id)}/refund-reference`,
    { refundRefId },
    import.meta.env.DEV ? paymentDetailSchema : undefined,
  );
}

/** Settles an unconfirmed refund with the reference from the merchant panel, once the gateway confirms it. */
export function useLinkRefundReference(id: string) {
  return usePaymentAction(id, (refundRefId: string) => linkRefundReference(id, refundRefId));
}
