import { type StudentIdPage, studentIdPageSchema } from '@dpms/shared/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export const studentIdsQueryKey = ['admin-student-ids'] as const;

/** One page of the allow-list, optionally only IDs containing `q`, with who registered with each. */
export function getStudentIds(page: number, q: string, signal?: AbortSignal): Promise<StudentIdPage> {
  const query = new URLSearchParams({ page: String(page) });
  if (q) query.set('q', q);
  return api.get(
    `/api/admin/student-ids?${query}`,
    import.meta.env.DEV ? studentIdPageSchema : undefined,
    signal,
  );
}

export const studentIdsQueryOptions = (page: number, q: string) =>
  queryOptions({
    queryKey: [...studentIdsQueryKey, { page, q }],
    queryFn: ({ signal }) => getStudentIds(page, q, signal),
  });

export function useStudentIds(page: number, q: string) {
  return useQuery({ ...studentIdsQueryOptions(page, q), placeholderData: keepPreviousData });
}
