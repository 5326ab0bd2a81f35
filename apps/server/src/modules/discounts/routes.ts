import {
  discountCodeIdParamSchema,
  discountCodeInputSchema,
  discountCodeListSchema,
  discountCodeRowSchema,
} from '@dpms/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin, viewerOf } from '../../auth/viewer.ts';
import { adminRouteErrors, errorResponses } from '../../lib/http-error.ts';
import { createCode, endCode, listCodes } from './codes.ts';

const tags = ['admin: discount codes'];

/** Admins' discount codes: list, create, end early (never deleted: payments name them). */
export const discountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/discount-codes',
    {
      preValidation: requireAdmin,
      schema: {
        tags,
        summary: 'Every discount code, newest first, with its uses and what it saved',
        response: { 200: discountCodeListSchema, ...adminRouteErrors },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { items: await listCodes(app.database.db) };
    },
  );

  app.post(
    '/admin/discount-codes',
    {
      preValidation: requireAdmin,
      schema: {
        tags,
        summary: 'Create a code: a percentage or an amount off, for one event or club or for all',
        body: discountCodeInputSchema,
        response: { 201: discountCodeRowSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const created = await createCode(app.database.db, viewerOf(request), request.body);
      return reply.status(201).send(created);
    },
  );

  app.post(
    '/admin/discount-codes/:id/end',
    {
      preValidation: requireAdmin,
      schema: {
        tags,
        summary: 'End a code now; payments already made with it keep it',
        params: discountCodeIdParamSchema,
        response: { 200: discountCodeRowSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => endCode(app.database.db, viewerOf(request), request.params.id),
  );
};
