import { type SQL, sql } from 'drizzle-orm';

/**
 * `('a', 'b', ...)` for a CHECK constraint, from one of @dpms/shared's lists: the database, the
 * schemas and the screens then name the same values, from one place. The values are our own
 * constants (letters, digits, spaces), never input.
 */
export function inList(values: readonly string[]): SQL {
  return sql.raw(`(${values.map((v) => `'${v}'`).join(', ')})`);
}
