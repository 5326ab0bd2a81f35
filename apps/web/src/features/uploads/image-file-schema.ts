import { UPLOAD_MAX_BYTES } from '@dpms/shared/constants';
import { MESSAGES } from '@dpms/shared/messages';
import { z } from 'zod';

const MAX_MB = UPLOAD_MAX_BYTES / (1024 * 1024);

/**
 * The image a form asks for, checked before it is sent: the server checks again (and sniffs the
 * content), but a person learns at once that a PDF or a 20 MB photo will not do.
 */
export const imageFileSchema = z
  .instanceof(File, { message: MESSAGES.required })
  .refine((file) => file.type.startsWith('image/'), 'Choose an image file (JPEG, PNG or WebP)')
  .refine((file) => file.size <= UPLOAD_MAX_BYTES, `The image must be ${MAX_MB} MB or smaller`);

/** A chosen image; null (nothing chosen) is "This field is required". */
const chosenImage = z.custom<File | null>((value) => value === null || value instanceof File);

/**
 * A catalogue form's two schemas from its fields: adding needs an image; editing keeps the
 * current image unless another is chosen.
 */
export function withImageField<Shape extends z.ZodRawShape>(shape: Shape) {
  return {
    add: z.object({ ...shape, image: chosenImage.pipe(imageFileSchema) }),
    edit: z.object({ ...shape, image: chosenImage.pipe(imageFileSchema.nullable()) }),
  };
}
