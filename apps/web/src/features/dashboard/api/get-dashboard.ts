import { dashboardSchema } from '@dpms/shared/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export function getDashboard(signal?: AbortSignal) {
  return api.get('/api/admin/dashboard', import.meta.env.DEV ? dashboardSchema : undefined, signal);
}

export const dashboardQueryOptions = queryOptions({
  queryKey: ['admin', 'dashboard'],
  queryFn: ({ signal }) => getDashboard(signal),
});

/** The admin's dashboard: every figure as the server computed it. */
export function useDashboard() {
  return useQuery(dashboardQueryOptions);
}
