import multipart from '@fastify/multipart';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import { acceptFormPosts } from '../form-body.ts';
import { SandboxControls } from './controls.ts';
import { registerHostedPage } from './hosted-page.ts';
import { formPoster, IpnSender, type PostForm } from './ipn.ts';
import { registerSessionApi } from './session-api.ts';
import { SandboxStore } from './store.ts';
import { registerValidatorApi } from './validator-api.ts';

export interface SandboxOptions {
  /** The credentials merchants must present (the app's SSLCOMMERZ_STORE_ID and _PASSWORD). */
  storeId: string;
  storePassword: string;
  /** Where the emulator is reachable from a browser, for GatewayPageURL: PUBLIC_URL/sandbox/sslcommerz. */
  baseUrl: string;
  /** How IPNs are posted; a fetch-based poster by default. */
  postForm?: PostForm;
  /** Retries of an IPN answered 5xx or unreachable (default 3), first after ipnBackoffMs (default 250), doubling. */
  ipnRetries?: number;
  ipnBackoffMs?: number;
  /** Sessions kept in memory before the oldest are forgotten (default 5000). */
  maxSessions?: number;
  log?: FastifyBaseLogger;
}

/**
 * The project's SSLCommerz emulator: `routes` speaks the gateway's protocol wherever it is
 * registered; `controls` lets tests inspect it, pay without a browser and switch faults on.
 */
export function createSandbox(options: SandboxOptions): {
  routes: FastifyPluginAsync;
  controls: SandboxControls;
} {
  const ipn = new IpnSender(
    options.postForm ?? formPoster(),
    options.ipnRetries ?? 3,
    options.ipnBackoffMs ?? 250,
    options.log,
  );
  const controls = new SandboxControls(new SandboxStore(options.maxSessions), ipn, {
    storeId: options.storeId,
    storePassword: options.storePassword,
  });
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  // Not wrapped with fastify-plugin: the form parser stays inside the sandbox's own scope.
  const routes: FastifyPluginAsync = async (app) => {
    acceptFormPosts(app);
    // SSLCommerz's own Node SDK posts the session request as multipart/form-data; the gateway
    // takes it, so the sandbox does too (fields only, as plain strings).
    await app.register(multipart, {
      attachFieldsToBody: 'keyValues',
      limits: { fields: 200, fileSize: 0, files: 0 },
    });
    registerSessionApi(app, controls, baseUrl);
    registerValidatorApi(app, controls);
    registerHostedPage(app, controls);
  };
  return { routes, controls };
}
