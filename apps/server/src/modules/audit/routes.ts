import { auditPageSchema, auditQuerySchema } from '@dpms/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../auth/viewer.ts';
import { adminRouteErrors } from '../../lib/http-error.ts';
import { auditPage } from './queries.ts';

/**
 * The audit trail for admins: every admin action and every change of a payment's status, with
 * the gateway's evidence. Read-only here, and append-only in the database (migration 0011).
 */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/audit',
    {
      preValidation: requireAdmin,
      schema: {
        tags: ['admin: audit'],
        summary: 'The audit trail, newest first, filtered by person, record, kind and date',
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, ...adminRouteErrors },
      },
    },
    async (request) => auditPage(app.database.db, request.query),
  );
};
