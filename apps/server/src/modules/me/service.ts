import type { Batch } from '@dpms/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Viewer } from '../../auth/viewer.ts';
import type { Db } from '../../db/client.ts';
import { user } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict } from '../../lib/http-error.ts';
import { claimableStudentId, studentIdInUse } from '../accounts/service.ts';

export const PROFILE_ALREADY_COMPLETE = 'Your profile already has a student ID.';

/** Points the user's photo at a freshly stored upload; returns the updated row. */
export async function setPhoto(db: Db, userId: string, url: string) {
  const [updated] = await db
    .update(user)
    .set({ image: url, updatedAt: new Date() })
    .where(eq(user.id, userId))
    .returning();
  return updated!;
}

/**
 * A student who signed in through a third party claims an allow-listed, unused student ID
 * (trimmed) and a batch, exactly once: the update only applies while the ID is still empty,
 * and the unique index on student_id settles two accounts racing for the same ID.
 */
export async function completeProfile(db: Db, viewer: Viewer, input: { studentId: string; batch: Batch }) {
  if (viewer.studentId) throw conflict(PROFILE_ALREADY_COMPLETE, 'PROFILE_COMPLETE');
  const studentId = await claimableStudentId(db, input.studentId);
  let updated: (typeof user.$inferSelect)[];
  try {
    updated = await db
      .update(user)
      .set({ studentId, batch: input.batch, updatedAt: new Date() })
      .where(and(eq(user.id, viewer.id), eq(user.role, 'student'), isNull(user.studentId)))
      .returning();
  } catch (error) {
    if (isUniqueViolation(error)) throw studentIdInUse();
    throw error;
  }
  if (updated.length === 0) throw conflict(PROFILE_ALREADY_COMPLETE, 'PROFILE_COMPLETE');
  return updated[0]!;
}

/** PostgreSQL's unique_violation, whichever driver (and wrapper) reports it. */
