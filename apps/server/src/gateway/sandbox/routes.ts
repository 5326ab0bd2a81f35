import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { injectFetch } from '../inject-fetch.ts';
import type { SandboxControls } from './controls.ts';
import { formPoster, type PostForm } from './ipn.ts';
import { createSandbox } from './sandbox.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The SSLCommerz emulator's controls; present only when config.sslcommerz.sandboxEnabled. */
    sandbox?: SandboxControls;
  }
}

export interface SandboxRoutesOptions {
  /** Where the routes go; app.ts passes /sandbox/sslcommerz. */
  prefix?: string;
  /** Overrides how IPNs are posted (see below for the default). */
  postForm?: PostForm;
}

/**
 * Mounts the emulator for app.ts and decorates `app.sandbox` with its controls. Wrapped with
 * fastify-plugin so the decoration reaches the root instance; the prefix is therefore applied
 * here by hand. IPNs to the app's own PUBLIC_URL go through app.inject: the emulator lives in
 * this very process, so no socket is needed, which also keeps tests (where nothing listens,
 * and port 3000 may be someone else's) from posting anywhere real. IPNs anywhere else fail as
 * unreachable: a caller must not make this server post to an address of its choosing.
 */
export const sandboxRoutes = fp(
  async (app: FastifyInstance, opts: SandboxRoutesOptions) => {
    const { storeId, storePassword, baseUrl } = app.config.sslcommerz;
    const sandbox = createSandbox({
      storeId,
      storePassword,
      baseUrl,
      // Only to this app: an IPN to any other address a caller names would be a request forgery.
      postForm: opts.postForm ?? formPoster(injectFetch(app)),
      log: app.log,
    });
    app.decorate('sandbox', sandbox.controls);
    app.addHook('onClose', async () => sandbox.controls.close());
    await app.register(sandbox.routes, { prefix: opts.prefix ?? '' });
  },
  { name: 'sslcommerz-sandbox' },
);
