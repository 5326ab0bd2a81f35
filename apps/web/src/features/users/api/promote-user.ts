import { adminUserSchema } from '@dpms/shared/schemas';
import { api } from '@/lib/api-client.ts';
import { recordPath, useRefreshingMutation } from '@/lib/api-queries.ts';
import { usersQueryKey } from './get-users.ts';

/**
 * Approves a teacher's admin request; the server refuses anyone who is not a teacher (422). The
 * user moves from Admin Requests to Admins: every tab's pages may change.
 */
export function usePromoteUser() {
  return useRefreshingMutation(
    (id: string) =>
      api.post(
        `${recordPath('/api/admin/users', id)}/promote`,
        undefined,
        import.meta.env.DEV ? adminUserSchema : undefined,
      ),
    usersQueryKey,
    { after: 'settled' },
  );
}
