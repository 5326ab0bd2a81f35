import { type CompleteProfileInput, type completeProfileSchema, type Me, meSchema } from '@dpms/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { meQueryKey } from '@/features/auth/api/get-me.ts';
import { api } from '@/lib/api-client.ts';

/** A third-party sign-in has no student ID yet: the student adds an allow-listed one and a batch. */
export function completeProfile(
  input: CompleteProfileInput | z.output<typeof completeProfileSchema>,
): Promise<Me> {
  return api.post('/api/me/complete-profile', input, meSchema);
}

export function useCompleteProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeProfile,
    onSuccess: (me) => queryClient.setQueryData(meQueryKey, me),
  });
}
