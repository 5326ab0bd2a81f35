import {
  apiErrorSchema,
  clubInputSchema,
  clubListSchema,
  clubPatchSchema,
  clubSchema,
  removalResultSchema,
} from '@dpms/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loadViewer, requireAdmin, viewerOf } from '../../auth/viewer.ts';
import { adminWriteErrors, catalogIdParams } from '../../lib/catalog-routes.ts';
import { imageReleaser } from '../uploads/service.ts';
import { presentClub } from './presenter.ts';
import { currentMemberships, listClubs } from './queries.ts';
import { createClub, getClub, removeClub, updateClub } from './service.ts';

const notFoundError = { 404: apiErrorSchema };
const tags = ['clubs'];

/** Clubs: public reading (with the viewer's membership), admin writing. */
export const clubsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const admin = requireAdmin;
  const releaseImage = imageReleaser(app);

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

  app.post(
    '/clubs',
    {
      preValidation: admin,
      schema: {
        tags,
        summary: 'Add a club (admin)',
        body: clubInputSchema,
        response: { 201: clubSchema, ...adminWriteErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(presentClub(await createClub(db, viewerOf(request), request.body))),
  );

  app.patch(
    '/clubs/:id',
    {
      preValidation: admin,
      schema: {
        tags,
        summary: 'Change a club (admin)',
        params: catalogIdParams,
        body: clubPatchSchema,
        response: { 200: clubSchema, ...adminWriteErrors, ...notFoundError, 409: apiErrorSchema },
      },
    },
    async (request) => {
      const { club, replacedImage } = await updateClub(
        db,
        viewerOf(request),
        request.params.id,
        request.body,
      );
      await releaseImage(replacedImage);
      return presentClub(club);
    },
  );

  app.delete(
    '/clubs/:id',
    {
      preValidation: admin,
      schema: {
        tags,
        summary: 'Delete a club, or archive it when payments refer to it (admin)',
        params: catalogIdParams,
        response: { 200: removalResultSchema, ...adminWriteErrors, ...notFoundError, 409: apiErrorSchema },
      },
    },
    async (request) => {
      const { result, releasedImage } = await removeClub(db, viewerOf(request), request.params.id);
      await releaseImage(releasedImage);
      return result;
    },
  );
};
