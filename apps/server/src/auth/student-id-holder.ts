import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { user } from '../db/schema/index.ts';

/**
 * One answer for every allow-listed ID that this person may not register: held by a verified
 * account, or bound by the import to another e-mail address. It names no account, and it is the
 * same in both cases, so it tells a stranger nothing about who holds which ID.
 */
export const STUDENT_ID_UNAVAILABLE =
  'This Student ID cannot be registered with this e-mail address. If it is yours, sign in or reset your password; otherwise please contact the department office.';

/** The verified account holding this student ID, if any. */
export async function verifiedHolderOf(db: Db, studentId: string): Promise<string | undefined> {
  const [holder] = await db
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.studentId, studentId), eq(user.emailVerified, true)));
  return holder?.id;
}
