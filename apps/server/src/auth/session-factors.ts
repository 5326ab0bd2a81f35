import { createOTP } from '@better-auth/utils/otp';
import { symmetricDecrypt } from 'better-auth/crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { twoFactor } from '../db/schema/index.ts';

/**
 * What a session knows of how it was made (issue 27): the way its holder signed in, and when
 * it last passed the second factor. Admin routes ask for the second factor on the session
 * itself, whichever way it was made (auth/viewer.ts), so a sign-in through the identity
 * provider, or a password change, never stands in for the authenticator code.
 */

/** The endpoints at which a session is made by passing the second factor. */
const SECOND_FACTOR_PATHS = new Set(['/two-factor/verify-totp', '/two-factor/verify-backup-code']);

export type SignInMethod = 'password' | 'third-party';

/** The factors of a session made at this better-auth endpoint (`data` is what is about to be stored). */
export function sessionFactors(
  path: string | undefined,
  data: Record<string, unknown>,
): { signInMethod: SignInMethod; secondFactorAt: Date | null } {
  const isThirdParty = path !== undefined && /\/callback\//.test(path);
  // Setting up two-factor sign-in remakes the session from the old one: it keeps its method.
  const carried = data.signInMethod === 'third-party' ? 'third-party' : 'password';
  return {
    signInMethod: isThirdParty ? 'third-party' : carried,
    secondFactorAt: path !== undefined && SECOND_FACTOR_PATHS.has(path) ? new Date() : null,
  };
}

/**
 * TOTP as every authenticator app shows it: 6 digits, 30-second steps (`config.totpPeriodSeconds`,
 * shorter only outside production, for the browser journeys).
 */
export const TOTP_PERIOD_SECONDS = 30;
/** A code from the step before or after the current one is accepted too (clock drift). */
const WINDOW = 1;

/** The time step whose code this is, within the window around now, or undefined. */
export async function stepOfCode(
  secret: string,
  code: string,
  now = Date.now(),
  period = TOTP_PERIOD_SECONDS,
): Promise<number | undefined> {
  if (!/^\d{6}$/.test(code)) return undefined;
  const otp = createOTP(secret, { digits: 6, period });
  const current = Math.floor(now / 1000 / period);
  for (let offset = -WINDOW; offset <= WINDOW; offset++) {
    if ((await otp.hotp(current + offset)) === code) return current + offset;
  }
  return undefined;
}

/**
 * Takes this time step for the user's authenticator, once: true when no code of this step or a
 * later one was accepted before. One conditional update, so two requests racing with the same
 * code cannot both win.
 */
export async function claimStep(db: Db, userId: string, step: number): Promise<boolean> {
  const claimed = await db
    .update(twoFactor)
    .set({ lastUsedStep: step })
    .where(
      and(eq(twoFactor.userId, userId), or(isNull(twoFactor.lastUsedStep), lt(twoFactor.lastUsedStep, step))),
    )
    .returning({ id: twoFactor.id });
  return claimed.length > 0;
}

/**
 * A code from the user's authenticator app, checked against their secret (encrypted by
 * better-auth with `key`) and taken once: `taken` when it is current and its step was free,
 * `used` when its step (or a later one) was taken before, `wrong` when it is no current code.
 */
export async function takeCode(
  db: Db,
  row: { userId: string; secret: string },
  key: Parameters<typeof symmetricDecrypt>[0]['key'],
  code: string,
  /** The server's step (`config.totpPeriodSeconds`): better-auth checks codes with the same one. */
  period: number,
): Promise<'taken' | 'used' | 'wrong'> {
  const secret = await symmetricDecrypt({ key, data: row.secret });
  const step = await stepOfCode(secret, code.trim(), Date.now(), period);
  if (step === undefined) return 'wrong';
  return (await claimStep(db, row.userId, step)) ? 'taken' : 'used';
}

export const CODE_ALREADY_USED = {
  code: 'CODE_ALREADY_USED',
  message: 'This code has been used already. Wait for the next code in your authenticator app.',
} as const;
