import { type AuditQuery, auditPageSchema } from '@dpms/shared/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

function queryString(query: AuditQuery): string {
  const entries = Object.entries(query).filter(([, value]) => value !== undefined && value !== '');
  return new URLSearchParams(entries.map(([key, value]) => [key, String(value)])).toString();
}

/** One page of the audit trail, newest first; `before` (an entry's id) pages to older ones. */
export const auditQueryOptions = (query: AuditQuery) =>
  queryOptions({
    queryKey: ['admin', 'audit', queryString(query)],
    queryFn: ({ signal }) =>
      api.get(
        `/api/admin/audit?${queryString(query)}`,
        import.meta.env.DEV ? auditPageSchema : undefined,
        signal,
      ),
  });

/** The page the address asks for; the last one stays (dimmed) while a new filter loads. */
export function useAuditPage(query: AuditQuery) {
  return useQuery({ ...auditQueryOptions(query), placeholderData: keepPreviousData });
}
