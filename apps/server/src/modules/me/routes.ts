import path from 'node:path';
import { UPLOAD_MAX_BYTES } from '@dpms/shared/constants';
import {
  apiErrorSchema,
  completeProfileSchema,
  holdingsSchema,
  type Me,
  meSchema,
  profileUpdateSchema,
  sessionStateSchema,
} from '@dpms/shared/schemas';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ownRoute } from '../../auth/own-route.ts';
import { loadViewer, requireRole, requireUser, type Viewer, viewerOf } from '../../auth/viewer.ts';
import { savedLocale } from '../../lib/locale.ts';
import { requireStudentEmailDomain } from '../accounts/index.ts';
import { registeredTourIds } from '../bookings/index.ts';
import { currentMemberships } from '../clubs/index.ts';
import { imageReleaser, readImageField, storeUpload } from '../uploads/index.ts';
import { completeProfile, updateProfile } from './service.ts';

/** The API shape of the signed-in user's own record. */
export function presentMe(viewer: Omit<Viewer, 'sessionId' | 'signedInAt'>): Me {
  return {
    id: viewer.id,
    name: viewer.name,
    email: viewer.email,
    emailVerified: viewer.emailVerified,
    role: viewer.role,
    studentId: viewer.studentId,
    teacherId: viewer.teacherId,
    batch: (viewer.batch as Me['batch']) ?? null,
    phone: viewer.phone || null,
    image: viewer.image,
    profileComplete: viewer.role !== 'student' || Boolean(viewer.studentId && viewer.batch),
    twoFactorEnabled: viewer.twoFactorEnabled,
    locale: viewer.locale,
  };
}

export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  // Scoped to this plugin: of the /me routes only the photo upload reads multipart bodies.
  if (!app.hasContentTypeParser('multipart/form-data')) {
    await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 0 } });
  }
  const uploadsDir = path.join(app.config.dataDir, 'uploads');
  const releaseImage = imageReleaser(app);

  app.get(
    '/session',
    {
      schema: {
        tags: ['me'],
        summary: 'Who is signed in: the same record as GET /me, or null for a visitor (never 401)',
        response: { 200: sessionStateSchema },
      },
    },
    async (request, reply) => {
      const viewer = await loadViewer(request);
      reply.header('cache-control', 'private, no-store');
      return { user: viewer ? presentMe(viewer) : null };
    },
  );

  app.get(
    '/me/holdings',
    ownRoute({
      summary: 'The events the signed-in user is registered for and their running memberships',
      response: { 200: holdingsSchema },
    }),
    async (request, reply) => {
      const { id } = viewerOf(request);
      const [tourIds, memberships] = await Promise.all([
        registeredTourIds(app.database.db, id),
        currentMemberships(app.database.db, id),
      ]);
      reply.header('cache-control', 'private, no-store');
      return { registeredTourIds: tourIds, memberships: Object.fromEntries(memberships) };
    },
  );

  app.get('/me', ownRoute({ summary: 'The signed-in user', response: { 200: meSchema } }), async (request) =>
    presentMe(viewerOf(request)),
  );

  app.patch(
    '/me',
    ownRoute({
      summary: 'Update your own name, phone, photo or language (never role or e-mail)',
      body: profileUpdateSchema,
      response: { 200: meSchema, 400: apiErrorSchema },
    }),
    async (request) => {
      const viewer = viewerOf(request);
      const { user: updated, replacedImage } = await updateProfile(app.database.db, viewer.id, request.body);
      await releaseImage(replacedImage);
      return presentMe({ ...viewer, ...updated, role: updated.role, locale: savedLocale(updated.locale) });
    },
  );

  app.post(
    '/me/photo',
    {
      preValidation: requireUser,
      preHandler: app.limits.uploads,
      schema: {
        tags: ['me'],
        summary: 'Upload your photo (JPEG, PNG, WebP or GIF up to 5 MB, field `image`); stored as WebP',
        consumes: ['multipart/form-data'],
        response: {
          200: meSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      // The same rules as /api/uploads: sniffed by content, decoded whole, re-encoded.
      const stored = await storeUpload(uploadsDir, await readImageField(request));
      const { user: updated, replacedImage } = await updateProfile(app.database.db, viewer.id, {
        image: stored.url,
      });
      await releaseImage(replacedImage);
      return presentMe({ ...viewer, ...updated, locale: savedLocale(updated.locale) });
    },
  );

  app.post(
    '/me/complete-profile',
    {
      preValidation: requireRole('student'),
      preHandler: app.limits.registration,
      schema: {
        tags: ['me'],
        summary: 'After a third-party sign-in: add your allow-listed student ID and batch (once)',
        body: completeProfileSchema,
        response: {
          200: meSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          409: apiErrorSchema,
          422: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      requireStudentEmailDomain(app.config.studentEmailDomain, viewer.email);
      return presentMe({ ...viewer, ...(await completeProfile(app.database.db, viewer, request.body)) });
    },
  );
};
