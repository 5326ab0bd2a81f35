import {
  type InvalidateQueryFilters,
  type QueryKey,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from './api-client.ts';

/**
 * The shapes every feature's api/ folder repeats: a read of one address, a write that refreshes
 * what it changed, and a change to one record whose answer is the record as it now is. Each
 * request file keeps its address, its key and its doc; only the wiring lives here.
 */

/** One record's address under a collection, the id escaped: `/api/tours/<id>`. */
export const recordPath = (collection: string, id: string) => `${collection}/${encodeURIComponent(id)}`;

/** A query that GETs `path`; the answer has the shared `schema`'s type (parsed in development, api-client.ts). */
export function getQueryOptions<T, const TKey extends QueryKey>(
  queryKey: TKey,
  path: string,
  schema: z.ZodType<T> | undefined,
) {
  return queryOptions({ queryKey, queryFn: ({ signal }) => api.get(path, schema, signal) });
}

/** The query of one record by id: key `[...base, 'detail', id]`, address `collection/<id>`. */
export function recordQueryOptions<T, const TBase extends QueryKey>(
  base: TBase,
  collection: string,
  schema: z.ZodType<T> | undefined,
) {
  return (id: string) =>
    getQueryOptions([...base, 'detail', id] as const, recordPath(collection, id), schema);
}

/**
 * A write that marks every query under `refresh` stale once the server has answered, so the
 * screens showing them ask again. `after: 'settled'` refreshes after a refusal too, which may
 * mean the data changed meanwhile.
 */
export function useRefreshingMutation<TInput, TData>(
  mutationFn: (input: TInput) => Promise<TData>,
  refresh: QueryKey,
  { after = 'success' }: { after?: 'success' | 'settled' } = {},
) {
  const queryClient = useQueryClient();
  const invalidate = () => queryClient.invalidateQueries({ queryKey: refresh });
  return useMutation({
    mutationFn,
    ...(after === 'settled' ? { onSettled: invalidate } : { onSuccess: invalidate }),
  });
}

/**
 * A change whose answer is the record as it now is: it replaces the cached record at once
 * (the screen shows it without asking again), then the queries matching `refresh` go stale.
 */
export function useRecordMutation<TInput, TData>(
  mutationFn: (input: TInput) => Promise<TData>,
  { recordKey, refresh }: { recordKey: (data: TData) => QueryKey; refresh?: InvalidateQueryFilters },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (data) => {
      queryClient.setQueryData(recordKey(data), data);
      if (refresh) await queryClient.invalidateQueries(refresh);
    },
  });
}
