import { type ClubCheckoutInput, checkoutResponseSchema } from '@dpms/shared/schemas';
import { api } from '@/lib/api-client.ts';

/**
 * Opens a gateway session for a club fee: the mobile number, the plan, the method's key and the
 * discount code applied, if any; never a price.
 */
export function createClubCheckout(clubId: string, input: ClubCheckoutInput) {
  return api.post(
    `/api/clubs/${encodeURIComponent(clubId)}/checkout`,
    { mobile: input.mobile, plan: input.plan, method: input.method, code: input.code },
    import.meta.env.DEV ? checkoutResponseSchema : undefined,
  );
}
