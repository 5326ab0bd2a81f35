import { clubInputSchema, clubListSchema, clubPatchSchema, clubSchema } from '@dpms/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loadViewer } from '../../auth/viewer.ts';
import { catalogReadRoutes, catalogWriteRoutes } from '../catalog/index.ts';
import { presentClub } from './presenter.ts';
import { currentMemberships, listClubs } from './queries.ts';
import { clubService } from './service.ts';

const tags = ['clubs'];

/** Clubs: public reading (with the viewer's membership), admin writing. */
export const clubsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  catalogReadRoutes(app, {
    path: '/clubs',
    tags,
    list: {
      summary: 'Clubs on offer; archived ones hidden',
      schema: clubListSchema,
      handler: async (request) => {
        const viewer = await loadViewer(request);
        const [rows, memberships] = await Promise.all([
          listClubs(db),
          viewer ? currentMemberships(db, viewer.id) : new Map(),
        ]);
        return { items: rows.map((row) => presentClub(row, memberships.get(row.id) ?? null)) };
      },
    },
    item: {
      summary: 'One club (archived ones too, so payment histories can link them)',
      schema: clubSchema,
      handler: async (request, id) => {
        const viewer = await loadViewer(request);
        const row = await clubService.get(db, id);
        const memberships = viewer ? await currentMemberships(db, viewer.id, row.id) : new Map();
        return presentClub(row, memberships.get(row.id) ?? null);
      },
    },
  });

  catalogWriteRoutes(app, {
    path: '/clubs',
    tags,
    summaries: {
      create: 'Add a club (admin)',
      update: 'Change a club (admin)',
      remove: 'Delete a club, or archive it when payments refer to it (admin)',
    },
    schemas: { input: clubInputSchema, patch: clubPatchSchema, output: clubSchema },
    ...clubService,
    present: (row) => presentClub(row),
  });
};
