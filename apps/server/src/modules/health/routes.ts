import { healthSchema, readinessSchema } from '@dpms/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * `GET /api/health`: whether the server and its database answer (liveness; 503 when the database
 * does not). `GET /api/ready`: whether a load balancer should send this instance requests: 503
 * while it drains before stopping, or while its database is unreachable.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    probe({ summary: 'Liveness and database check', body: healthSchema }),
    async (_request, reply) => {
      const up = await app.database.ping();
      const body = {
        status: up ? ('ok' as const) : ('degraded' as const),
        database: up ? ('up' as const) : ('down' as const),
        driver: app.database.driver,
        uptimeSeconds: Math.round(process.uptime()),
      };
      return reply.status(up ? 200 : 503).send(body);
    },
  );

  app.get(
    '/ready',
    probe({
      summary: 'Readiness: 503 while draining or while the database is unreachable',
      body: readinessSchema,
    }),
    async (_request, reply) => {
      // No cache may keep a readiness answer: it changes the moment a stop begins.
      reply.header('cache-control', 'no-store');
      const up = await app.database.ping();
      const status = app.lifecycle.draining ? 'draining' : up ? 'ready' : 'unavailable';
      return reply.status(status === 'ready' ? 200 : 503).send({ status, database: up ? 'up' : 'down' });
    },
  );
};

/** A probe for monitors and load balancers: the same body whether it answers 200 or 503. */
function probe<Body extends z.ZodType>({ summary, body }: { summary: string; body: Body }) {
  return { schema: { tags: ['health'], summary, response: { 200: body, 503: body } } };
}
