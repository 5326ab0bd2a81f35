import { type UserDeleted, userDeletedSchema } from '@dpms/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { usersQueryKey } from './get-users.ts';

/** Deletes an account (its payments stay); the server refuses your own and the last admin (422). */
export function deleteUser(id: string): Promise<UserDeleted> {
  return api.delete(`/api/admin/users/${encodeURIComponent(id)}`, userDeletedSchema);
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
