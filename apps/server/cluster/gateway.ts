import { spawn } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import path from 'node:path';
import type { PostForm } from '../src/gateway/sandbox/ipn.ts';
import { freePort } from '../test/faults/server-process.ts';

/**
 * The SSLCommerz sandbox in a child process (cluster/sandbox-process.ts), with its IPNs relayed
 * to `postForm` in this process. Answers its base URL, the session it holds for a tran_id, a wait
 * for every IPN to be answered, and a stop.
 */
export async function startGatewayProcess(postForm: PostForm) {
  const relay = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const { url, fields } = JSON.parse(body) as { url: string; fields: Record<string, string> };
      postForm(url, fields).then(
        (status) => res.end(JSON.stringify({ status })),
        () => res.end(JSON.stringify({ status: 0 })),
      );
    });
  });
  relay.listen(0, '127.0.0.1');
  await once(relay, 'listening');
  const relayPort = (relay.address() as { port: number }).port;
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'sandbox-process.ts')],
    {
      env: { ...process.env, SANDBOX_PORT: String(port), IPN_RELAY: `http://127.0.0.1:${relayPort}/` },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const exited = once(child, 'exit');
  await new Promise<void>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk) => {
      out += chunk;
      if (out.includes('sandbox ready')) resolve();
    });
    void exited.then(([code]) =>
      reject(new Error(`the sandbox process exited (${code}) before it was ready`)),
    );
  });
  const origin = `http://127.0.0.1:${port}`;
  return {
    baseUrl: `${origin}/sandbox/sslcommerz`,
    /** The session the gateway holds for a tran_id, if any. */
    async sessionFor(tranId: string): Promise<{ sessionKey: string; amountPoisha: number } | undefined> {
      const res = await fetch(`${origin}/sessions/${encodeURIComponent(tranId)}`);
      if (res.status === 404) return undefined;
      if (res.status !== 200) throw new Error(`the sandbox answered ${res.status} to /sessions`);
      return (await res.json()) as { sessionKey: string; amountPoisha: number };
    },
    async settled() {
      const res = await fetch(`${origin}/settled`);
      if (res.status !== 200) throw new Error(`the sandbox answered ${res.status} to /settled`);
    },
    async close() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      relay.close();
    },
  };
}
