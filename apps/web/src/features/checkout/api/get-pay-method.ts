import { rememberedPayMethodSchema } from '@dpms/shared/schemas';
import { useQuery } from '@tanstack/react-query';
import { getQueryOptions } from '@/lib/api-queries.ts';

/**
 * The method the student chose at their latest checkout, on whichever device (the server reads
 * it from their payments: decision 0050); the checkout starts on it.
 */
export const rememberedPayMethodQueryOptions = () =>
  getQueryOptions(
    ['me', 'pay-method'] as const,
    '/api/me/pay-method',
    import.meta.env.DEV ? rememberedPayMethodSchema : undefined,
  );

export function useRememberedPayMethod() {
  return useQuery(rememberedPayMethodQueryOptions());
}
