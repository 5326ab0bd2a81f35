import { buildApp } from './app.ts';
import { bootstrap } from './bootstrap.ts';
import { ConfigError, loadConfig } from './config.ts';
import { startHousekeeping } from './housekeeping.ts';
import { gracefulListener } from './lib/graceful-listener.ts';
import { startMetricsServer } from './metrics/server.ts';
import { startReconciler } from './modules/payments/reconcile.ts';
import { startUploadSweeper } from './modules/uploads/sweep.ts';

/**
 * `--prepare`: migrate and run the start-up tasks (admin, student IDs, demo data), then exit
 * without serving. `npm start` runs it while the web app builds, so the two overlap.
 */
const prepareOnly = process.argv.includes('--prepare');

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
  const app = await buildApp(config, { logger: { level: config.logLevel }, webApp: !prepareOnly });
  // A promise that fails with nobody waiting is a bug: logged loudly as one (tests of the real
  // process read the log for it), but one visitor's request must never stop every other's.
  process.on('unhandledRejection', (reason) => {
    app.log.error({ err: reason }, 'unhandled rejection (a bug: please report it)');
  });
  await bootstrap(app);
  if (prepareOnly) {
    await app.close();
    process.exit(0);
  }
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
  const listener = gracefulListener(app.server);
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.lifecycle.draining = true;
    app.log.info({ signal, delayMs: config.shutdownDelayMs }, 'stopping: draining');
    const timer = setTimeout(() => process.exit(1), config.shutdownDelayMs + 15_000);
    timer.unref();
    // The balancer has routed around us once no connection has come for a second (or the delay is up).
    const until = Date.now() + config.shutdownDelayMs;
    while (Date.now() < until && Date.now() - listener.lastConnectionAt() < 1_000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      // After a stall (a busy or CPU-starved process) the timer fires before the connections that
      // came meanwhile are accepted: let the poll phase accept and count them before deciding,
      // or closing the listener would reset them, and nginx answers 502 to a POST it had sent.
      await new Promise((resolve) => setImmediate(resolve));
    }
    // A request that came just now, in a connection accepted but not yet read, is still served.
    await listener.stopAccepting(1_000);
    app.log.info('stopping: finishing in-flight requests and jobs');
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  // Prometheus reads this instance on a port of its own, never the public one (docs/operations.md).
  const metricsServer = await startMetricsServer(config, app.metrics, app.log);
  if (metricsServer) app.addHook('onClose', () => metricsServer.close());
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`DPMS is serving on ${config.publicUrl} (database: ${app.database.driver})`);
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
