import { PAGE_SIZES } from '@dpms/shared/constants';
import {
  pageQuerySchema,
  tourInputSchema,
  tourListSchema,
  tourPatchSchema,
  tourSchema,
} from '@dpms/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loadViewer } from '../../auth/viewer.ts';
import { dhakaToday } from '../../lib/dhaka-date.ts';
import { offerFreeSeatsQuietly } from '../bookings/index.ts';
import { catalogReadRoutes, catalogWriteRoutes } from '../catalog/index.ts';
import { presentTour } from './presenter.ts';
import { listTours } from './queries.ts';
import { createTour, getTour, removeTour, updateTour } from './service.ts';

const listQuerySchema = pageQuerySchema.extend({
  /** The events page uses the default; the home slider asks for more at once. */
  pageSize: z.coerce.number().int().min(1).max(50).default(PAGE_SIZES.events),
});
const tags = ['tours'];

/** Events (the spec's tours): public reading, admin writing. */
export const toursRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  catalogReadRoutes(app, {
    path: '/tours',
    tags,
    list: {
      summary: 'Events, upcoming first; archived ones hidden',
      query: listQuerySchema,
      schema: tourListSchema,
      handler: async (request, { page, pageSize }) => {
        const viewer = await loadViewer(request);
        const today = dhakaToday();
        const { rows, total } = await listTours(db, { page, pageSize, today, viewerId: viewer?.id ?? null });
        return { items: rows.map((row) => presentTour(row, today)), page, pageSize, total };
      },
    },
    item: {
      summary: 'One event (archived ones too, so payment histories can link them)',
      schema: tourSchema,
      handler: async (request, id) => {
        const viewer = await loadViewer(request);
        return presentTour(await getTour(db, id, viewer?.id ?? null), dhakaToday());
      },
    },
  });

  catalogWriteRoutes(app, {
    path: '/tours',
    tags,
    summaries: {
      create: 'Add an event (admin)',
      update: 'Change an event (admin)',
      remove: 'Delete an event, or archive it when payments refer to it (admin)',
    },
    schemas: { input: tourInputSchema, patch: tourPatchSchema, output: tourSchema },
    archivable: true,
    create: createTour,
    // A raised group size (or reopened registration) may free seats for the waiting list.
    update: async (db, actor, id, patch) => {
      const updated = await updateTour(db, actor, id, patch);
      await offerFreeSeatsQuietly(app, id);
      return updated;
    },
    remove: removeTour,
    present: (row) => presentTour(row, dhakaToday()),
  });
};
