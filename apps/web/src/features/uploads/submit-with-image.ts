import { MESSAGES } from '@dpms/shared/messages';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { uploadImage } from './api/upload-image.ts';

type SubmitWithImageOptions<T> = {
  /** The newly chosen file; null keeps `currentImageUrl` (edit forms). */
  image: File | null;
  currentImageUrl?: string;
  /** Saves the record with the uploaded image's URL. */
  save: (imageUrl: string) => Promise<T>;
  /** The toast when saving fails, e.g. "Failed to add tour". */
  failureMessage: string;
  /** The server's per-field messages of a 400, keyed by the input's field names. */
  onFieldErrors?: (fields: Record<string, string>) => void;
};

const detailOf = (error: unknown) => (error instanceof ApiRequestError ? error.message : undefined);

/**
 * The add and edit forms' submit: upload the image first (the record stores only its URL), then
 * save. Each failure is toasted with the spec's words and the server's reason beneath. Resolves
 * to the saved record, or null when something failed.
 */
export async function submitWithImage<T>({
  image,
  currentImageUrl,
  save,
  failureMessage,
  onFieldErrors,
}: SubmitWithImageOptions<T>): Promise<T | null> {
  let imageUrl = currentImageUrl;
  if (image) {
    try {
      imageUrl = (await uploadImage(image)).url;
    } catch (error) {
      toast.error(MESSAGES.failedToUploadImage, { description: detailOf(error) });
      return null;
    }
  }
  if (!imageUrl) {
    toast.error(MESSAGES.failedToGetImageUrl);
    return null;
  }
  try {
    return await save(imageUrl);
  } catch (error) {
    toast.error(failureMessage, { description: detailOf(error) });
    if (error instanceof ApiRequestError && error.fields) onFieldErrors?.(error.fields);
    return null;
  }
}

/**
 * Shows the server's field messages beside the form's fields. `rename` maps an input field the
 * form shows under another name (costPoisha is typed as "cost" in Taka; a payment plan's sum is
 * shown under its parts, which are no field of their own); unknown names are skipped.
 */
export function setServerFieldErrors<F extends FieldValues>(
  fields: Record<string, string>,
  setError: UseFormSetError<F>,
  formFields: readonly Path<F>[],
  rename: Partial<Record<string, string>> = {},
) {
  for (const [name, message] of Object.entries(fields)) {
    const renamed = rename[name];
    const field = (renamed ?? name) as Path<F>;
    if (renamed !== undefined || formFields.includes(field)) setError(field, { type: 'server', message });
  }
}
