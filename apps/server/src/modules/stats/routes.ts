import { statsSchema } from '@dpms/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { homeStats } from './queries.ts';

/** `GET /api/stats`: the three counts on the home screen. */
export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/stats',
    {
      config: { publicCache: true },
      schema: {
        tags: ['stats'],
        summary: 'Home counts: students, clubs, events',
        response: { 200: statsSchema },
      },
    },
    async () => homeStats(app.database.db),
  );
};
