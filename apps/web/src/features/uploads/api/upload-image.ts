import { type UploadResult, uploadResultSchema } from '@dpms/shared/schemas';
import { api } from '@/lib/api-client.ts';

/**
 * Sends one image as multipart field `image`. The server re-encodes it to WebP and answers with
 * the detail-size URL and its card-size variant; it refuses files that are too large (413), not an
 * image (415) or missing (400), with a message for the person.
 */
export function uploadImage(file: File): Promise<UploadResult> {
  return api.postFile('/api/uploads', 'image', file, import.meta.env.DEV ? uploadResultSchema : undefined);
}
