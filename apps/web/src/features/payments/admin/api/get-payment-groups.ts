import type { PaymentKind } from '@dpms/shared/constants';
import {
  expandPaymentGroup,
  type PaymentFilters,
  type PaymentGroups,
  paymentGroupsSchema,
} from '@dpms/shared/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { filtersQuery } from '../history-filters.ts';

/** Every admin payments query starts with this key, so a refund refreshes them all. */
export const adminPaymentsQueryKey = ['admin', 'payments'] as const;

/**
 * All groups of a kind with their first page, or (with itemId) one group at `page`; filtered.
 * Each row comes without what its group says, and is given it again here.
 */
export async function getPaymentGroups(
  kind: PaymentKind,
  options: { itemId?: string; page?: number; filters?: PaymentFilters } = {},
  signal?: AbortSignal,
) {
  const query = new URLSearchParams({ kind, ...filtersQuery(options.filters ?? {}) });
  if (options.itemId) query.set('itemId', options.itemId);
  if (options.page) query.set('page', String(options.page));
  const { groups }: PaymentGroups = await api.get(
    `/api/admin/payments?${query}`,
    import.meta.env.DEV ? paymentGroupsSchema : undefined,
    signal,
  );
  return { groups: groups.map((group) => expandPaymentGroup(kind, group)) };
}

export const paymentGroupsQueryOptions = (kind: PaymentKind, filters: PaymentFilters = {}) =>
  queryOptions({
    queryKey: [...adminPaymentsQueryKey, kind, 'groups', filtersQuery(filters)],
    queryFn: ({ signal }) => getPaymentGroups(kind, { filters }, signal),
  });

/**
 * Payments grouped by club name or event destination, each group on its first page (2 rows).
 * While a new filter loads, the last list stays (dimmed) rather than a spinner at every key.
 */
export function usePaymentGroups(kind: PaymentKind, filters: PaymentFilters = {}) {
  return useQuery({ ...paymentGroupsQueryOptions(kind, filters), placeholderData: keepPreviousData });
}

/** One group's later page; page 1 comes with the groups, so it is never asked for twice. */
export function usePaymentGroupPage(
  kind: PaymentKind,
  itemId: string,
  page: number,
  filters: PaymentFilters = {},
) {
  return useQuery({
    queryKey: [...adminPaymentsQueryKey, kind, 'group', itemId, page, filtersQuery(filters)],
    queryFn: async ({ signal }) => {
      const { groups } = await getPaymentGroups(kind, { itemId, page, filters }, signal);
      return groups[0] ?? null;
    },
    enabled: page > 1,
    placeholderData: keepPreviousData,
  });
}

/** The CSV export of a kind, or of one group, with the same filters as the list. */
export function paymentsCsvUrl(kind: PaymentKind, filters: PaymentFilters = {}, itemId?: string): string {
  const query = new URLSearchParams({ kind, ...filtersQuery(filters) });
  if (itemId) query.set('itemId', itemId);
  return `/api/admin/payments.csv?${query}`;
}
