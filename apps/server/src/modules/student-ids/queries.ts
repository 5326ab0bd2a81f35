import type { StudentIdRow } from '@dpms/shared/schemas';
import { and, count, desc, eq, ilike } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { studentIdAllowlist, user } from '../../db/schema/index.ts';
import { containing } from '../../lib/sql-like.ts';

/** `%` and `_` typed by an admin are searched for literally. */

/** One page of the allow-list, newest first, with the verified account that holds each ID. */
export async function listStudentIds(
  db: Db,
  options: { q: string | undefined; page: number; pageSize: number },
): Promise<{ items: StudentIdRow[]; total: number }> {
  const where = options.q ? ilike(studentIdAllowlist.studentId, containing(options.q)) : undefined;
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        studentId: studentIdAllowlist.studentId,
        createdAt: studentIdAllowlist.createdAt,
        boundEmail: studentIdAllowlist.email,
        userName: user.name,
        userEmail: user.email,
      })
      .from(studentIdAllowlist)
      .leftJoin(user, and(eq(user.studentId, studentIdAllowlist.studentId), eq(user.emailVerified, true)))
      .where(where)
      .orderBy(desc(studentIdAllowlist.createdAt), studentIdAllowlist.studentId)
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize),
    db.select({ n: count() }).from(studentIdAllowlist).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      studentId: row.studentId,
      createdAt: row.createdAt.toISOString(),
      email: row.boundEmail,
      usedBy: row.userEmail ? { name: row.userName ?? '', email: row.userEmail } : null,
    })),
    total: totals?.n ?? 0,
  };
}
