import { apiErrorSchema, dashboardSchema } from '@dpms/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../auth/viewer.ts';
import { dashboard } from './queries.ts';

/** An admin's home: money collected, seats, memberships and what waits, all from SQL. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/dashboard',
    {
      preValidation: requireAdmin,
      schema: {
        tags: ['admin: dashboard'],
        summary: 'Money collected (net of refunds), per event and club, seats, memberships, waiting payments',
        response: { 200: dashboardSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async () => dashboard(app.database.db),
  );
};
