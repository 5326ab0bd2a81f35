import { type StudentIdsImportResult, studentIdsImportResultSchema } from '@dpms/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { studentIdsQueryKey } from './get-student-ids.ts';

/** Adds IDs to the allow-list; ones already listed and malformed ones are counted, not added. */
export function addStudentIds(studentIds: string[]): Promise<StudentIdsImportResult> {
  return api.post('/api/admin/student-ids', { studentIds }, studentIdsImportResultSchema);
}

export function useAddStudentIds() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addStudentIds,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studentIdsQueryKey }),
  });
}
