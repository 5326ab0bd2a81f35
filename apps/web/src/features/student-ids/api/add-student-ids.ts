import { studentIdsImportResultSchema } from '@dpms/shared/schemas';
import { api } from '@/lib/api-client.ts';
import { useRefreshingMutation } from '@/lib/api-queries.ts';
import { studentIdsQueryKey } from './get-student-ids.ts';

/** Adds IDs to the allow-list; ones already listed and malformed ones are counted, not added. */
export function useAddStudentIds() {
  return useRefreshingMutation(
    (studentIds: string[]) =>
      api.post(
        '/api/admin/student-ids',
        { studentIds },
        import.meta.env.DEV ? studentIdsImportResultSchema : undefined,
      ),
    studentIdsQueryKey,
  );
}
