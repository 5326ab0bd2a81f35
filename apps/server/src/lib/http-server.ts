import http from 'node:http';
import type { FastifyBaseLogger, FastifyServerFactoryHandler } from 'fastify';

/**
 * Answers a request before Fastify sees it, when it can: true when it has taken the request.
 * Only for answers made whole ahead of time that no hook, route or handler of the app shapes
 * (the app's pages, plugins/web-app.ts; visitors' public reads kept in memory,
 * plugins/public-cache.ts); anything it does not take goes to Fastify as before.
 */
export type EarlyAnswer = (request: http.IncomingMessage, response: http.ServerResponse) => boolean;

/** Where the plugins put their early answers; each is asked in turn. */
export interface EarlyAnswers {
  publicReads?: EarlyAnswer;
  pages?: EarlyAnswer;
  /** Set when request logging is on: an early answer is logged as Fastify logs an answer. */
  log?: (request: http.IncomingMessage, response: http.ServerResponse, startedAt: number) => void;
}

/**
 * An early answer's headers as Node's writeHead takes them: the security headers every answer
 * carries, the answer's own, and Content-Length. Built from entries once per kept answer, an
 * object V8 keeps with fast properties, as Node reads it on each write.
 */
export function headOf(
  securityHeaders: Readonly<Record<string, string>>,
  headers: Record<string, string>,
  body: Buffer,
): Record<string, string | number> {
  return Object.fromEntries([
    ...Object.entries(securityHeaders),
    ...Object.entries(headers),
    ['content-length', body.length],
  ]);
}

/** The log levels at which Fastify logs every answer. */
const LOGS_REQUESTS = new Set(['info', 'debug', 'trace']);

/**
 * With request logging on, each early answer is logged once written, as a `request completed`
 * line through the logger's own request serializer (lib/log-redaction.ts redacts one-time tokens).
 */
export function logEarlyAnswers(early: EarlyAnswers, log: FastifyBaseLogger) {
  if (!LOGS_REQUESTS.has(log.level)) return;
  early.log = (request, response, startedAt) =>
    log.info(
      {
        // In the shape of Fastify's request, for the serializer.
        req: {
          method: request.method,
          url: request.url,
          host: request.headers.host,
          ip: request.socket.remoteAddress,
          socket: request.socket,
        },
        res: { statusCode: response.statusCode },
        responseTime: performance.now() - startedAt,
      },
      'request completed',
    );
}

/**
 * Fastify's `serverFactory`: Node's HTTP server as Fastify would make it (the same timeouts),
 * whose requests go to the early answer first (decision 0034).
 */
export function serverWithEarlyAnswers(early: EarlyAnswers) {
  return (handler: FastifyServerFactoryHandler, options: Record<string, unknown>): http.Server => {
    const server = http.createServer((options.http as http.ServerOptions | undefined) ?? {}, (req, res) => {
      const startedAt = early.log ? performance.now() : 0;
      if (early.publicReads?.(req, res) || early.pages?.(req, res)) {
        if (early.log) res.once('finish', () => early.log?.(req, res, startedAt));
        return;
      }
      handler(req, res);
    });
    const number = (name: string) =>
      typeof options[name] === 'number' ? (options[name] as number) : undefined;
    server.keepAliveTimeout = number('keepAliveTimeout') ?? 72_000;
    server.requestTimeout = number('requestTimeout') ?? 0;
    server.setTimeout(number('connectionTimeout') ?? 0);
    const perSocket = number('maxRequestsPerSocket') ?? 0;
    if (perSocket > 0) server.maxRequestsPerSocket = perSocket;
    return server;
  };
}
