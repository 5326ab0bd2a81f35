import { discountCodeRowSchema } from '@dpms/shared/schemas';
import { api } from '@/lib/api-client.ts';
import { useRefreshingMutation } from '@/lib/api-queries.ts';
import { discountCodesQueryKey } from './get-discount-codes.ts';

/**
 * Ends a code early (admins): it stays listed with its uses, since payments name it; 409
 * `ALREADY_ENDED` if another admin ended it first, so the list refreshes either way.
 */
export function useEndDiscountCode() {
  return useRefreshingMutation(
    (id: string) =>
      api.post(
        `/api/admin/discount-codes/${encodeURIComponent(id)}/end`,
        undefined,
        import.meta.env.DEV ? discountCodeRowSchema : undefined,
      ),
    discountCodesQueryKey,
    { after: 'settled' },
  );
}
