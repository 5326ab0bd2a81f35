import type { UserRole } from '@dpms/shared/constants';
import { type AdminUserPage, adminUserPageSchema } from '@dpms/shared/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export const usersQueryKey = ['admin-users'] as const;

/** One page (5 rows) of the users of one role, newest first; the server pages. */
export function getUsers(role: UserRole, page: number, signal?: AbortSignal): Promise<AdminUserPage> {
  const query = new URLSearchParams({ role, page: String(page) });
  return api.get(`/api/admin/users?${query}`, import.meta.env.DEV ? adminUserPageSchema : undefined, signal);
}

export const usersQueryOptions = (role: UserRole, page: number) =>
  queryOptions({
    queryKey: [...usersQueryKey, role, page],
    queryFn: ({ signal }) => getUsers(role, page, signal),
  });

export function useUsers(role: UserRole, page: number) {
  // Keeps the old page on screen while the next one loads, so the table does not jump.
  return useQuery({ ...usersQueryOptions(role, page), placeholderData: keepPreviousData });
}
