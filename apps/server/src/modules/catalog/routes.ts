import {
  apiErrorSchema,
  CONTROL_CHARACTER_MESSAGE,
  hasForbiddenCharacter,
  removalResultSchema,
} from '@dpms/shared/schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin, requireFreshAdmin, type Viewer, viewerOf } from '../../auth/viewer.ts';
import type { Db } from '../../db/client.ts';
import { adminRouteErrors } from '../../lib/http-error.ts';
import { imageReleaser } from '../uploads/index.ts';
import type { Removed, Updated } from './service.ts';

/**
 * What the events, clubs and announcements modules' routes share: the `:id` parameter, the
 * public reads (the list and one item, both cached) and the admin write routes (POST, PATCH,
 * DELETE, with their error statuses). The writes themselves are in service.ts.
 */

/**
 * The `:id` of a catalogue route. Any printable string is let through: one that is not a uuid
 * answers the resource's own 404 message without a query; a NUL or another control character
 * is a 400.
 */
export const catalogIdParams = z.object({
  id: z
    .string()
    .max(100)
    .refine((id) => !hasForbiddenCharacter(id), CONTROL_CHARACTER_MESSAGE),
});

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** What one catalogue module (events, clubs, announcements) plugs into its public reads. */
export interface CatalogReads<Query extends z.ZodType> {
  /** The collection's path, e.g. `/clubs`; one item is at `${path}/:id`. */
  path: string;
  tags: string[];
  list: {
    summary: string;
    /** The list's query string, when it takes one (a bad one is a 400). */
    query?: Query;
    schema: z.ZodType;
    handler(request: FastifyRequest, query: z.infer<Query>): Promise<unknown>;
  };
  item: {
    summary: string;
    schema: z.ZodType;
    handler(request: FastifyRequest, id: string): Promise<unknown>;
  };
}

/** The public GET of a catalogue module's list and of one of its items, from the public cache. */
export function catalogReadRoutes<Query extends z.ZodType>(app: ZodApp, spec: CatalogReads<Query>): void {
  const { tags, list, item } = spec;
  app.get(
    spec.path,
    {
      config: { publicCache: true },
      schema: {
        tags,
        summary: list.summary,
        ...(list.query
          ? { querystring: list.query, response: { 200: list.schema, 400: apiErrorSchema } }
          : { response: { 200: list.schema } }),
      },
    },
    async (request) => list.handler(request, request.query as z.infer<Query>),
  );

  app.get(
    `${spec.path}/:id`,
    {
      config: { publicCache: true },
      schema: {
        tags,
        summary: item.summary,
        params: catalogIdParams,
        response: { 200: item.schema, 404: apiErrorSchema },
      },
    },
    async (request) => item.handler(request, (request.params as z.infer<typeof catalogIdParams>).id),
  );
}

/** What one catalogue module (events, clubs, announcements) plugs into its admin write routes. */
export interface CatalogWrites<Input extends z.ZodType, Patch extends z.ZodType, Row> {
  /** The collection's path, e.g. `/clubs`; the item routes are `${path}/:id`. */
  path: string;
  tags: string[];
  summaries: { create: string; update: string; remove: string };
  schemas: { input: Input; patch: Patch; output: z.ZodType };
  /** Archived rows cannot be changed or removed: the update and delete routes may answer 409. */
  archivable: boolean;
  create(db: Db, actor: Viewer, input: z.infer<Input>): Promise<Row>;
  update(db: Db, actor: Viewer, id: string, patch: z.infer<Patch>): Promise<Updated<Row>>;
  remove(db: Db, actor: Viewer, id: string): Promise<Removed>;
  present(row: Row): unknown;
}

/** The admin's POST, PATCH and DELETE of a catalogue module, the same for each of them. */
export function catalogWriteRoutes<Input extends z.ZodType, Patch extends z.ZodType, Row>(
  app: ZodApp,
  spec: CatalogWrites<Input, Patch, Row>,
): void {
  const { db } = app.database;
  const releaseImage = imageReleaser(app);
  const { tags, summaries, schemas } = spec;
  const itemErrors = {
    ...adminRouteErrors,
    404: apiErrorSchema,
    ...(spec.archivable ? { 409: apiErrorSchema } : {}),
  };

  app.post(
    spec.path,
    {
      preValidation: requireAdmin,
      schema: {
        tags,
        summary: summaries.create,
        body: schemas.input,
        response: { 201: schemas.output, ...adminRouteErrors },
      },
    },
    async (request, reply) => {
      const row = await spec.create(db, viewerOf(request), request.body as z.infer<Input>);
      return reply.status(201).send(spec.present(row));
    },
  );

  app.patch(
    `${spec.path}/:id`,
    {
      preValidation: requireAdmin,
      schema: {
        tags,
        summary: summaries.update,
        params: catalogIdParams,
        body: schemas.patch,
        response: { 200: schemas.output, ...itemErrors },
      },
    },
    async (request) => {
      const { id } = request.params as z.infer<typeof catalogIdParams>;
      const { row, replacedImage } = await spec.update(
        db,
        viewerOf(request),
        id,
        request.body as z.infer<Patch>,
      );
      await releaseImage(replacedImage);
      return spec.present(row);
    },
  );

  app.delete(
    `${spec.path}/:id`,
    {
      // A deletion, like a refund, wants a recent second factor (docs/security.md).
      preValidation: requireFreshAdmin,
      schema: {
        tags,
        summary: summaries.remove,
        params: catalogIdParams,
        response: { 200: removalResultSchema, ...itemErrors },
      },
    },
    async (request) => {
      const { id } = request.params as z.infer<typeof catalogIdParams>;
      const { result, releasedImage } = await spec.remove(db, viewerOf(request), id);
      await releaseImage(releasedImage);
      return result;
    },
  );
}
