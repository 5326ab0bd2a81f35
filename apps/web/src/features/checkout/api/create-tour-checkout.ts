import { checkoutResponseSchema, type TourCheckoutInput } from '@dpms/shared/schemas';
import { api } from '@/lib/api-client.ts';

/**
 * Opens a gateway session for an event. The body carries only the mobile number: the server
 * reads the price from the database, so nothing the browser sends can change what is charged.
 */
export function createTourCheckout(tourId: string, input: TourCheckoutInput) {
  return api.post(
    `/api/tours/${encodeURIComponent(tourId)}/checkout`,
    { mobile: input.mobile },
    import.meta.env.DEV ? checkoutResponseSchema : undefined,
  );
}
