import { studentIdDeletedSchema } from '@dpms/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { studentIdsQueryKey } from './get-student-ids.ts';

/** Removes an unused ID from the allow-list (the server refuses one an account registered with). */
export function deleteStudentId(studentId: string) {
  return api.delete(`/api/admin/student-ids/${encodeURIComponent(studentId)}`, studentIdDeletedSchema);
}

export function useDeleteStudentId() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStudentId,
    onSettled: () => queryClient.invalidateQueries({ queryKey: studentIdsQueryKey }),
  });
}
