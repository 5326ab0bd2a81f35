import { myPlanListSchema } from '@dpms/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ownRoute } from '../../auth/own-route.ts';
import { viewerOf } from '../../auth/viewer.ts';
import { listMyPlans } from './queries.ts';

/** A student's events paid in parts (My Payments). Paying a part is the event's checkout. */
export const planRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me/plans',
    ownRoute({
      tags: ['payments'],
      summary: 'Your events paid in parts: each part, what is paid, and the next part due',
      response: { 200: myPlanListSchema },
    }),
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { items: await listMyPlans(app.database.db, viewerOf(request).id) };
    },
  );
};
