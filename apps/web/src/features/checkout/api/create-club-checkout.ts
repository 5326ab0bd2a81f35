import { type ClubCheckoutInput, checkoutResponseSchema } from '@dpms/shared/schemas';
import { api } from '@/lib/api-client.ts';

/** Opens a gateway session for a club fee: the mobile number and the plan, never a price. */
export function createClubCheckout(clubId: string, input: ClubCheckoutInput) {
  return api.post(
    `/api/clubs/${encodeURIComponent(clubId)}/checkout`,
    { mobile: input.mobile, plan: input.plan },
    import.meta.env.DEV ? checkoutResponseSchema : undefined,
  );
}
