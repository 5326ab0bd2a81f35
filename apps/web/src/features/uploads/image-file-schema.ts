import { MESSAGES, UPLOAD_MAX_BYTES } from '@dpms/shared';
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

/** In an edit form the current image stays unless another is chosen. */
export const optionalImageFileSchema = imageFileSchema.nullable();
