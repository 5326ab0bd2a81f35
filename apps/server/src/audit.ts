import { sql } from 'drizzle-orm';
import type { Viewer } from './auth/viewer.ts';
import type { DbOrTx } from './db/client.ts';
import { auditLog } from './db/schema/index.ts';

export interface AuditEntry {
  action: string;
  targetType: string;
  targetId: string;
  details?: Record<string, unknown>;
  /** When it happened; left out, the moment it is written (only the demo's history gives one). */
  at?: Date;
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
    createdAt: entry.at,
  });
}

/**
 * Names who acts, and when, for the rest of this transaction, so that the changes the database
 * writes to the trail itself (a payment's status, migrations 0011 and 0018) carry them too. No
 * person (null) is the gateway or the system; no time is the database's now(). Within one
 * transaction the last call wins, which is what the demo's one long history transaction needs.
 */
export async function actAs(
  tx: DbOrTx,
  actor: Pick<Viewer, 'id' | 'email'> | null,
  at?: Date,
): Promise<void> {
  await tx.execute(
    sql`select set_config('dpms.actor_id', ${actor?.id ?? ''}, true), set_config('dpms.actor_email', ${actor?.email ?? ''}, true), set_config('dpms.at', ${at?.toISOString() ?? ''}, true)`,
  );
}

/** One field an edit changed, with its value before and after (as stored: poisha, a date string). */
export interface FieldChange {
  before: unknown;
  after: unknown;
}

/**
 * What an edit changed, for its audit entry: only the `fields` whose value differs between the
 * row before and after, each with both values, in the order given. Timestamps are left out.
 */
export function fieldChanges(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  fields: readonly string[],
): Record<string, FieldChange> {
  const changes: Record<string, FieldChange> = {};
  for (const field of fields) {
    if (field === 'updatedAt' || field === 'createdAt') continue;
    if (sameValue(before[field], after[field])) continue;
    changes[field] = { before: before[field] ?? null, after: after[field] ?? null };
  }
  return changes;
}

/** Equal as stored: null and undefined alike, dates by their time, anything else by its JSON. */
export function sameValue(a: unknown, b: unknown): boolean {
  const plain = (value: unknown) => (value instanceof Date ? value.toISOString() : (value ?? null));
  return JSON.stringify(plain(a)) === JSON.stringify(plain(b));
}
