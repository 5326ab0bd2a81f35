import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';

/**
 * A test's or bench's own handle on a cluster's database (factories, the ledger): the app built
 * on the same database, files and secret as the instances, ready, serving nothing.
 */
export async function controlApp(options: {
  databaseUrl: string;
  dataDir: string;
  publicUrl: string;
  authSecret: string;
  gatewayUrl?: string;
}): Promise<FastifyInstance> {
  const app = await buildApp(
    loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: options.databaseUrl,
      DATA_DIR: options.dataDir,
      PUBLIC_URL: options.publicUrl,
      AUTH_SECRET: options.authSecret,
      ...(options.gatewayUrl ? { SSLCOMMERZ_BASE_URL: options.gatewayUrl } : {}),
      SEED_DEMO: 'false',
      RATE_LIMIT: 'false',
    }),
  );
  await app.ready();
  return app;
}
