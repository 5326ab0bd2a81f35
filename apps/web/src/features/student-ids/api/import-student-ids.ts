import { type StudentIdsImportResult, studentIdsImportResultSchema } from '@dpms/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { studentIdsQueryKey } from './get-student-ids.ts';

/** Imports a text or CSV file of IDs, one a line (multipart field `file`). */
export function importStudentIds(file: File): Promise<StudentIdsImportResult> {
  const form = new FormData();
  form.append('file', file);
  return api.post('/api/admin/student-ids/import', form, studentIdsImportResultSchema);
}

export function useImportStudentIds() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importStudentIds,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studentIdsQueryKey }),
  });
}
