import type { FastifyInstance } from 'fastify';
import type { SandboxControls } from './sandbox/controls.ts';

/** Helpers for payment tests (ours and the payment service's). */
export { injectFetch } from './inject-fetch.ts';
export { returnForm } from './sandbox/return-form.ts';

/** The emulator's controls; createTestContext() runs with the sandbox on by default. */
export function sandboxOf(app: FastifyInstance): SandboxControls {
  if (!app.sandbox) throw new Error('The SSLCommerz sandbox is off in this app (SSLCOMMERZ_BASE_URL is set)');
  return app.sandbox;
}

/**
 * Posts fields the way the gateway's page makes the browser post them: a form, from the
 * gateway's origin. `url` may be absolute (a callback URL from the session) or a path.
 */
export function postCallback(app: FastifyInstance, url: string, fields: Record<string, string>) {
  const target = new URL(url, app.config.publicUrl);
  return app.inject({
    method: 'POST',
    url: target.pathname + target.search,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: new URL(app.config.sslcommerz.baseUrl).origin,
    },
    payload: new URLSearchParams(fields).toString(),
  });
}
