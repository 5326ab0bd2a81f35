import type { FastifyInstance } from 'fastify';

const FORM = 'application/x-www-form-urlencoded';

/**
 * Gateways post plain browser forms, which Fastify does not parse by itself. Call this inside
 * the (encapsulated) plugin that owns the callback routes, so the rest of the API keeps
 * accepting JSON only. The body becomes a flat Record<string, string>; a repeated name keeps
 * its last value.
 */
export function acceptFormPosts(instance: FastifyInstance, bodyLimit = 64 * 1024): void {
  if (instance.hasContentTypeParser(FORM)) return;
  instance.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
}

/** A request body or query as string fields only; anything else (numbers, arrays, objects) is dropped. */
export function stringFields(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}
