import { type DiscountCodeInput, discountCodeRowSchema } from '@dpms/shared/schemas';
import { api } from '@/lib/api-client.ts';
import { useRefreshingMutation } from '@/lib/api-queries.ts';
import { discountCodesQueryKey } from './get-discount-codes.ts';

/**
 * Creates a code (admins). Refused with 409 `CODE_TAKEN` when the name is in use, or 400 naming
 * the fields at fault; the list refreshes once it is made.
 */
export function useCreateDiscountCode() {
  return useRefreshingMutation(
    (input: DiscountCodeInput) =>
      api.post('/api/admin/discount-codes', input, import.meta.env.DEV ? discountCodeRowSchema : undefined),
    discountCodesQueryKey,
  );
}
