import { MESSAGES } from '@dpms/shared/messages';
import { eq } from 'drizzle-orm';
import { fieldChanges, recordAudit } from '../../audit.ts';
import type { Viewer } from '../../auth/viewer.ts';
import type { Db } from '../../db/client.ts';
import { user, verification } from '../../db/schema/index.ts';
import { HttpError, notFound, unprocessable } from '../../lib/http-error.ts';

export const ADMIN_USER_MESSAGES = {
  notFound: 'This user does not exist (any more).',
  cannotDeleteSelf: 'You cannot delete your own account.',
  lastAdmin: 'At least one admin must remain.',
  notAdminAnyMore: 'Your account is no longer an admin, so this was not done.',
} as const;

const notAdminAnyMore = () => new HttpError(403, 'FORBIDDEN', ADMIN_USER_MESSAGES.notAdminAnyMore);

/**
 * The acting admin, locked and read again inside the transaction: an admin deleted or demoted
 * a moment ago must not finish a request that was already on its way.
 */
async function lockActingAdmin(tx: Db, actor: Viewer) {
  const [row] = await tx.select({ role: user.role }).from(user).where(eq(user.id, actor.id)).for('update');
  if (row?.role !== 'admin') throw notAdminAnyMore();
}

async function lockUser(tx: Db, id: string) {
  const [row] = await tx.select().from(user).where(eq(user.id, id)).for('update');
  if (!row) throw notFound(ADMIN_USER_MESSAGES.notFound);
  return row;
}

/** Approves a teacher's admin request. Only a teacher can be promoted (an admin is refused too). */
export async function promoteUser(db: Db, actor: Viewer, id: string) {
  return db.transaction(async (tx) => {
    await lockActingAdmin(tx, actor);
    const target = await lockUser(tx, id);
    if (target.role !== 'teacher') throw unprocessable(MESSAGES.onlyTeachersPromoted, 'ONLY_TEACHERS');
    const [promoted] = await tx
      .update(user)
      .set({ role: 'admin', updatedAt: new Date() })
      .where(eq(user.id, id))
      .returning();
    await recordAudit(tx, actor, {
      action: 'user.promote',
      targetType: 'user',
      targetId: id,
      details: {
        email: target.email,
        name: target.name,
        changes: fieldChanges(target, promoted!, ['role']),
      },
    });
    return promoted!;
  });
}

/**
 * Deletes an account. Its sessions and sign-in methods go with it (foreign keys cascade), so it
 * is signed out everywhere at once; its payments stay with user_id null and the payer snapshot.
 * Every admin row is locked first, so two admins deleting each other cannot leave none.
 * Answers the account's photo, for the caller to release once this is committed.
 */
export async function deleteUser(
  db: Db,
  actor: Viewer,
  id: string,
): Promise<{ releasedImage: string | null }> {
  if (id === actor.id) throw unprocessable(ADMIN_USER_MESSAGES.cannotDeleteSelf, 'CANNOT_DELETE_SELF');
  return db.transaction(async (tx) => {
    const admins = await tx
      .select({ id: user.id })
      .from(user)
      .where(eq(user.role, 'admin'))
      .orderBy(user.id)
      .for('update');
    if (!admins.some((admin) => admin.id === actor.id)) throw notAdminAnyMore();
    const target = await lockUser(tx, id);
    if (target.role === 'admin' && admins.length <= 1)
      throw new HttpError(422, 'LAST_ADMIN', ADMIN_USER_MESSAGES.lastAdmin);
    await tx.delete(user).where(eq(user.id, id));
    // Reset links keep the user's id as their value; none may outlive the account.
    await tx.delete(verification).where(eq(verification.value, id));
    await recordAudit(tx, actor, {
      action: 'user.delete',
      targetType: 'user',
      targetId: id,
      details: { email: target.email, role: target.role, name: target.name },
    });
    return { releasedImage: target.image };
  });
}
