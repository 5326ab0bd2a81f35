import { once } from 'node:events';
import net from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { gracefulListener } from './graceful-listener.ts';

const REQUEST = 'POST /api/pay HTTP/1.0\r\nHost: 127.0.0.1\r\nContent-Length: 0\r\n\r\n';

/** Connects as nginx does (one request per connection), and gives what came back until the close. */
async function connect(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  let answer = '';
  socket.on('data', (chunk) => {
    answer += chunk;
  });
  const closed = once(socket, 'close').then(() => answer);
  socket.on('error', () => {});
  await once(socket, 'connect');
  return { socket, closed };
}

describe('a graceful listener', () => {
  let app: FastifyInstance;
  afterEach(async () => {
    await app?.close();
  });

  async function start() {
    app = Fastify();
    app.post('/api/pay', async () => ({ paid: true }));
    const listener = gracefulListener(app.server);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as net.AddressInfo;
    return { listener, port };
  }

  async function accepted(listener: ReturnType<typeof gracefulListener>, count: number) {
    while (listener.unread() < count) await new Promise((resolve) => setTimeout(resolve, 5));
  }

  it('serves a request sent on a connection accepted just before the stop, and refuses new connections', async () => {
    const { listener, port } = await start();
    const { socket, closed } = await connect(port);
    await accepted(listener, 1);
    expect(listener.lastConnectionAt()).toBeGreaterThan(0);

    const stopped = listener.stopAccepting(5_000);
    socket.write(REQUEST);
    await stopped;
    expect(listener.unread()).toBe(0);
    const refused = await new Promise<string>((resolve) => {
      net.connect(port, '127.0.0.1').on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? ''));
    });
    await app.close();

    expect(refused).toBe('ECONNREFUSED');
    const answer = await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).toContain('{"paid":true}');
  });

  it('does not wait for ever on a connection that never speaks', async () => {
    const { listener, port } = await start();
    const { socket, closed } = await connect(port);
    await accepted(listener, 1);
    const before = Date.now();
    await listener.stopAccepting(200);
    expect(Date.now() - before).toBeLessThan(2_000);
    expect(listener.unread()).toBe(1);
    socket.destroy();
    expect(await closed).toBe('');
  });

  it('is needed: a request that comes while the app closes straight away is refused 503', async () => {
    const { listener, port } = await start();
    const { socket, closed } = await connect(port);
    await accepted(listener, 1);
    const closing = app.close();
    socket.write(REQUEST);
    await closing;
    expect(await closed).toMatch(/^HTTP\/1\.1 503/);
  });
});
