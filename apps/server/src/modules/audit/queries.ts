import { AUDIT_PAGE_SIZE, type AuditEntry, type AuditKind, type AuditQuery } from '@dpms/shared/schemas';
import { and, desc, eq, gte, ilike, isNull, like, lt, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';
import { dhakaDayStart } from '../../lib/dhaka-date.ts';
import { containing } from '../../lib/sql-like.ts';

/** Each kind's actions by their prefix; the allow-list's are written `student-ids.add` and `student-id.delete`. */
const KIND_PREFIXES: Record<AuditKind, string[]> = {
  payment: ['payment.'],
  tour: ['tour.'],
  club: ['club.'],
  announcement: ['announcement.'],
  user: ['user.'],
  student_id: ['student-id.', 'student-ids.'],
};

export async function auditPage(
  db: DbOrTx,
  query: AuditQuery,
): Promise<{ items: AuditEntry[]; nextBefore: number | null }> {
  const where: SQL[] = [];
  if (query.actor) {
    where.push(
      query.actor.toLowerCase() === 'system'
        ? isNull(auditLog.actorUserId)
        : ilike(auditLog.actorEmail, containing(query.actor)),
    );
  }
  if (query.kind) {
    where.push(or(...KIND_PREFIXES[query.kind].map((prefix) => like(auditLog.action, `${prefix}%`)))!);
  }
  if (query.target) {
    where.push(
      or(eq(auditLog.targetId, query.target), sql`${auditLog.details}->>'tranId' = ${query.target}`)!,
    );
  }
  if (query.from) where.push(gte(auditLog.createdAt, dhakaDayStart(query.from)));
  if (query.to) where.push(lt(auditLog.createdAt, dhakaDayStart(query.to, 1)));
  if (query.before) where.push(lt(auditLog.id, query.before));
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(...where))
    .orderBy(desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE + 1);
  const page = rows.slice(0, AUDIT_PAGE_SIZE);
  return {
    items: page.map((row) => ({
      id: row.id,
      at: row.createdAt.toISOString(),
      actorEmail: row.actorEmail,
      actorUserId: row.actorUserId,
      action: row.action,
      targetType: row.targetType,
      targetId: row.targetId,
      details: (row.details as Record<string, unknown> | null) ?? null,
    })),
    nextBefore: rows.length > AUDIT_PAGE_SIZE ? page.at(-1)!.id : null,
  };
}
