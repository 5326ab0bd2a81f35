import { discountCodeListSchema } from '@dpms/shared/schemas';
import { useQuery } from '@tanstack/react-query';
import { getQueryOptions } from '@/lib/api-queries.ts';

/** Every discount-code query starts with this key, so creating or ending one refreshes the list. */
export const discountCodesQueryKey = ['admin', 'discount-codes'] as const;

export const discountCodesQueryOptions = getQueryOptions(
  discountCodesQueryKey,
  '/api/admin/discount-codes',
  import.meta.env.DEV ? discountCodeListSchema : undefined,
);

/** Every code, newest first, with its uses and what it saved students (admins). */
export function useDiscountCodes() {
  return useQuery(discountCodesQueryOptions);
}
