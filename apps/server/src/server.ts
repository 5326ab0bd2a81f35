import { buildApp } from './app.ts';
import { bootstrap } from './bootstrap.ts';
import { ConfigError, loadConfig } from './config.ts';
import { startHousekeeping } from './housekeeping.ts';
import { startReconciler } from './modules/payments/reconcile.ts';
import { startUploadSweeper } from './modules/uploads/sweep.ts';

/** Starts DPMS: config, database, listen, and a graceful stop on SIGTERM or SIGINT. */
async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp(config, { logger: { level: config.logLevel } });
  // A promise that fails with nobody waiting is a bug: logged loudly as one (tests of the real
  // process read the log for it), but one visitor's request must never stop every other's.
  process.on('unhandledRejection', (reason) => {
    app.log.error({ err: reason }, 'unhandled rejection (a bug: please report it)');
  });
  await bootstrap(app);
  app.mailer.start();
  const stopReconciler = startReconciler(app, app.config.reconcile);
  app.addHook('onClose', stopReconciler);
  const stopUploadSweeper = startUploadSweeper(app);
  app.addHook('onClose', stopUploadSweeper);
  const stopHousekeeping = startHousekeeping(app);
  app.addHook('onClose', stopHousekeeping);

  // A graceful stop: readiness fails at once (the load balancer stops sending new requests) while
  // requests are still served, until none has come for a second or SHUTDOWN_DELAY_SECONDS are up;
  // then the listener closes, requests in flight finish, the job runners finish their runs, and
  // the database closes last.
  let stopping = false;
  let lastConnectionAt = 0;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.lifecycle.draining = true;
    app.log.info({ signal, delayMs: config.shutdownDelayMs }, 'stopping: draining');
    const timer = setTimeout(() => process.exit(1), config.shutdownDelayMs + 15_000);
    timer.unref();
    // The balancer has routed around us once no connection has come for a second (or the delay is up).
    const until = Date.now() + config.shutdownDelayMs;
    while (Date.now() < until && Date.now() - lastConnectionAt < 1_000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    app.log.info('stopping: finishing in-flight requests and jobs');
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.server.on('connection', () => {
    lastConnectionAt = Date.now();
  });
  app.log.info(`DPMS is serving on ${config.publicUrl} (database: ${app.database.driver})`);
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
