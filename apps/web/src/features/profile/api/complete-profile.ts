import { type CompleteProfileInput, type completeProfileSchema, meSchema } from '@dpms/shared/schemas';
import type { z } from 'zod';
import { meQueryKey } from '@/features/auth/api/get-me.ts';
import { api } from '@/lib/api-client.ts';
import { useRecordMutation } from '@/lib/api-queries.ts';

type CompleteProfile = CompleteProfileInput | z.output<typeof completeProfileSchema>;

/** A third-party sign-in has no student ID yet: the student adds an allow-listed one and a batch. */
export function useCompleteProfile() {
  return useRecordMutation(
    (input: CompleteProfile) =>
      api.post('/api/me/complete-profile', input, import.meta.env.DEV ? meSchema : undefined),
    { recordKey: () => meQueryKey },
  );
}
