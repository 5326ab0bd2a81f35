import { type AdminUser, adminUserSchema } from '@dpms/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { usersQueryKey } from './get-users.ts';

/** Approves a teacher's admin request; the server refuses anyone who is not a teacher (422). */
export function promoteUser(id: string): Promise<AdminUser> {
  return api.post(`/api/admin/users/${encodeURIComponent(id)}/promote`, undefined, adminUserSchema);
}

export function usePromoteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: promoteUser,
    // The user moves from Admin Requests to Admins: every tab's pages may change.
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
