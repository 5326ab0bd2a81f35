import { apiErrorSchema, clubInputSchema, clubListSchema, clubPatchSchema, clubSchema } from '@dpms/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loadViewer } from '../../auth/viewer.ts';
import { catalogIdParams, catalogWriteRoutes } from '../../lib/catalog-routes.ts';
import { presentClub } from './presenter.ts';
import { currentMemberships, listClubs } from './queries.ts';
import { createClub, getClub, removeClub, updateClub } from './service.ts';

const notFoundError = { 404: apiErrorSchema };
const tags = ['clubs'];

/** Clubs: public reading (with the viewer's membership), admin writing. */
export const clubsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/clubs',
    {
      config: { publicCache: true },
      schema: { tags, summary: 'Clubs on offer; archived ones hidden', response: { 200: clubListSchema } },
    },
    async (request) => {
      const viewer = await loadViewer(request);
      const [rows, memberships] = await Promise.all([
        listClubs(db),
        viewer ? currentMemberships(db, viewer.id) : new Map(),
      ]);
      return { items: rows.map((row) => presentClub(row, memberships.get(row.id) ?? null)) };
    },
  );

  app.get(
    '/clubs/:id',
    {
      config: { publicCache: true },
      schema: {
        tags,
        summary: 'One club (archived ones too, so payment histories can link them)',
        params: catalogIdParams,
        response: { 200: clubSchema, ...notFoundError },
      },
    },
    async (request) => {
      const viewer = await loadViewer(request);
      const row = await getClub(db, request.params.id);
      const memberships = viewer ? await currentMemberships(db, viewer.id, row.id) : new Map();
      return presentClub(row, memberships.get(row.id) ?? null);
    },
  );

  catalogWriteRoutes(app, {
    path: '/clubs',
    tags,
    summaries: {
      create: 'Add a club (admin)',
      update: 'Change a club (admin)',
      remove: 'Delete a club, or archive it when payments refer to it (admin)',
    },
    schemas: { input: clubInputSchema, patch: clubPatchSchema, output: clubSchema },
    archivable: true,
    create: createClub,
    update: updateClub,
    remove: removeClub,
    present: (row) => presentClub(row),
  });
};
