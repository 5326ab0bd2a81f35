import { existsSync } from 'node:fs';
import path from 'node:path';
import { BUILT_SERVER, freePort, type ServerProcess, startServer } from '../test/faults/server-process.ts';
import { type Nginx, startNginx } from './nginx.ts';
import { makeTestCertificates } from './tls.ts';

/**
 * Several DPMS server processes on one PostgreSQL database behind nginx, which terminates TLS
 * with a certificate from a CA made for the run (cluster/tls.ts), with a readiness watcher: it
 * asks every instance's `/api/ready` four times a second and has nginx reload with the instances
 * that are not ready marked down. Open-source nginx checks no health by itself; the watcher is
 * what takes a draining instance out of rotation before it stops listening.
 */
export interface ClusterOptions {
  instances: number;
  /** The PostgreSQL database every instance uses. */
  databaseUrl: string;
  /** Shared by every instance (uploads, the development outbox): one volume for all. */
  dataDir: string;
  /** More environment for every instance (AUTH_SECRET, SMTP_URL, the gateway...). */
  env?: Record<string, string>;
  /** Where nginx keeps its files (and the run's CA and certificate, in tls/). */
  nginxDir: string;
  steerByHeader?: boolean;
  exposeUpstream?: boolean;
  log?: (line: string) => void;
  /** The server to run: the built bundle (dist/server.js) by default, which starts twice as fast as tsx. */
  entry?: string;
  /** The built web app, which nginx serves from disk: apps/web/dist by default, when it is built. */
  webDist?: string;
}

const BUILT_WEB = path.resolve(import.meta.dirname, '../../web/dist');

export interface Instance {
  index: number;
  port: number;
  /** Its Prometheus listener (METRICS_PORT), loopback only. */
  metricsPort: number;
  process: ServerProcess | undefined;
  /** What the instance's earlier processes (before a restart) wrote: for a failing test's report. */
  pastOutput: string;
}

export interface Cluster {
  /** The address users reach: nginx over HTTPS (PUBLIC_URL). */
  url: string;
  /** nginx's plain HTTP port, which redirects to `url`. */
  httpUrl: string;
  /** The run's CA certificate (PEM), which a client must trust to reach `url` (cluster/tls.ts). */
  ca: string;
  caFile: string;
  nginx: Nginx;
  instances: Instance[];
  /** Starts instance `index` again (after a stop or a kill) and waits until nginx sends it requests. */
  start(index: number): Promise<void>;
  /** SIGTERM (a graceful stop: drains, then exits) or SIGKILL; resolves when the process has exited. */
  stop(index: number, signal?: NodeJS.Signals): Promise<void>;
  /** Instances nginx sends requests to now. */
  inRotation(): number[];
  close(): Promise<void>;
}

const WATCH_EVERY_MS = 250;

/**
 * The instances' environment in a test or bench of the cluster: no demo, no rate limits (the load
 * comes from one address), quiet logs, the gateway emulator's and the test SMTP server's addresses.
 */
