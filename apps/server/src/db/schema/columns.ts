import { timestamp } from 'drizzle-orm/pg-core';

/**
 * Columns many tables share, written once. Each is a function, so every table gets its own
 * column builder.
 */

/** When the row was written (set by the database). */
export const createdAtColumn = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** `created_at` and `updated_at`, both set on insert; every change of the row sets `updatedAt` too. */
export const timestamps = () => ({
  createdAt: createdAtColumn(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
