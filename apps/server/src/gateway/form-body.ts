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

/** How much of one posted form is kept: SSLCommerz sends about 40 short fields. */
export const STORED_FORM_LIMITS = { keys: 100, keyLength: 100, valueLength: 1_000 } as const;

/** A stored form: the fields as posted, or a bounded copy marked `_truncated: true`. */
export type StoredForm = Record<string, string | boolean>;

/**
 * The copy of a posted form that is safe to keep for anyone's post: the first 100 fields,
 * names cut to 100 and values to 1,000 characters. When anything was cut or dropped the copy
 * says so with `_truncated: true` (a boolean, which no form field can be).
 */
export function boundedForStorage(fields: Record<string, string>): StoredForm {
  const { keys, keyLength, valueLength } = STORED_FORM_LIMITS;
  const entries = Object.entries(fields);
  let truncated = entries.length > keys;
  const kept = entries.slice(0, keys).map(([key, value]): [string, string] => {
    if (key.length > keyLength || value.length > valueLength) truncated = true;
    return [key.slice(0, keyLength), value.slice(0, valueLength)];
  });
  // fromEntries, not assignment: a field named __proto__ stays a field.
  return truncated ? { ...Object.fromEntries(kept), _truncated: true } : Object.fromEntries(kept);
}

/**
 * What is kept of a post that matches no payment: who cannot be asked about it later need not be
 * copied. Its size and the first 20 field names (40 characters each) say enough to spot abuse;
 * housekeeping deletes these rows after a week (modules/housekeeping).
 */
export function unmatchedMetadata(fields: Record<string, string>): StoredForm {
  const entries = Object.entries(fields);
  const bytes = entries.reduce((n, [k, v]) => n + k.length + v.length + 2, 0);
  return {
    _unmatched: true,
    fieldCount: String(entries.length),
    bytes: String(bytes),
    fieldNames: entries
      .slice(0, 20)
      .map(([k]) => k.slice(0, 40))
      .join(','),
  };
}
