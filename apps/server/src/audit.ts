import type { Viewer } from './auth/viewer.ts';
import type { DbOrTx } from './db/client.ts';
import { auditLog } from './db/schema/index.ts';

export interface AuditEntry {
  action: string;
  targetType: string;
  targetId: string;
  details?: Record<string, unknown>;
}

/**
 * Writes who did what to which record (promotions, deletions, refunds, catalogue changes, allow-list
 * imports); call it inside the transaction that made the change, so both land or neither does.
 */
export async function recordAudit(db: DbOrTx, actor: Viewer, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorUserId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    details: entry.details ?? null,
  });
}
