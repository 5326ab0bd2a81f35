import zlib from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { createAppGateway } from './gateway/app-gateway.ts';
import type { PaymentGateway } from './gateway/gateway.ts';
import { sandboxRoutes } from './gateway/sandbox/routes.ts';
import { translate } from './i18n/translate.ts';
import { responseLocale } from './lib/locale.ts';
import { requestSerializer } from './lib/log-redaction.ts';
import { devMailboxPlugin } from './mail/dev-mailbox.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { measuredGateway } from './metrics/gateway.ts';
import { createMetrics } from './metrics/metrics.ts';
import { accountRoutes } from './modules/accounts/routes.ts';
import { adminUsersRoutes } from './modules/admin-users/routes.ts';
import { announcementsRoutes } from './modules/announcements/routes.ts';
import { auditRoutes } from './modules/audit/routes.ts';
import { clubsRoutes } from './modules/clubs/routes.ts';
import { dashboardRoutes } from './modules/dashboard/routes.ts';
import { discountRoutes } from './modules/discounts/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { meRoutes } from './modules/me/routes.ts';
import { secondFactorRoutes } from './modules/me/second-factor.ts';
import { sessionRoutes } from './modules/me/sessions.ts';
import { paymentRoutes } from './modules/payments/routes.ts';
import { planRoutes } from './modules/plans/index.ts';
import { reminderRoutes } from './modules/reminders/routes.ts';
import { settlementRoutes } from './modules/settlement/routes.ts';
import { statsRoutes } from './modules/stats/routes.ts';
import { studentIdsRoutes } from './modules/student-ids/routes.ts';
import { ticketRoutes } from './modules/tickets/routes.ts';
import { toursRoutes } from './modules/tours/routes.ts';
import { uploadsRoutes } from './modules/uploads/routes.ts';
import { waitingListRoutes } from './modules/waitlist/routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { canonicalPathPlugin } from './plugins/canonical-path.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { inputGuardPlugin } from './plugins/input-guard.ts';
import { localePlugin } from './plugins/locale.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { originCheckPlugin } from './plugins/origin-check.ts';
import { publicCachePlugin } from './plugins/public-cache.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { securityPlugin } from './plugins/security.ts';
import { webAppPlugin } from './plugins/web-app.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    mailer: Mailer;
    gateway: PaymentGateway;
    /** Set by the server's graceful stop; readiness answers 503 from then on. */
    lifecycle: { draining: boolean };
  }
}

export interface BuildOptions {
  /** An already open database (tests pass a fresh copy); otherwise opened from the config. */
  database?: Database;
  /** A gateway other than the configured one (tests of gateway failures). */
  gateway?: PaymentGateway;
  /** False: no pages and no uploads (a run that only prepares the database: server.ts --prepare). */
  webApp?: boolean;
  /** pino options; off by default so tests stay quiet. */
  logger?: false | { level: string; stream?: { write(line: string): void } };
}

/** Builds the whole application without listening: infrastructure plugins first, then modules. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ? { ...options.logger, serializers: { req: requestSerializer } } : false,
    // Only as many proxies as configured may say who the client is (rate limits key on it).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Errors Fastify raises before routing (a malformed URL, a 100+ character path parameter)
    // leave in the same error shape as every other error.
    frameworkErrors: (error, request, reply: FastifyReply) => {
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      // Before any hook: the language is read here (plugins/locale.ts does it for the rest).
      const locale = responseLocale({
        acceptLanguage: request.headers['accept-language'],
        cookie: request.headers.cookie,
      });
      reply
        .code(tooLong ? 414 : 400)
        .type('application/json; charset=utf-8')
        .send(
          tooLong
            ? { error: { code: 'URI_TOO_LONG', message: translate('The address is too long.', locale) } }
            : { error: { code: 'BAD_URL', message: translate('The address is not valid.', locale) } },
        );
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const opening = Date.now();
  const database =
    options.database ??
    (await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: `${config.dataDir}/db` }));
  if (!options.database) {
    app.log.info(
      { driver: database.driver, ms: Date.now() - opening },
      'start-up: database open, migrations applied',
    );
  }
  const mailer = createMailer({ config, db: database.db, log: app.log });
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('mailer', mailer);
  app.decorate('lifecycle', { draining: false });
  const metrics = createMetrics(database);
  app.decorate('metrics', metrics);
  app.decorate('gateway', measuredGateway(options.gateway ?? createAppGateway(app), metrics));
  app.addHook('onClose', async () => {
    await mailer.stop();
    if (!options.database) await database.close();
  });

  await app.register(metricsPlugin);
  await app.register(errorsPlugin);
  await app.register(localePlugin);
  // First of the onRequest hooks, so even the earliest refusal carries the security headers.
  await app.register(securityPlugin, { config });
  await app.register(canonicalPathPlugin);
  await app.register(inputGuardPlugin);
  await app.register(originCheckPlugin, { config });
  // Cookies are parsed just before the handler, so a read answered from memory in onRequest
  // (plugins/public-cache.ts) never parses them.
  await app.register(cookie, { hook: 'preHandler' });
  // JSON over 1 kB leaves compressed (brotli at a light setting: most of the saving, little CPU);
  // the web app's files are compressed once at build time and served as they are.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(openApiPlugin, { ui: config.env !== 'production' });
  await app.register(rateLimitPlugin, { config });
  await app.register(authPlugin, { config, mailer });
  await app.register(publicCachePlugin);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(accountRoutes);
      await api.register(meRoutes);
      await api.register(sessionRoutes);
      await api.register(secondFactorRoutes);
      await api.register(adminUsersRoutes);
      await api.register(auditRoutes);
      await api.register(dashboardRoutes);
      await api.register(settlementRoutes);
      await api.register(studentIdsRoutes);
      await api.register(toursRoutes);
      await api.register(clubsRoutes);
      await api.register(announcementsRoutes);
      await api.register(statsRoutes);
      await api.register(uploadsRoutes);
      await api.register(paymentRoutes);
      await api.register(planRoutes);
      await api.register(ticketRoutes);
      await api.register(waitingListRoutes);
      await api.register(discountRoutes);
      await api.register(reminderRoutes);
    },
    { prefix: '/api' },
  );

  // The project's own SSLCommerz emulator; off when a real gateway is configured.
  if (config.sslcommerz.sandboxEnabled) await app.register(sandboxRoutes, { prefix: '/sandbox/sslcommerz' });
  // Development only: where a fresh install's verification mails can be read.
  if (config.env !== 'production' && !config.smtpUrl) await app.register(devMailboxPlugin, { config });
  if (options.webApp !== false) await app.register(webAppPlugin, { config });
  return app;
}
