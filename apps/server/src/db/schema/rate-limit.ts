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

/**
 * Failed password attempts, per account and per account-and-address pair (auth/sign-in-guard.ts).
 * Past a few free failures each further one holds the key for a growing while; a success clears
 * it. Failures, not attempts, are counted, so nobody is kept out by someone else's traffic alone.
 */
export const signInFailure = pgTable('sign_in_failure', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull(),
  heldUntil: timestamp('held_until', { withTimezone: true }),
});
