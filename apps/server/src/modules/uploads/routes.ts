import path from 'node:path';
import { UPLOAD_MAX_BYTES } from '@dpms/shared/constants';
import { apiErrorSchema, uploadResultSchema } from '@dpms/shared/schemas';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../auth/viewer.ts';
import { readImageField, storeUpload } from './service.ts';

/**
 * `POST /api/uploads`: any signed-in user (profile photos; admins for event, club and
 * announcement images) uploads one image in the multipart field `image`.
 */
export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered here, so only this route parses multipart bodies.
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 0 } });
  const uploadsDir = path.join(app.config.dataDir, 'uploads');
  app.post(
    '/uploads',
    {
      preValidation: [requireUser, app.limits.uploads],
      schema: {
        tags: ['uploads'],
        summary: 'Upload an image (JPEG, PNG, WebP or GIF up to 5 MB); stored as WebP',
        consumes: ['multipart/form-data'],
        response: {
          201: uploadResultSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const bytes = await readImageField(request);
      return reply.status(201).send(await storeUpload(uploadsDir, bytes));
    },
  );
};
