import { createHash } from 'node:crypto';
import { and, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { signInFailure } from '../db/schema/index.ts';

/**
 * How many failed passwords a key may have (`free`): the last of them, and each one after, holds
 * the key for a while: the first hold is `baseSeconds`, then it doubles, up to `maxSeconds`. A success clears the key; failures
 * older than FORGET_AFTER start counting again from one.
 *
 * - `pair` (one account from one address): the common case of someone guessing.
 * - `account` (one account from anywhere): a guesser spread over many addresses; more generous,
 *   because these failures may include someone else's and would hold the real owner too.
 * - `user` (a signed-in user's current password, /change-password): a stolen session guessing.
 */
export const GUARD_POLICY = {
  pair: { free: 5 },
  account: { free: 20 },
  user: { free: 5 },
  baseSeconds: 30,
  maxSeconds: 15 * 60,
  forgetAfterSeconds: 60 * 60,
} as const;

export type GuardKey = { kind: keyof Pick<typeof GUARD_POLICY, 'pair' | 'account' | 'user'>; id: string };

/** The keys one sign-in attempt counts against. */
export function signInKeys(email: string, ip: string): GuardKey[] {
  const account = email.trim().toLowerCase();
  return [
    { kind: 'pair', id: `${account}|${ip}` },
    { kind: 'account', id: account },
  ];
}

/** Stored hashed: the table then holds no e-mail address, and keys have one length. */
function stored(key: GuardKey): string {
  return `${key.kind}:${createHash('sha256').update(key.id).digest('hex')}`;
}

/** Seconds until the most held of these keys may try again, or 0 when none is held. */
export async function secondsHeld(db: Db, keys: GuardKey[]): Promise<number> {
  const rows = await db
    .select({ ms: sql<number>`ceil(extract(epoch from ${signInFailure.heldUntil} - now()) * 1000)::integer` })
    .from(signInFailure)
    .where(and(inArray(signInFailure.key, keys.map(stored)), gt(signInFailure.heldUntil, sql`now()`)));
  const longest = Math.max(0, ...rows.map((r) => r.ms));
  return Math.ceil(longest / 1000);
}

/** Counts one failed password against each key, in one statement per key (instances may race). */
export async function recordFailure(db: Db, keys: GuardKey[]): Promise<void> {
  const { baseSeconds, maxSeconds, forgetAfterSeconds } = GUARD_POLICY;
  for (const key of keys) {
    const free = GUARD_POLICY[key.kind].free;
    const forgotten = sql`${signInFailure.lastFailedAt} < now() - ${forgetAfterSeconds}::double precision * interval '1 second'`;
    const failures = sql`case when ${forgotten} then 1 else ${signInFailure.failures} + 1 end`;
    await db
      .insert(signInFailure)
      .values({ key: stored(key), failures: 1, lastFailedAt: sql`now()`, heldUntil: null })
      .onConflictDoUpdate({
        target: signInFailure.key,
        set: {
          failures,
          lastFailedAt: sql`now()`,
          heldUntil: sql`case when ${failures} >= ${free}
            then now() + least(${maxSeconds}, ${baseSeconds} * power(2, ${failures} - ${free})) * interval '1 second'
            else null end`,
        },
      });
  }
}

/** A correct password: the keys start again from nothing. */
export async function clearFailures(db: Db, keys: GuardKey[]): Promise<void> {
  await db.delete(signInFailure).where(inArray(signInFailure.key, keys.map(stored)));
}

/** Failure rows nobody has added to for a day are dead weight. */
export async function pruneFailures(db: Db): Promise<void> {
  await db.delete(signInFailure).where(sql`${signInFailure.lastFailedAt} < now() - interval '1 day'`);
}
