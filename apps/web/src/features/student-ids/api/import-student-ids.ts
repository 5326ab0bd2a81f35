import { studentIdsImportResultSchema } from '@dpms/shared/schemas';
import { api } from '@/lib/api-client.ts';
import { useRefreshingMutation } from '@/lib/api-queries.ts';
import { studentIdsQueryKey } from './get-student-ids.ts';

/** Imports a text or CSV file of IDs, one a line (multipart field `file`). */
export function useImportStudentIds() {
  return useRefreshingMutation(
    (file: File) =>
      api.postFile(
        '/api/admin/student-ids/import',
        'file',
        file,
        import.meta.env.DEV ? studentIdsImportResultSchema : undefined,
      ),
    studentIdsQueryKey,
  );
}
