import {
  announcementInputSchema,
  announcementListSchema,
  announcementPatchSchema,
  announcementSchema,
  apiErrorSchema,
} from '@dpms/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { catalogIdParams, catalogWriteRoutes } from '../../lib/catalog-routes.ts';
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

  catalogWriteRoutes(app, {
    path: '/announcements',
    tags,
    summaries: {
      create: 'Publish an announcement (admin)',
      update: 'Change an announcement (admin)',
      remove: 'Delete an announcement (admin)',
    },
    schemas: { input: announcementInputSchema, patch: announcementPatchSchema, output: announcementSchema },
    archivable: false,
    create: createAnnouncement,
    update: updateAnnouncement,
    remove: deleteAnnouncement,
    present: presentAnnouncement,
  });
};
