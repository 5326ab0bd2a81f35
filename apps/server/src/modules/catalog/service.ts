import type { RemovalResult } from '@dpms/shared/schemas';
import { count, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { fieldChanges, recordAudit, sameValue } from '../../audit.ts';
import type { Viewer } from '../../auth/viewer.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { payment } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import { oldImageIfChanged } from '../uploads/index.ts';

/**
 * What the events, clubs and announcements services share: one row by id (or a 404), and the
 * admin's writes, each in one transaction with its audit entry: an insert, a change and a
 * removal. Images a change replaced or a removal freed are answered, for the caller to release
 * once that is committed.
 */

type CatalogTable = PgTable & { id: PgColumn; imageUrl: PgColumn };

/** How one catalogue module (events, clubs, announcements) names its rows to this service. */
export interface CatalogKind<T extends CatalogTable> {
  kind: 'tour' | 'club' | 'announcement';
  table: T;
  /** The 404 message of an id that names no row (or no uuid at all). */
  notFound: string;
  /**
   * Events and clubs: a row someone has paid for is archived, not deleted, and an archived one
   * cannot be changed or removed (409 with this message).
   */
  archive?: { message: string; paymentColumn: PgColumn };
  /** What the audit entries name the row by (its destination, club name or title). */
  describe(row: T['$inferSelect']): Record<string, unknown>;
}

/** A changed row, and the image a new one replaced (released once the change is committed). */
export interface Updated<Row> {
  row: Row;
  replacedImage: string | null;
}

/** What a removal did, and the image of a deleted row (released once that is committed). */
export interface Removed {
  result: RemovalResult;
  releasedImage: string | null;
}

type RowOf<T extends CatalogTable> = T['$inferSelect'] & { imageUrl: string; archivedAt?: Date | null };

/** The service of one catalogue kind; the admin write routes take its writes (modules/catalog/routes.ts). */
export function catalogService<T extends CatalogTable>(target: CatalogKind<T>) {
  return {
    archivable: target.archive !== undefined,
    get: (db: Db, id: string) => getRow(db, target, id),
    create: (db: Db, actor: Viewer, input: T['$inferInsert']) => insertWithAudit(db, actor, target, input),
    update: (db: Db, actor: Viewer, id: string, patch: Patch<T>) =>
      updateWithAudit(db, actor, target, id, patch),
    remove: (db: Db, actor: Viewer, id: string) => removeWithAudit(db, actor, target, id),
  };
}

type Patch<T extends CatalogTable> = Partial<T['$inferInsert']> & { imageUrl?: string };

/** One row, archived or not (payment histories link archived ones); a 404 for a malformed id too. */
async function getRow<T extends CatalogTable>(db: Db, target: CatalogKind<T>, id: string) {
  const [row] = isUuid(id)
    ? ((await db
        .select()
        .from(target.table as PgTable)
        .where(eq(target.table.id, id))) as T['$inferSelect'][])
    : [];
  if (!row) throw notFound(target.notFound);
  return row;
}

/** Inserts a catalogue row and its `<kind>.create` audit entry in one transaction. */
function insertWithAudit<T extends CatalogTable>(
  db: Db,
  actor: Viewer,
  target: CatalogKind<T>,
  input: T['$inferInsert'],
): Promise<T['$inferSelect']> {
  return db.transaction(async (tx) => {
    const [row] = (await tx.insert(target.table).values(input).returning()) as T['$inferSelect'][];
    await recordAudit(tx, actor, {
      action: `${target.kind}.create`,
      targetType: target.kind,
      targetId: (row as { id: string }).id,
      details: target.describe(row!),
    });
    return row!;
  });
}

/**
 * Locks the row for the rest of `tx`: a 404 when there is none, a 409 when it was archived (an
 * archived event or club stays as it was).
 */
async function lockLive<T extends CatalogTable>(tx: DbOrTx, target: CatalogKind<T>, id: string) {
  const [current] = (await tx
    .select()
    .from(target.table as PgTable)
    .where(eq(target.table.id, id))
    .for('update')) as RowOf<T>[];
  if (!current) throw notFound(target.notFound);
  if (target.archive && current.archivedAt) throw conflict(target.archive.message, 'ARCHIVED');
  return current;
}

/**
 * Changes the given fields of a live row whose values differ, with a `<kind>.update` audit entry
 * that names the row and gives each changed field's value before and after (`changes`). A patch
 * that changes nothing writes nothing.
 */
async function updateWithAudit<T extends CatalogTable>(
  db: Db,
  actor: Viewer,
  target: CatalogKind<T>,
  id: string,
  patch: Patch<T>,
): Promise<Updated<T['$inferSelect']>> {
  if (!isUuid(id)) throw notFound(target.notFound);
  return db.transaction(async (tx) => {
    const current = await lockLive(tx, target, id);
    const given = patch as Record<string, unknown>;
    const differing = Object.keys(given).filter(
      (key) => given[key] !== undefined && !sameValue(current[key as keyof typeof current], given[key]),
    );
    if (differing.length === 0) return { row: current, replacedImage: null };
    const [row] = (await tx
      .update(target.table)
      .set({
        ...Object.fromEntries(differing.map((key) => [key, given[key]])),
        updatedAt: new Date(),
      } as never)
      .where(eq(target.table.id, id))
      .returning()) as T['$inferSelect'][];
    await recordAudit(tx, actor, {
      action: `${target.kind}.update`,
      targetType: target.kind,
      targetId: id,
      // Named as it is now, changes as stored (poisha, a date string): the screen words them.
      details: { ...target.describe(row!), changes: fieldChanges(current, row!, differing) },
    });
    return { row: row!, replacedImage: oldImageIfChanged(current.imageUrl, patch.imageUrl) };
  });
}

/**
 * Removes a row with a `<kind>.delete` audit entry. An archivable one (event, club) that
 * payments refer to is archived instead (`<kind>.archive`), so payment histories keep their
 * link, image and all; only a deleted row's image is answered for release.
 */
async function removeWithAudit<T extends CatalogTable>(
  db: Db,
  actor: Viewer,
  target: CatalogKind<T>,
  id: string,
): Promise<Removed> {
  if (!isUuid(id)) throw notFound(target.notFound);
  return db.transaction(async (tx) => {
    const { archive } = target;
    let current: RowOf<T>;
    let result: RemovalResult;
    if (archive) {
      current = await lockLive(tx, target, id);
      result = await deleteOrArchive(tx, target.table, archive.paymentColumn, id);
    } else {
      const [row] = (await tx
        .delete(target.table)
        .where(eq(target.table.id, id))
        .returning()) as unknown as RowOf<T>[];
      if (!row) throw notFound(target.notFound);
      current = row;
      result = { deleted: true, archived: false };
    }
    await recordAudit(tx, actor, {
      action: `${target.kind}.${result.archived ? 'archive' : 'delete'}`,
      targetType: target.kind,
      targetId: id,
      details: target.describe(current),
    });
    return { result, releasedImage: result.deleted ? current.imageUrl : null };
  });
}

/**
 * Deletes a row nobody has paid for; archives one with payments. The caller has locked the row
 * (select ... for update) inside `tx`, so a checkout cannot slip a payment in between the count
 * and the delete.
 */
async function deleteOrArchive(
  tx: DbOrTx,
  table: CatalogTable,
  paymentColumn: PgColumn,
  id: string,
): Promise<RemovalResult> {
  const [row] = await tx.select({ n: count() }).from(payment).where(eq(paymentColumn, id));
  if ((row?.n ?? 0) > 0) {
    await tx
      .update(table)
      .set({ archivedAt: new Date(), updatedAt: new Date() } as never)
      .where(eq(table.id, id));
    return { deleted: false, archived: true };
  }
  await tx.delete(table).where(eq(table.id, id));
  return { deleted: true, archived: false };
}
