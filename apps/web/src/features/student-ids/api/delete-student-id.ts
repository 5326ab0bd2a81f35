import { studentIdDeletedSchema } from '@dpms/shared/schemas';
import { api } from '@/lib/api-client.ts';
import { recordPath, useRefreshingMutation } from '@/lib/api-queries.ts';
import { studentIdsQueryKey } from './get-student-ids.ts';

/** Removes an unused ID from the allow-list (the server refuses one an account registered with). */
export function useDeleteStudentId() {
  return useRefreshingMutation(
    (studentId: string) =>
      api.delete(
        recordPath('/api/admin/student-ids', studentId),
        import.meta.env.DEV ? studentIdDeletedSchema : undefined,
      ),
    studentIdsQueryKey,
    { after: 'settled' },
  );
}
