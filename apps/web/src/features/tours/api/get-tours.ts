import { PAGE_SIZES } from '@dpms/shared/constants';
import { publicReads } from '@dpms/shared/first-screen';
import { tourListSchema } from '@dpms/shared/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** Every events query starts with this key, so a change to any event refreshes them all. */
export const toursQueryKey = ['tours'] as const;

export function getTours(page: number, pageSize: number, signal?: AbortSignal) {
  return api.get(publicReads.tours(page, pageSize), import.meta.env.DEV ? tourListSchema : undefined, signal);
}

/** The most events a page may hold (the server's limit): a form choosing among every upcoming event asks for one such page. */
export const MAX_TOURS_PAGE_SIZE = 50;

export const toursQueryOptions = (page: number, pageSize: number = PAGE_SIZES.events) =>
  queryOptions({
    queryKey: [...toursQueryKey, 'list', { page, pageSize }],
    queryFn: ({ signal }) => getTours(page, pageSize, signal),
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

/** One page of upcoming events, as the server pages them. */
export function useTours(page: number) {
  return useQuery(toursQueryOptions(page));
}
