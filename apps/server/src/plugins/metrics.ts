import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Metrics } from '../metrics/metrics.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's Prometheus series (metrics/metrics.ts); served on METRICS_PORT only. */
    metrics: Metrics;
  }
}

/**
 * Times every answer, whichever hook or handler sent it, by the route pattern Fastify matched
 * (never the address, which may hold an id or a token), the method and the status code.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onResponse', async (request, reply) => {
      app.metrics.request(
        request.routeOptions.url ?? 'unmatched',
        request.method,
        reply.statusCode,
        reply.elapsedTime / 1000,
      );
    });
  },
  { name: 'dpms-metrics' },
);