export function testInstanceEnv(options: { authSecret: string; gatewayUrl: string; smtpPort: number }) {
  return {
    AUTH_SECRET: options.authSecret,
    SEED_DEMO: 'false',
    RATE_LIMIT: 'false',
    LOG_LEVEL: 'warn',
    SSLCOMMERZ_BASE_URL: options.gatewayUrl,
    SMTP_URL: `smtp://127.0.0.1:${options.smtpPort}`,
  };
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const log = options.log ?? (() => {});
  // freePort() closes the port it found, so two calls before anything listens may find the same.
  const taken = new Set<number>();
  const port = async (): Promise<number> => {
    for (;;) {
      const found = await freePort();
      if (taken.has(found)) continue;
      taken.add(found);
      return found;
    }
  };
  const url = `https://127.0.0.1:${await port()}`;
  const httpPort = await port();
  const certificates = await makeTestCertificates(path.join(options.nginxDir, 'tls'));
  const env = {
    DATABASE_URL: options.databaseUrl,
    DATA_DIR: options.dataDir,
    // https: better-auth's cookies are Secure (and named __Secure-dpms.*), helmet's CSP upgrades.
    PUBLIC_URL: url,
    // nginx connects from 127.0.0.1: only it may say a request came over HTTPS, and from whom.
    TRUST_PROXY: '127.0.0.1',
    // Whatever an instance fetches from PUBLIC_URL itself goes through nginx's TLS too.
    NODE_EXTRA_CA_CERTS: certificates.caFile,
    // A stopping instance fails readiness and keeps serving until nginx has sent it nothing for a
    // second (the watcher has taken it out), 30 s at most. Usually a second or two; but a busy
    // instance answers its readiness check late, and one that closed while still in rotation
    // would reset the requests nginx had just handed it (502s seen at 10 s on a loaded machine).
    SHUTDOWN_DELAY_SECONDS: '30',
    ...options.env,
  };
  const instances: Instance[] = [];
  for (let index = 0; index < options.instances; index++) {
    instances.push({
      index,
      port: await port(),
      metricsPort: await port(),
      process: undefined,
      pastOutput: '',
    });
  }
  const spawnInstance = async (instance: Instance) => {
    instance.process = await startServer(
      { ...env, METRICS_PORT: String(instance.metricsPort) },
      instance.port,
      {
        entry: options.entry ?? BUILT_SERVER,
      },
    );
    log(`instance ${instance.index} is up on 127.0.0.1:${instance.port} (pid ${instance.process.child.pid})`);
  };
  // The first one migrates and seeds an empty database; the others then find both done.
  await spawnInstance(instances[0]!);
  await Promise.all(instances.slice(1).map(spawnInstance));

  let ready = new Set(instances.map((i) => i.index));
  const webDist = options.webDist ?? BUILT_WEB;
  const nginx = await startNginx({
    ...(existsSync(path.join(webDist, 'index.html')) ? { webDist } : {}),
    port: Number(new URL(url).port),
    httpPort,
    tls: certificates,
    dir: options.nginxDir,
    upstreams: instances.map((i) => ({ port: i.port })),
    ...(options.steerByHeader ? { steerByHeader: true } : {}),
    ...(options.exposeUpstream ? { exposeUpstream: true } : {}),
  });
  log(`nginx is balancing ${instances.length} instances at ${url}`);

  /** true: answered 200; false: answered otherwise, or refused; undefined: no answer in time (busy). */
  const readiness = async (instance: Instance): Promise<boolean | undefined> => {
    try {
      const res = await fetch(`http://127.0.0.1:${instance.port}/api/ready`, {
        signal: AbortSignal.timeout(2_000),
      });
      await res.arrayBuffer();
      return res.status === 200;
    } catch (error) {
      return (error as Error).name === 'TimeoutError' ? undefined : false;
    }
  };
  let watching = true;
  let settle: (() => void)[] = [];
  const watch = async () => {
    while (watching) {
      const now = new Set(ready);
      await Promise.all(
        instances.map(async (i) => {
          // A busy instance that answers late keeps its place: only an answer takes it out.
          const answer = await readiness(i);
          if (answer === true) now.add(i.index);
          if (answer === false) now.delete(i.index);
        }),
      );
      if (watching && [...now].sort().join() !== [...ready].sort().join()) {
        ready = now;
        log(`in rotation: ${[...ready].sort().join(', ') || 'none'}`);
        // With none ready, nginx is left to try them all (its own failure counting) rather than
        // answer 502 at once.
        await nginx.update(
          instances.map((i) => ({ port: i.port, down: ready.size > 0 && !ready.has(i.index) })),
        );
      }
      for (const resolve of settle) resolve();
      settle = [];
      await new Promise((resolve) => setTimeout(resolve, WATCH_EVERY_MS));
    }
  };
  const watcher = watch();
  /** Resolves after the watcher's next full round. */
  const nextRound = () => new Promise<void>((resolve) => settle.push(resolve));

  return {
    url,
    httpUrl: nginx.httpUrl,
    ca: certificates.ca,
    caFile: certificates.caFile,
    nginx,
    instances,
    inRotation: () => [...ready].sort(),
    async start(index) {
      await spawnInstance(instances[index]!);
      while (!ready.has(index)) await nextRound();
    },
    async stop(index, signal = 'SIGTERM') {
      const instance = instances[index]!;
      log(`instance ${index}: ${signal}`);
      await instance.process?.stop(signal);
      instance.pastOutput += instance.process?.output() ?? '';
      instance.process = undefined;
    },
    async close() {
      watching = false;
      await watcher;
      await nginx.stop();
      await Promise.all(instances.map((i) => i.process?.stop('SIGTERM')));
    },
  };
}
