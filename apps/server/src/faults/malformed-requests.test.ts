import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  processDatabase,
  type ServerProcess,
  startServer,
} from '../../test/faults/server-process.ts';

/**
 * A visitor's malformed cookie or address, sent over a real socket to the real server process:
 * each gets an answer (the cookie ignored, the address refused), and the process keeps serving.
 * Through `inject` a thrown error never reaches the process, so only a real one can show this.
 */
let dataDir: string;
let server: ServerProcess | undefined;
let drop: () => Promise<void> = async () => {};

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'dpms-malformed-'));
  const dist = path.join(dataDir, 'web');
  await mkdir(path.join(dist, 'assets'), { recursive: true });
  await writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>DPMS</title></head><body><div id="root"></div></body></html>',
  );
  const database = await processDatabase('dpms_malformed');
  drop = database.drop;
  server = await startServer(
    {
      DATA_DIR: path.join(dataDir, 'data'),
      WEB_DIST_DIR: dist,
      SEED_DEMO: 'false',
      ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    },
    await freePort(),
  );
});
afterAll(async () => {
  await server?.stop('SIGKILL');
  await drop();
  await rm(dataDir, { recursive: true, force: true });
});

/** Sends one HTTP/1.1 request of these exact bytes; answers the status code, or 0 for no answer. */
function rawRequest(port: number, target: string, headerLines: Buffer[]): Promise<number> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
    });
    socket.on('error', () => resolve(0));
    socket.on('close', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0)));
    socket.setTimeout(15_000, () => socket.destroy());
    // Written, not ended: a client that half-closes its side may get no answer at all (Node's HTTP
    // server does not keep half-open sockets); `Connection: close` ends it once answered.
    socket.write(
      Buffer.concat([
        Buffer.from(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n`, 'latin1'),
        ...headerLines.flatMap((line) => [line, Buffer.from('\r\n')]),
        Buffer.from('\r\n'),
      ]),
    );
  });
}

const cookieLine = (value: Buffer | string) =>
  Buffer.concat([Buffer.from('Cookie: '), typeof value === 'string' ? Buffer.from(value, 'latin1') : value]);

/** Cookies a browser would never send, and an attacker can. */
const MALFORMED_COOKIES: Record<string, Buffer> = {
  'a lone percent sign': cookieLine('dpms_lang=%'),
  'a broken escape': cookieLine('dpms_lang=%E0%A4%A; dpms.session_token=%zz'),
  'an overlong value': cookieLine(`dpms_lang=${'%'.repeat(6000)}`),
  'bytes that are not UTF-8': cookieLine(
    Buffer.from([0x64, 0x70, 0x6d, 0x73, 0x5f, 0x6c, 0x61, 0x6e, 0x67, 0x3d, 0xff, 0xfe, 0x25]),
  ),
  'a session cookie of escapes': cookieLine('dpms.session_token=%; dpms_lang=%'),
};

describe('a malformed cookie or address, over a real connection', () => {
  for (const [name, cookie] of Object.entries(MALFORMED_COOKIES)) {
    it(`ignores ${name} and keeps serving`, async () => {
      const { port } = new URL(server!.url);
      const pages = await Promise.all(
        ['/', '/tours', '/login'].map((page) => rawRequest(Number(port), page, [cookie])),
      );
      expect(pages).toEqual([200, 200, 200]);
      // The cookie is ignored: no session, so the API says "sign in", not 500.
      expect(await rawRequest(Number(port), '/api/me', [cookie])).toBe(401);
      // A malformed address is refused as such, in any language the cookie claims.
      expect(await rawRequest(Number(port), '/api/tours/%E0%A4%A', [cookie])).toBe(400);
      expect(await rawRequest(Number(port), '/api/tours', [cookie])).toBe(200);
      const health = await fetch(`${server!.url}/api/health`);
      expect(health.status).toBe(200);
      expect(server!.child.exitCode).toBeNull();
    });
  }

  it('refuses a malformed page address with 400 and keeps serving', async () => {
    const { port } = new URL(server!.url);
    expect(await rawRequest(Number(port), '/tours/%E0%A4%A', [])).toBe(400);
    expect((await fetch(`${server!.url}/api/health`)).status).toBe(200);
  });

  it('logged no unhandled rejection or uncaught exception', () => {
    expect(server!.output()).not.toMatch(/URIError|unhandled|uncaught/i);
  });
});
