import type { FastifyRequest } from 'fastify';

/**
 * A request URL as it may be logged: one-time link tokens (verification, password reset, a
 * third-party sign-in's code and state) are replaced, so log readers cannot use them.
 */
export function redactUrl(url: string): string {
  return url
    .replace(/\/reset-password\/[^/?#]+/, '/reset-password/[redacted]')
    .replace(/([?&](?:token|code|state)=)[^&#]*/g, '$1[redacted]');
}

/** Fastify's request log line, with the URL redacted. */
export function requestSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
