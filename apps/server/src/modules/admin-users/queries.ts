import type { UserRole } from '@dpms/shared/constants';
import type { AdminUser } from '@dpms/shared/schemas';
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { user } from '../../db/schema/index.ts';

type UserRow = typeof user.$inferSelect;

/** The API shape of a user in the admin list. */
export function presentAdminUser(row: UserRow): AdminUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    studentId: row.studentId,
    teacherId: row.teacherId,
    batch: row.batch,
    emailVerified: row.emailVerified,
    createdAt: row.createdAt.toISOString(),
  };
}

/** One page of users, newest first, optionally of one role. */
export async function listUsers(
  db: Db,
  options: { role: UserRole | undefined; page: number; pageSize: number },
): Promise<{ rows: UserRow[]; total: number }> {
  const where = options.role ? eq(user.role, options.role) : undefined;
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(user)
      .where(where)
      .orderBy(desc(user.createdAt), desc(user.id))
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize),
    db.select({ n: count() }).from(user).where(where),
  ]);
  return { rows, total: totals?.n ?? 0 };
}
