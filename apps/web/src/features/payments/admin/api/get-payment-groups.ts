import { type PaymentKind, paymentGroupsSchema } from '@dpms/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** Every admin payments query starts with this key, so a refund refreshes them all. */
export const adminPaymentsQueryKey = ['admin', 'payments'] as const;

/** All groups of a kind with their first page, or (with itemId) one group at `page`. */
export function getPaymentGroups(
  kind: PaymentKind,
  options: { itemId?: string; page?: number } = {},
  signal?: AbortSignal,
) {
  const query = new URLSearchParams({ kind });
  if (options.itemId) query.set('itemId', options.itemId);
  if (options.page) query.set('page', String(options.page));
  return api.get(`/api/admin/payments?${query}`, paymentGroupsSchema, signal);
}

export const paymentGroupsQueryOptions = (kind: PaymentKind) =>
  queryOptions({
    queryKey: [...adminPaymentsQueryKey, kind, 'groups'],
    queryFn: ({ signal }) => getPaymentGroups(kind, {}, signal),
  });

/** Payments grouped by club name or event destination, each group on its first page (2 rows). */
export function usePaymentGroups(kind: PaymentKind) {
  return useQuery(paymentGroupsQueryOptions(kind));
}

/** One group's later page; page 1 comes with the groups, so it is never asked for twice. */
export function usePaymentGroupPage(kind: PaymentKind, itemId: string, page: number) {
  return useQuery({
    queryKey: [...adminPaymentsQueryKey, kind, 'group', itemId, page],
    queryFn: async ({ signal }) => {
      const { groups } = await getPaymentGroups(kind, { itemId, page }, signal);
      return groups[0] ?? null;
    },
    enabled: page > 1,
    placeholderData: keepPreviousData,
  });
}

/** The CSV export of a kind, or of one group. */
export function paymentsCsvUrl(kind: PaymentKind, itemId?: string): string {
  const query = new URLSearchParams({ kind });
  if (itemId) query.set('itemId', itemId);
  return `/api/admin/payments.csv?${query}`;
}
