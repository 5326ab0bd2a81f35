import {
  announcementInputSchema,
  announcementListSchema,
  announcementPatchSchema,
  announcementSchema,
} from '@dpms/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { catalogReadRoutes, catalogWriteRoutes } from '../catalog/index.ts';
import { announcementService, listAnnouncements, presentAnnouncement } from './service.ts';

const MAX_LIMIT = 50;
const listQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(MAX_LIMIT).default(MAX_LIMIT) });
const tags = ['announcements'];

/** Department announcements: public reading, admin writing. */
export const announcementsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  catalogReadRoutes(app, {
    path: '/announcements',
    tags,
    list: {
      summary: 'Announcements, newest first',
      query: listQuerySchema,
      schema: announcementListSchema,
      handler: async (_request, query) => ({
        items: (await listAnnouncements(db, query.limit)).map(presentAnnouncement),
      }),
    },
    item: {
      summary: 'One announcement',
      schema: announcementSchema,
      handler: async (_request, id) => presentAnnouncement(await announcementService.get(db, id)),
    },
  });

  catalogWriteRoutes(app, {
    path: '/announcements',
    tags,
    summaries: {
      create: 'Publish an announcement (admin)',
      update: 'Change an announcement (admin)',
      remove: 'Delete an announcement (admin)',
    },
    schemas: { input: announcementInputSchema, patch: announcementPatchSchema, output: announcementSchema },
    ...announcementService,
    present: presentAnnouncement,
  });
};
