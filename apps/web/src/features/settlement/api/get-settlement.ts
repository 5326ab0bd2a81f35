import { settlementSchema } from '@dpms/shared/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

const dayQuery = (day: string) => new URLSearchParams({ day }).toString();

/**
 * One Dhaka day's settlement. The server asks the gateway about each of the day's payments, so
 * the answer can take seconds; it is kept a minute, so stepping back to a day just seen is instant.
 */
export const settlementQueryOptions = (day: string) =>
  queryOptions({
    queryKey: ['admin', 'settlement', day],
    queryFn: ({ signal }) =>
      api.get(
        `/api/admin/settlement?${dayQuery(day)}`,
        import.meta.env.DEV ? settlementSchema : undefined,
        signal,
      ),
    staleTime: 60_000,
    // Each try asks the gateway about every payment again: a failure offers Try again instead.
    retry: false,
  });

export function useSettlement(day: string) {
  return useQuery(settlementQueryOptions(day));
}

/** The same day as a spreadsheet (the totals, then every difference). */
export const settlementCsvUrl = (day: string) => `/api/admin/settlement.csv?${dayQuery(day)}`;
