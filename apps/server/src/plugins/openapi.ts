import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI from the routes' zod schemas; the browsable docs at /api/docs are off in production. */
export const openApiPlugin = fp(async (app: FastifyInstance, opts: { ui: boolean }) => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'DPMS API', version: '1.0.0', description: 'The department payment portal API' },
    },
    transform: jsonSchemaTransform,
  });
  // The browsable UI (and its assets) is loaded only where it is served: outside production.
  if (opts.ui)
    await app.register((await import('@fastify/swagger-ui')).default, {
      routePrefix: '/api/docs',
      staticCSP: true,
    });
});
