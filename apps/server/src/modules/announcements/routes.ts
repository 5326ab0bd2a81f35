import {
  announcementInputSchema,
  announcementListSchema,
  announcementPatchSchema,
  announcementSchema,
  apiErrorSchema,
  removalResultSchema,
} from '@dpms/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin, viewerOf } from '../../auth/viewer.ts';
import { adminWriteErrors, catalogIdParams } from '../../lib/catalog-routes.ts';
import { imageReleaser } from '../uploads/service.ts';
import {
  createAnnouncement,
  deleteAnnouncement,
  getAnnouncement,
  listAnnouncements,
  presentAnnouncement,
  updateAnnouncement,
} from './service.ts';

const MAX_LIMIT = 50;
const listQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(MAX_LIMIT).default(MAX_LIMIT) });
const notFoundError = { 404: apiErrorSchema };
const tags = ['announcements'];

/** Department announcements: public reading, admin writing. */
export const announcementsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const admin = requireAdmin;
  const releaseImage = imageReleaser(app);

  app.get(
    '/announcements',
    {
      config: { publicCache: true },
      schema: {
        tags,
        summary: 'Announcements, newest first',
        querystring: listQuerySchema,
        response: { 200: announcementListSchema, 400: apiErrorSchema },
      },
    },
    async (request) => ({
      items: (await listAnnouncements(db, request.query.limit)).map(presentAnnouncement),
    }),
  );

  app.get(
    '/announcements/:id',
    {
      config: { publicCache: true },
      schema: {
        tags,
        summary: 'One announcement',
        params: catalogIdParams,
        response: { 200: announcementSchema, ...notFoundError },
      },
    },
    async (request) => presentAnnouncement(await getAnnouncement(db, request.params.id)),
  );

  app.post(
    '/announcements',
    {
      preValidation: admin,
      schema: {
        tags,
        summary: 'Publish an announcement (admin)',
        body: announcementInputSchema,
        response: { 201: announcementSchema, ...adminWriteErrors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(presentAnnouncement(await createAnnouncement(db, viewerOf(request), request.body))),
  );

  app.patch(
    '/announcements/:id',
    {
      preValidation: admin,
      schema: {
        tags,
        summary: 'Change an announcement (admin)',
        params: catalogIdParams,
        body: announcementPatchSchema,
        response: { 200: announcementSchema, ...adminWriteErrors, ...notFoundError },
      },
    },
    async (request) => {
      const { announcement, replacedImage } = await updateAnnouncement(
        db,
        viewerOf(request),
        request.params.id,
        request.body,
      );
      await releaseImage(replacedImage);
      return presentAnnouncement(announcement);
    },
  );

  app.delete(
    '/announcements/:id',
    {
      preValidation: admin,
      schema: {
        tags,
        summary: 'Delete an announcement (admin)',
        params: catalogIdParams,
        response: { 200: removalResultSchema, ...adminWriteErrors, ...notFoundError },
      },
    },
    async (request) => {
      const { result, releasedImage } = await deleteAnnouncement(db, viewerOf(request), request.params.id);
      await releaseImage(releasedImage);
      return result;
    },
  );
};
