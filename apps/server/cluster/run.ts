/**
 * `npm run cluster`: DPMS as several instances behind nginx (TLS, with a CA made for the run) on
 * one fresh PostgreSQL database, with demo data, for anyone to try on this machine.
 * CLUSTER_INSTANCES (default 3) sets how many. Ctrl-C or SIGTERM stops nginx and every instance
 * (each drains first) and drops the database.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setGlobalDispatcher } from 'undici';
import { startExternalSandbox } from '../test/faults/server-process.ts';
import { startCluster } from './cluster.ts';
import { createDatabase } from './database.ts';
import { trustingAgent } from './tls.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const count = Number(process.env.CLUSTER_INSTANCES ?? 3);
const say = (line: string) => process.stdout.write(`[cluster] ${line}\n`);

if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) {
  say('building the web app (first run)...');
  const built = spawnSync('npm', ['run', 'build', '-w', 'packages/shared', '-w', 'apps/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

// The instances run the server's bundle, as production does.
const server = spawnSync(process.execPath, ['build.mjs'], {
  cwd: path.join(root, 'apps/server'),
  stdio: 'inherit',
});
if (server.status !== 0) process.exit(server.status ?? 1);

const dir = await mkdtemp(path.join(os.tmpdir(), 'dpms-cluster-'));
const database = await createDatabase(`dpms_cluster_${process.pid}`);
// The gateway's emulator lives outside the instances (it keeps its sessions in memory, as the
// real gateway keeps its own), so a payment started on one instance is paid on the same page.
const gateway = await startExternalSandbox();
let stopping = false;
const cleanUp = async () => {
  await gateway.close();
  await database.drop();
  await rm(dir, { recursive: true, force: true });
};
try {
  const cluster = await startCluster({
    instances: count,
    databaseUrl: database.url,
    dataDir: path.join(dir, 'data'),
    nginxDir: path.join(dir, 'nginx'),
    exposeUpstream: true,
    env: {
      AUTH_SECRET: randomBytes(32).toString('hex'),
      SEED_DEMO: 'true',
      RATE_LIMIT: 'true',
      LOG_LEVEL: 'warn',
      SSLCOMMERZ_BASE_URL: gateway.baseUrl,
    },
    log: say,
  });
  // The gateway's emulator runs in this process: its IPNs to PUBLIC_URL must trust the run's CA.
  setGlobalDispatcher(trustingAgent(cluster.ca));
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    say(`${signal}: stopping nginx and the instances...`);
    await cluster.close();
    await cleanUp();
    say('stopped; the database is dropped.');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  say(`DPMS is serving at ${cluster.url} (nginx, round-robin over ${count} instances; each answer names`);
  say(`its instance in X-Dpms-Upstream). Demo accounts as in README; mail at ${cluster.url}/dev/mailbox.`);
  say(`${cluster.httpUrl} redirects there. The certificate is from a CA made for this run: trust`);
  say(`${cluster.caFile} in the browser, or: curl --cacert ${cluster.caFile} ${cluster.url}/api/health`);
  say('Ctrl-C stops everything.');
} catch (error) {
  await cleanUp();
  throw error;
}
