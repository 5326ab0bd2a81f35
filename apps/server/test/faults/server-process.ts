import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import type { SandboxControls } from '../../src/gateway/sandbox/controls.ts';
import { formPoster, type PostForm } from '../../src/gateway/sandbox/ipn.ts';
import { createSandbox } from '../../src/gateway/sandbox/sandbox.ts';

/**
 * The real DPMS server as a child process (`node --import tsx src/server.ts`), for tests of what
 * a crash or an outage does to it; and an SSLCommerz sandbox outside it, whose memory survives
 * the server's death, as the real gateway's does.
 */
const SERVER_ENTRY = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/server.ts');

export async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  server.close();
  return port;
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** Path of the built bundle (apps/server/dist/server.js, after `npm run build`). */
export const BUILT_SERVER = path.resolve(path.dirname(SERVER_ENTRY), '../dist/server.js');

/**
 * Starts the server from its sources through tsx, or from `options.entry` (the built bundle),
 * with source maps for readable stacks unless `sourceMaps: false` (the bench measures the bundle
 * as docs/deployment.md runs it).
 */
export async function startServer(
  env: Record<string, string>,
  port: number,
  options: { entry?: string; sourceMaps?: boolean } = {},
): Promise<ServerProcess> {
  const url = `http://127.0.0.1:${port}`;
  const maps = options.sourceMaps === false ? [] : ['--enable-source-maps'];
  const args = options.entry ? [...maps, options.entry] : ['--import', 'tsx', SERVER_ENTRY];
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      RATE_LIMIT: 'false',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = once(child, 'exit');
  await until(async () => {
    if (child.exitCode !== null) throw new Error(`the server exited at start:\n${output}`);
    const res = await fetch(`${url}/api/health`).catch(() => undefined);
    return res?.status === 200;
    // A first start seeds the demo images (eight encodes each) while other test files share the
    // two cores: minutes, not seconds, on a busy machine.
  }, 240_000);
  return {
    url,
    child,
    output: () => output,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

/**
 * Where a server process keeps its data: with TEST_DATABASE_URL, a new PostgreSQL database named
 * `prefix_…` (its URL, and `drop` removes it); without, nothing (the process uses PGlite in DATA_DIR).
 */
export async function processDatabase(
  prefix: string,
): Promise<{ databaseUrl?: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return { drop: async () => {} };
  const name = `${prefix}_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const query = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await query(`create database ${name}`);
  const target = new URL(adminUrl);
  target.pathname = `/${name}`;
  return {
    databaseUrl: target.toString(),
    drop: () => query(`drop database if exists ${name} with (force)`),
  };
}

/** Waits for `check` to hold, asking every 200 ms, at most `timeoutMs`. */
export async function until(check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`not reached within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The sandbox gateway on a port of its own, with the default sandbox store; `postForm` sends its IPNs. */
export async function startExternalSandbox(options: { postForm?: PostForm } = {}): Promise<{
  baseUrl: string;
  controls: SandboxControls;
  close(): Promise<void>;
}> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}/sandbox/sslcommerz`;
  const sandbox = createSandbox({
    storeId: 'dpms0sandbox',
    storePassword: 'dpms0sandbox@ssl',
    baseUrl,
    postForm: options.postForm ?? formPoster(),
  });
  const app: FastifyInstance = Fastify();
  await app.register(sandbox.routes, { prefix: '/sandbox/sslcommerz' });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    baseUrl,
    controls: sandbox.controls,
    close: async () => {
      await sandbox.controls.close();
      await app.close();
    },
  };
}

/** Signs in through the server's API; answers the Cookie header value. */
export async function signInOver(url: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/**
 * A TCP proxy to PostgreSQL that a test can cut (every connection dropped, new ones refused, as
 * when the database restarts) and restore, without touching the real service.
 */
export async function startProxy(target: { host: string; port: number }) {
  const port = await freePort();
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  const open = async () => {
    server = net.createServer((client) => {
      const upstream = net.connect(target.port, target.host);
      for (const s of [client, upstream]) {
        sockets.add(s);
        s.on('close', () => sockets.delete(s));
        s.on('error', () => s.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    server.listen(port, '127.0.0.1');
    await once(server, 'listening');
  };
  await open();
  return {
    port,
    cut: async () => {
      const closing = server ? new Promise((resolve) => server!.close(resolve)) : Promise.resolve();
      for (const s of sockets) s.destroy();
      await closing;
      server = undefined;
    },
    restore: open,
    close: async () => {
      for (const s of sockets) s.destroy();
      if (server) await new Promise((resolve) => server!.close(resolve));
    },
  };
}
