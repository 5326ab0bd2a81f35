import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per rate-limit counter (e.g. `sign-in:ip:10.0.0.1`), shared by every server instance.
 * A row whose window has ended counts again from 1 on its next hit; rows idle for an hour are
 * swept (plugins/rate-limit-store.ts).
 */
export const rateLimit = pgTable('rate_limit', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
});
