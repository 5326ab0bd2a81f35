import { meSchema } from '@dpms/shared/schemas';
import { meQueryKey } from '@/features/auth/api/get-me.ts';
import { api } from '@/lib/api-client.ts';
import { useRecordMutation } from '@/lib/api-queries.ts';

/** Uploads a new profile photo (multipart field `image`); the server re-encodes it and saves it. */
export function useUploadPhoto() {
  return useRecordMutation(
    (file: File) => api.postFile('/api/me/photo', 'image', file, import.meta.env.DEV ? meSchema : undefined),
    {
      recordKey: () => meQueryKey,
    },
  );
}
