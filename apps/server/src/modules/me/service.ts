import type { Batch } from '@dpms/shared/constants';
import type { Locale } from '@dpms/shared/locale';
import { and, eq, isNull } from 'drizzle-orm';
import type { Viewer } from '../../auth/viewer.ts';
import type { Db } from '../../db/client.ts';
import { user } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict } from '../../lib/http-error.ts';
import { claimableStudentId, studentIdUnavailable } from '../accounts/index.ts';
import { oldImageIfChanged } from '../uploads/index.ts';

export const PROFILE_ALREADY_COMPLETE = 'Your profile already has a student ID.';

/**
 * Changes the given profile fields. Also answers the photo the change replaced or removed
 * (read under the row lock, so two changes at once each see the one they replaced), for the
 * caller to release once this is committed.
 */
export async function updateProfile(
  db: Db,
  userId: string,
  patch: { name?: string; phone?: string; image?: string | null; locale?: Locale },
) {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ image: user.image })
      .from(user)
      .where(eq(user.id, userId))
      .for('update');
    const [updated] = await tx
      .update(user)
      // Named one by one, so nothing else a caller's object carries can reach the row;
      // drizzle leaves out the undefined ones (a null photo is cleared).
      .set({
        name: patch.name,
        phone: patch.phone,
        image: patch.image,
        locale: patch.locale,
        updatedAt: new Date(),
      })
      .where(eq(user.id, userId))
      .returning();
    return { user: updated!, replacedImage: oldImageIfChanged(current?.image ?? null, patch.image) };
  });
}

/**
 * A student who signed in through a third party claims an allow-listed, unused student ID
 * (trimmed) and a batch, exactly once: the update only applies while the ID is still empty,
 * and the unique index on student_id settles two accounts racing for the same ID.
 */
export async function completeProfile(db: Db, viewer: Viewer, input: { studentId: string; batch: Batch }) {
  if (viewer.studentId) throw conflict(PROFILE_ALREADY_COMPLETE, 'PROFILE_COMPLETE');
  const studentId = await claimableStudentId(db, input.studentId, viewer.email);
  let updated: (typeof user.$inferSelect)[];
  try {
    updated = await db
      .update(user)
      .set({ studentId, batch: input.batch, updatedAt: new Date() })
      .where(and(eq(user.id, viewer.id), eq(user.role, 'student'), isNull(user.studentId)))
      .returning();
  } catch (error) {
    if (isUniqueViolation(error)) throw studentIdUnavailable();
    throw error;
  }
  if (updated.length === 0) throw conflict(PROFILE_ALREADY_COMPLETE, 'PROFILE_COMPLETE');
  return updated[0]!;
}

/** PostgreSQL's unique_violation, whichever driver (and wrapper) reports it. */
