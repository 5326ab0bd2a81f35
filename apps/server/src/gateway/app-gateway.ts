import type { FastifyInstance } from 'fastify';
import type { PaymentGateway } from './gateway.ts';
import { injectFetch } from './inject-fetch.ts';
import { createSslCommerzGateway } from './sslcommerz.ts';

/**
 * The gateway as the app is configured: the real SSLCommerz, or, when SSLCOMMERZ_BASE_URL is
 * left at its default, the emulator inside this same process, reached through app.inject
 * (no socket needed, so it works in tests and behind a proxy alike).
 */
export function createAppGateway(
  app: FastifyInstance,
  options: { timeoutMs?: number; storePassword?: string } = {},
): PaymentGateway {
  const { storeId, storePassword, baseUrl, sandboxEnabled } = app.config.sslcommerz;
  return createSslCommerzGateway({
    storeId,
    storePassword,
    baseUrl,
    ...(sandboxEnabled ? { fetch: injectFetch(app) } : {}),
    ...options,
  });
}
