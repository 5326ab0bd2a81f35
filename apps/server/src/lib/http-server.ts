import http from 'node:http';
import type { FastifyServerFactoryHandler } from 'fastify';

/**
 * Answers a request before Fastify sees it, when it can: true when it has taken the request.
 * Only for answers made whole ahead of time that no hook, route or handler of the app shapes
 * (the app's pages, plugins/web-app.ts); anything it does not take goes to Fastify as before.
 */
export type EarlyAnswer = (request: http.IncomingMessage, response: http.ServerResponse) => boolean;

/** Where the web app's plugin puts its early answer once the built app is loaded. */
export interface EarlyAnswers {
  pages?: EarlyAnswer;
}

/**
 * Fastify's `serverFactory`: Node's HTTP server as Fastify would make it (the same timeouts),
 * whose requests go to the early answer first (decision 0034).
 */
export function serverWithEarlyAnswers(early: EarlyAnswers) {
  return (handler: FastifyServerFactoryHandler, options: Record<string, unknown>): http.Server => {
    const server = http.createServer((options.http as http.ServerOptions | undefined) ?? {}, (req, res) => {
      if (early.pages?.(req, res)) return;
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
