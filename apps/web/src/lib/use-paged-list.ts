import { useEffect } from 'react';

/** A page of a list the server pages: the page it is, its items, and how many there are in all. */
type ServerPage = { page: number; total: number; pageSize: number; items: readonly unknown[] };

/** A server-paged list's page count: at least one, so an empty list still has page 1. */
export function pageCountOf(list: { total: number; pageSize: number } | undefined): number {
  return list ? Math.max(1, Math.ceil(list.total / list.pageSize)) : 1;
}

type PagedListOptions = {
  /** The page shown, once the server has answered. */
  list: ServerPage | undefined;
  /** True while the previous page stands in for the one asked for. */
  isPlaceholderData: boolean;
  /** The page asked for. */
  page: number;
  onPageChange: (page: number) => void;
};

/** Where a paged admin list stands: what PagedListFooter shows and changes. */
export type PagedList = Omit<PagedListOptions, 'isPlaceholderData'> & { pageCount: number };

/**
 * A list of rows an admin deletes (users, student IDs): its page count, and a step back to the
 * new last page when deleting the last row of the last page leaves it empty.
 */
export function usePagedList({ list, isPlaceholderData, page, onPageChange }: PagedListOptions): PagedList {
  const pageCount = pageCountOf(list);
  useEffect(() => {
    if (list && !isPlaceholderData && list.items.length === 0 && page > pageCount) onPageChange(pageCount);
  }, [list, isPlaceholderData, page, pageCount, onPageChange]);
  return { list, page, pageCount, onPageChange };
}
