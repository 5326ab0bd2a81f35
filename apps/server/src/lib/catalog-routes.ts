import {
  apiErrorSchema,
  CONTROL_CHARACTER_MESSAGE,
  hasForbiddenCharacter,
  type RemovalResult,
  removalResultSchema,
} from '@dpms/shared';
import { count, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit } from '../audit.ts';
import { requireAdmin, type Viewer, viewerOf } from '../auth/viewer.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import { payment } from '../db/schema/index.ts';
import { imageReleaser } from '../modules/uploads/service.ts';
import { errorResponses } from './http-error.ts';

/**
 * What the events, clubs and announcements modules share: the `:id` parameter, the admin write
 * routes (POST, PATCH, DELETE, with their error statuses), the audited insert, and the rule that
 * anything money was paid for is archived, not deleted.
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
export const adminWriteErrors = errorResponses(400, 401, 403);

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

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** What one catalogue module (events, clubs, announcements) plugs into its admin write routes. */
export interface CatalogWrites<Input extends z.ZodType, Patch extends z.ZodType, Row> {
  /** The collection's path, e.g. `/clubs`; the item routes are `${path}/:id`. */
  path: string;
  tags: string[];
  summaries: { create: string; update: string; remove: string };
  schemas: { input: Input; patch: Patch; output: z.ZodType };
  /** Archived rows cannot be changed or removed: the update and delete routes may answer 409. */
  archivable: boolean;
  create(db: Db, actor: Viewer, input: z.infer<Input>): Promise<Row>;
  update(db: Db, actor: Viewer, id: string, patch: z.infer<Patch>): Promise<Updated<Row>>;
  remove(db: Db, actor: Viewer, id: string): Promise<Removed>;
  present(row: Row): unknown;
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

/** The admin's POST, PATCH and DELETE of a catalogue module, the same for each of them. */
export function catalogWriteRoutes<Input extends z.ZodType, Patch extends z.ZodType, Row>(
  app: ZodApp,
  spec: CatalogWrites<Input, Patch, Row>,
): void {
  const { db } = app.database;
  const releaseImage = imageReleaser(app);
  const { tags, summaries, schemas } = spec;
  const itemErrors = {
    ...adminWriteErrors,
    404: apiErrorSchema,
    ...(spec.archivable ? { 409: apiErrorSchema } : {}),
  };

  app.post(
    spec.path,
    {
      preValidation: requireAdmin,
      schema: {
        tags,
        summary: summaries.create,
        body: schemas.input,
        response: { 201: schemas.output, ...adminWriteErrors },
      },
    },
    async (request, reply) => {
      const row = await spec.create(db, viewerOf(request), request.body as z.infer<Input>);
      return reply.status(201).send(spec.present(row));
    },
  );

  app.patch(
    `${spec.path}/:id`,
    {
      preValidation: requireAdmin,
      schema: {
        tags,
        summary: summaries.update,
        params: catalogIdParams,
        body: schemas.patch,
        response: { 200: schemas.output, ...itemErrors },
      },
    },
    async (request) => {
      const { id } = request.params as z.infer<typeof catalogIdParams>;
      const { row, replacedImage } = await spec.update(
        db,
        viewerOf(request),
        id,
        request.body as z.infer<Patch>,
      );
      await releaseImage(replacedImage);
      return spec.present(row);
    },
  );

  app.delete(
    `${spec.path}/:id`,
    {
      preValidation: requireAdmin,
      schema: {
        tags,
        summary: summaries.remove,
        params: catalogIdParams,
        response: { 200: removalResultSchema, ...itemErrors },
      },
    },
    async (request) => {
      const { id } = request.params as z.infer<typeof catalogIdParams>;
      const { result, releasedImage } = await spec.remove(db, viewerOf(request), id);
      await releaseImage(releasedImage);
      return result;
    },
  );
}

/** Inserts a catalogue row and its `<kind>.create` audit entry in one transaction. */
export function insertWithAudit<T extends PgTable & { id: PgColumn }>(
  db: Db,
  actor: Viewer,
  target: { table: T; kind: 'tour' | 'club' | 'announcement' },
  input: T['$inferInsert'],
  details: (row: T['$inferSelect']) => Record<string, unknown>,
): Promise<T['$inferSelect']> {
  return db.transaction(async (tx) => {
    const [row] = (await tx.insert(target.table).values(input).returning()) as T['$inferSelect'][];
    await recordAudit(tx, actor, {
      action: `${target.kind}.create`,
      targetType: target.kind,
      targetId: (row as { id: string }).id,
      details: details(row!),
    });
    return row!;
  });
}
