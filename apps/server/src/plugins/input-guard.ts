import { CONTROL_CHARACTER_MESSAGE, hasForbiddenCharacter } from '@dpms/shared/schemas';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error.ts';

/** How deep and how wide a body is searched; deeper or wider input is refused by its schema anyway. */
const MAX_DEPTH = 8;
const MAX_VALUES = 20_000;

/** The first path (e.g. `body.items.2.name`) whose text holds a character no field accepts. */
function forbiddenAt(value: unknown, path: string, budget: { left: number }, depth = 0): string | undefined {
  if (budget.left-- <= 0 || depth > MAX_DEPTH) return undefined;
  if (typeof value === 'string') return hasForbiddenCharacter(value) ? path : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, inner] of Object.entries(value)) {
    if (hasForbiddenCharacter(key)) return path;
    const found = forbiddenAt(inner, `${path}.${key}`, budget, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * Defence in depth behind the shared text schemas: no route, not even one whose schema lets a
 * string through untouched (better-auth's, the gateway's callbacks), receives a NUL or another
 * control character in its path parameters, query or JSON/form body. PostgreSQL would refuse
 * the NUL with an error; here it is a 400 that names the field, before any query runs.
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const budget = { left: MAX_VALUES };
    const parts = { params: request.params, query: request.query, body: request.body };
    for (const [name, value] of Object.entries(parts)) {
      const at = forbiddenAt(value, name, budget);
      if (at) {
        const field = at.split('.').slice(1).join('.') || name;
        throw new HttpError(400, 'INVALID_CHARACTERS', `${field}: ${CONTROL_CHARACTER_MESSAGE}`, {
          [field]: CONTROL_CHARACTER_MESSAGE,
        });
      }
    }
  });
});
