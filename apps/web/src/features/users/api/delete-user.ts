import { userDeletedSchema } from '@dpms/shared/schemas';
import { api } from '@/lib/api-client.ts';
import { recordPath, useRefreshingMutation } from '@/lib/api-queries.ts';
import { usersQueryKey } from './get-users.ts';

/** Deletes an account (its payments stay); the server refuses your own and the last admin (422). */
export function useDeleteUser() {
  return useRefreshingMutation(
    (id: string) =>
      api.delete(recordPath('/api/admin/users', id), import.meta.env.DEV ? userDeletedSchema : undefined),
    usersQueryKey,
    { after: 'settled' },
  );
}
