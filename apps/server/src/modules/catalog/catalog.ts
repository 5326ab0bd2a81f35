import { apiErrorSchema, type RemovalResult } from '@dpms/shared';
import { count, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Viewer } from '../../auth/viewer.ts';
import type { Db } from '../../db/client.ts';
import { auditLog, payment } from '../../db/schema/index.ts';

/**
 * What events, clubs and announcements share: the id check, the audit trail, and the rule
 * that anything money was paid for is archived rather than deleted.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are uuids; anything else cannot exist, and must not reach the database as a cast error. */
export const isUuid = (id: string): boolean => UUID.test(id);

/**
 * The `:id` of a catalogue route. Any string is let through: one that is not a uuid answers
 * the resource's own 404 message rather than a validation error.
 */
export const catalogIdParams = z.object({ id: z.string() });

/** The answer of every catalogue DELETE: removed for good, or kept hidden because money was paid. */

/** Error statuses of the admin write routes (every status sent must be declared). */
export const adminWriteErrors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
} as const;

/** Made once: building an Intl formatter costs far more than using one. */
const DHAKA_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' });

/** Today's date in Bangladesh (YYYY-MM-DD), the calendar departures are counted in. */
export function dhakaToday(now: Date = new Date()): string {
  return DHAKA_DATE.format(now);
}

export interface AuditEntry {
  action: string;
  targetType: string;
  targetId: string;
  details?: Record<string, unknown>;
}

/** Writes who did what; call it inside the transaction that made the change. */
export async function recordAudit(db: Db, actor: Viewer, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorUserId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    details: entry.details ?? null,
  });
}

interface Removable {
  table: PgTable & { id: PgColumn; archivedAt: PgColumn };
  /** The payment column that points at this table (payment.tour_id or payment.club_id). */
  paymentColumn: PgColumn;
}

/**
 * Deletes a row nobody has paid for; archives one with payments, so payment histories keep
 * their link. The caller has locked the row (select ... for update) inside `tx`, so a
 * checkout cannot slip a payment in between the count and the delete.
 */
export async function deleteOrArchive(tx: Db, target: Removable, id: string): Promise<RemovalResult> {
  const [row] = await tx.select({ n: count() }).from(payment).where(eq(target.paymentColumn, id));
  if ((row?.n ?? 0) > 0) {
    await tx
      .update(target.table)
      .set({ archivedAt: new Date(), updatedAt: new Date() } as never)
      .where(eq(target.table.id, id));
    return { deleted: false, archived: true };
  }
  await tx.delete(target.table).where(eq(target.table.id, id));
  return { deleted: true, archived: false };
}
