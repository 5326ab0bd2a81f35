import path from 'node:path';
import { UPLOAD_MAX_BYTES } from '@dpms/shared/constants';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../../lib/http-error.ts';
import { sniffImageType } from '../../storage/image-type.ts';
import {
  deleteStoredImage,
  ImageDecodeError,
  type StoredImage,
  storedImageName,
  storedImageUrls,
  storeImage,
} from '../../storage/images.ts';
import { imageInUse } from './queries.ts';

export const UPLOAD_MESSAGES = {
  missing: 'Choose an image to upload.',
  tooLarge: `The image is larger than ${UPLOAD_MAX_BYTES / (1024 * 1024)} MB.`,
  unsupported: 'Only JPEG, PNG, WebP or GIF images are accepted.',
  onePart: 'Send one image, in the field named image, and nothing else.',
} as const;

const tooLarge = () => new HttpError(413, 'PAYLOAD_TOO_LARGE', UPLOAD_MESSAGES.tooLarge);
const unsupported = () => new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', UPLOAD_MESSAGES.unsupported);
const LIMIT_CODES = new Set(['FST_FILES_LIMIT', 'FST_FIELDS_LIMIT', 'FST_PARTS_LIMIT']);

/**
 * The bytes of the multipart field `image`, read into memory under the size limit. Anything
 * else in the body (another field, a second file) makes the request invalid.
 */
export async function readImageField(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest(UPLOAD_MESSAGES.missing);
  let image: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file' || image) throw badRequest(UPLOAD_MESSAGES.onePart);
      if (part.fieldname !== 'image') throw badRequest(UPLOAD_MESSAGES.missing);
      image = await part.toBuffer();
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code && LIMIT_CODES.has(code)) throw badRequest(UPLOAD_MESSAGES.onePart);
    throw error;
  }
  if (!image || image.length === 0) throw badRequest(UPLOAD_MESSAGES.missing);
  return image;
}

/**
 * Accepts an image by what it is, not what it claims: the magic bytes must be JPEG, PNG,
 * WebP or GIF, sharp must agree and decode it whole, and it is stored re-encoded as WebP.
 */
export async function storeUpload(uploadsDir: string, bytes: Buffer): Promise<StoredImage> {
  const type = sniffImageType(bytes);
  if (!type) throw unsupported();
  try {
    return await storeImage(uploadsDir, bytes, { formats: [type] });
  } catch (error) {
    if (error instanceof ImageDecodeError) throw unsupported();
    throw error;
  }
}

/** The image a change left behind: the old one when the change gave a different one (or none). */
export function oldImageIfChanged(before: string | null, after: string | null | undefined): string | null {
  return after !== undefined && after !== before ? before : null;
}

/** Deletes an image a record stopped showing; never throws. */
export type ReleaseImage = (url: string | null | undefined) => Promise<void>;

/**
 * What a route calls, after its change is committed, with the image that change replaced or
 * removed. The files go only when no row shows the image any more: the demo seed and
 * `PATCH /api/me` (which takes any stored URL) let records share one. A URL that is not one
 * of ours (a provider's photo) is left alone. Failing to delete is logged, never the
 * request's failure: the change the person asked for has already happened.
 */
export function imageReleaser(app: FastifyInstance): ReleaseImage {
  const uploadsDir = path.join(app.config.dataDir, 'uploads');
  return async (url) => {
    const name = url ? storedImageName(url) : undefined;
    if (!name) return;
    try {
      if (await imageInUse(app.database.db, storedImageUrls(name))) return;
      await deleteStoredImage(uploadsDir, name);
    } catch (error) {
      app.log.warn({ err: error, image: url }, 'could not delete a replaced image');
    }
  };
}
