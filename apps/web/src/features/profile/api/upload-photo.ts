import { type Me, meSchema } from '@dpms/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meQueryKey } from '@/features/auth/api/get-me.ts';
import { api } from '@/lib/api-client.ts';

/** Uploads a new profile photo (multipart field `image`); the server re-encodes it and saves it. */
export function uploadPhoto(file: File): Promise<Me> {
  const form = new FormData();
  form.append('image', file);
  return api.post('/api/me/photo', form, meSchema);
}

export function useUploadPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPhoto,
    onSuccess: (me) => queryClient.setQueryData(meQueryKey, me),
  });
}
