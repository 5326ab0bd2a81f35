import { checkoutResponseSchema, type TourCheckoutInput } from '@dpms/shared/schemas';
import { api } from '@/lib/api-client.ts';

/**
 * Opens a gateway session for an event. The body carries only the mobile number, the key of the
 * method to pay with and the discount code, if one was applied, or `inParts` for the plan's next
 * part: the server reads the price (or the part's amount) from the database and applies the code
 * itself, so nothing the browser sends can change what is charged.
 */
export function createTourCheckout(tourId: string, input: TourCheckoutInput) {
  return api.post(
    `/api/tours/${encodeURIComponent(tourId)}/checkout`,
    { mobile: input.mobile, method: input.method, code: input.code, inParts: input.inParts },
    import.meta.env.DEV ? checkoutResponseSchema : undefined,
  );
}
