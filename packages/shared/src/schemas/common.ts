import { z } from 'zod';
import { LOCALES } from '../locale.ts';
import { pathParam } from './text.ts';

/** One of the product's two languages (locale.ts). */
export const localeSchema = z.enum(LOCALES);

/** The error body of every failed API call (DESIGN section 3). */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** `:id` of a route: checked by schema before any query runs (text.ts). */
export const idParamSchema = z.object({ id: pathParam });

/** `?page=` of a paged list: 1-based, the first page when not given. */
export const pageNumberSchema = z.coerce.number().int().min(1).max(100_000).default(1);

export const pageQuerySchema = z.object({ page: pageNumberSchema });

/** One page of a paged list: the page's items, which page it is, the page size and the total. */
export function pageOf<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  });
}

/**
 * An object with one field, `value`, for each of `keys` in their order: settings or counts
 * that must name every member of a list, kept in step with it.
 */
export function fieldPerKey<const Keys extends readonly string[], Value extends z.ZodType>(
  keys: Keys,
  value: Value,
) {
  return z.object(Object.fromEntries(keys.map((key) => [key, value])) as { [Key in Keys[number]]: Value });
}

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  driver: z.enum(['pglite', 'postgres']),
  uptimeSeconds: z.number(),
});
export type Health = z.infer<typeof healthSchema>;

/** `GET /api/ready`: whether a load balancer should send this instance requests now. */
export const readinessSchema = z.object({
  status: z.enum(['ready', 'draining', 'unavailable']),
  database: z.enum(['up', 'down']),
});
export type Readiness = z.infer<typeof readinessSchema>;
