import { sql } from 'drizzle-orm';
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

/**
 * Names the person acting for the rest of this transaction, so that the changes the database
 * writes to the trail itself (a payment's status, migration 0011) carry their name too.
 */
export async function actAs(tx: DbOrTx, actor: Pick<Viewer, 'id' | 'email'>): Promise<void> {
  await tx.execute(
    sql`select set_config('dpms.actor_id', ${actor.id}, true), set_config('dpms.actor_email', ${actor.email}, true)`,
  );
}
