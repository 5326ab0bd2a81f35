import {
  apiErrorSchema,
  CONTROL_CHARACTER_MESSAGE,
  hasForbiddenCharacter,
  type RemovalResult,
} from '@dpms/shared';
import { count, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { DbOrTx } from '../db/client.ts';
import { payment } from '../db/schema/index.ts';

/**
 * What the events, clubs and announcements modules share: the `:id` parameter, the admin write
 * routes' error statuses, and the rule that anything money was paid for is archived, not deleted.
 */

/**
 * The `:id` of a catalogue route. Any printable string is let through: one that is not a uuid
 * answers the resource's own 404 message without a query; a NUL or another control character
 * is a 400.
 */
export const catalogIdParams = z.object({
  id: z
    .string()
    .max(100)
    .refine((id) => !hasForbiddenCharacter(id), CONTROL_CHARACTER_MESSAGE),
});

/** Error statuses of the admin write routes (every status sent must be declared). */
export const adminWriteErrors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
} as const;

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
export async function deleteOrArchive(tx: DbOrTx, target: Removable, id: string): Promise<RemovalResult> {
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
