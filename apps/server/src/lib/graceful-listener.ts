import type { Server } from 'node:http';
import net, { type Socket } from 'node:net';
import { sleep } from './sleep.ts';

/**
 * What a graceful stop needs to know of an HTTP server's connections: when the last one came, and
 * a way to stop accepting new ones while those already accepted are still served.
 *
 * `app.close()` marks the app closing at once and answers 503 to any request that starts after
 * that (Fastify's return503OnClosing), and only then closes the listening socket: a request that
 * nginx sends in between gets a 503 it passes on, since it never sends a POST (a checkout, a
 * payment notice) again. Closing only the listening socket first (the net layer's close, without
 * the HTTP server's closing of idle connections) makes the next connection refused, which nginx
 * does send elsewhere, and lets the connections already accepted start their requests, served as
 * usual, before the app closes.
 */
export interface GracefulListener {
  /** Milliseconds since the epoch of the last connection accepted (0: none yet). */
  lastConnectionAt(): number;
  /** Connections accepted whose first request has not started yet. */
  unread(): number;
  /**
   * Stops accepting connections, then waits until every connection accepted has started its
   * request (at most `maxWaitMs`: a client that connects and says nothing is not waited for).
   */
  stopAccepting(maxWaitMs: number): Promise<void>;
}

export function gracefulListener(server: Server): GracefulListener {
  let lastConnectionAt = 0;
  const unread = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    lastConnectionAt = Date.now();
    unread.add(socket);
    socket.once('close', () => unread.delete(socket));
  });
  server.on('request', (request: { socket: Socket }) => {
    unread.delete(request.socket);
  });
  return {
    lastConnectionAt: () => lastConnectionAt,
    unread: () => unread.size,
    async stopAccepting(maxWaitMs) {
      if (server.listening) net.Server.prototype.close.call(server);
      const until = Date.now() + maxWaitMs;
      while (unread.size > 0 && Date.now() < until) await sleep(10);
    },
  };
}
