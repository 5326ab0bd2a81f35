import type { PaymentKind } from '@dpms/shared/constants';
import { ownReads } from '@dpms/shared/first-screen';
import { paymentPageSchema } from '@dpms/shared/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export function getMyPayments(kind: PaymentKind, page: number, signal?: AbortSignal) {
  // The address the server names for the browser to fetch beside the app's code (first-screen.ts).
  return api.get(
    ownReads.myPayments(kind, page),
    import.meta.env.DEV ? paymentPageSchema : undefined,
    signal,
  );
}

export const myPaymentsQueryOptions = (kind: PaymentKind, page: number) =>
  queryOptions({
    queryKey: ['me', 'payments', { kind, page }],
    queryFn: ({ signal }) => getMyPayments(kind, page, signal),
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

/** One page (5 rows) of the signed-in student's own payments of one kind, as the server pages them. */
export function useMyPayments(kind: PaymentKind, page: number) {
  return useQuery(myPaymentsQueryOptions(kind, page));
}
