import type { PaymentKind } from '@dpms/shared/constants';
import { type DiscountCodeRow, type discountCodeInputSchema, discountFor } from '@dpms/shared/schemas';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit } from '../../audit.ts';
import type { Viewer } from '../../auth/viewer.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { club, discountCode, payment, tour } from '../../db/schema/index.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors.ts';
import { dhakaToday } from '../../lib/dhaka-date.ts';
import { conflict, HttpError, notFound } from '../../lib/http-error.ts';

type CodeRecord = typeof discountCode.$inferSelect;

/** Why a code cannot be used, in the words the student is shown (422 `CODE_REFUSED`). */
export const CODE_MESSAGES = {
  unknown: 'There is no such code. Check it and try again.',
  ended: 'This code has ended.',
  otherItem: 'This code is not for this event or club.',
  notYours: 'This code is for named students only, and you are not one of them.',
  usedUp: 'This code has been used as many times as it may be.',
  usedByYou: 'You have already used this code.',
} as const;

const refused = (message: string) => new HttpError(422, 'CODE_REFUSED', message);

/** What a checkout gets from a code that may be used: the code and what it takes off. */
export interface AppliedCode {
  id: string;
  code: string;
  discountPoisha: number;
}

/**
 * Checks a code for this student, this item and this price, and says what it takes off; refuses
 * with the student's reason otherwise. Its uses are counted only when a payment is paid
 * (takeCodeUse), so this check can pass for two students at the last use: the second payment to
 * arrive is then held for an admin, like a payment for an event filled meanwhile.
 */
export async function applyCode(
  db: DbOrTx,
  viewer: Pick<Viewer, 'id' | 'studentId'>,
  typed: string,
  item: { kind: PaymentKind; id: string; listPricePoisha: number },
  now: Date = new Date(),
): Promise<AppliedCode> {
  const [row] = await db.select().from(discountCode).where(eq(discountCode.code, typed.toUpperCase()));
  if (!row) throw refused(CODE_MESSAGES.unknown);
  if (row.endedAt || row.endsOn < dhakaToday(now)) throw refused(CODE_MESSAGES.ended);
  const itemId = item.kind === 'tour' ? row.tourId : row.clubId;
  if (row.scope !== 'all' && (row.scope !== item.kind || itemId !== item.id))
    throw refused(CODE_MESSAGES.otherItem);
  if (row.studentIds.length > 0 && !row.studentIds.includes(viewer.studentId ?? ''))
    throw refused(CODE_MESSAGES.notYours);
  if (row.uses >= row.maxUses) throw refused(CODE_MESSAGES.usedUp);
  const [mine] = await db
    .select({ id: payment.id })
    .from(payment)
    .where(
      and(
        eq(payment.discountCodeId, row.id),
        eq(payment.userId, viewer.id),
        sql`${payment.status} in ('paid', 'refund_pending')`,
      ),
    )
    .limit(1);
  if (mine) throw refused(CODE_MESSAGES.usedByYou);
  return { id: row.id, code: row.code, discountPoisha: discountFor(row, item.listPricePoisha) };
}

/**
 * Counts one paid use of a code, inside the transaction that makes its payment paid. The update
 * locks the code's row, so of two payments at its last use one is counted and the other finds
 * none left (false): that payment is held instead.
 */
export async function takeCodeUse(tx: DbOrTx, codeId: string): Promise<boolean> {
  const taken = await tx
    .update(discountCode)
    .set({ uses: sql`${discountCode.uses} + 1`, updatedAt: new Date() })
    .where(and(eq(discountCode.id, codeId), lt(discountCode.uses, discountCode.maxUses)))
    .returning({ id: discountCode.id });
  return taken.length > 0;
}

/** An admin creates a code; the code's text is unique, whatever its case. */
export async function createCode(
  db: Db,
  actor: Viewer,
  input: z.output<typeof discountCodeInputSchema>,
  /** When it was made: now, or a moment of the demo's history. */
  at?: Date,
): Promise<DiscountCodeRow> {
  if (input.endsOn < dhakaToday())
    throw new HttpError(400, 'BAD_REQUEST', 'The last day cannot be in the past.', {
      endsOn: 'The last day cannot be in the past.',
    });
  const values = {
    code: input.code,
    kind: input.kind,
    percent: input.kind === 'percent' ? (input.percent ?? null) : null,
    amountPoisha: input.kind === 'amount' ? (input.amountPoisha ?? null) : null,
    scope: input.scope,
    tourId: input.scope === 'tour' ? (input.itemId ?? null) : null,
    clubId: input.scope === 'club' ? (input.itemId ?? null) : null,
    maxUses: input.maxUses,
    endsOn: input.endsOn,
    studentIds: [...new Set(input.studentIds ?? [])],
    createdBy: actor.id,
    createdByName: actor.name,
    ...(at ? { createdAt: at, updatedAt: at } : {}),
  };
  const id = await db
    .transaction(async (tx) => {
      const [created] = await tx.insert(discountCode).values(values).returning({ id: discountCode.id });
      await recordAudit(tx, actor, {
        action: 'discount_code.create',
        targetType: 'discount_code',
        targetId: created!.id,
        details: { ...values, createdBy: undefined, createdAt: undefined, updatedAt: undefined },
        ...(at ? { at } : {}),
      });
      return created!.id;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error))
        throw new HttpError(409, 'CODE_TAKEN', 'There is already a code with that name.', {
          code: 'There is already a code with that name.',
        });
      if (isForeignKeyViolation(error)) throw notFound('That event or club no longer exists.');
      throw error;
    });
  return (await listCodes(db, id))[0]!;
}

/** An admin ends a code early; it stays listed, with its uses. */
export async function endCode(db: Db, actor: Viewer, id: string): Promise<DiscountCodeRow> {
  await db.transaction(async (tx) => {
    const [ended] = await tx
      .update(discountCode)
      .set({ endedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(discountCode.id, id), isNull(discountCode.endedAt)))
      .returning({ code: discountCode.code });
    if (!ended) {
      const [exists] = await tx
        .select({ id: discountCode.id })
        .from(discountCode)
        .where(eq(discountCode.id, id));
      if (!exists) throw notFound('No such code.');
      throw conflict('This code has already ended.', 'ALREADY_ENDED');
    }
    await recordAudit(tx, actor, {
      action: 'discount_code.end',
      targetType: 'discount_code',
      targetId: id,
      details: { code: ended.code },
    });
  });
  return (await listCodes(db, id))[0]!;
}

/** Every code, newest first (or one, by id), with its item's name and what its uses saved. */
export async function listCodes(db: DbOrTx, id?: string): Promise<DiscountCodeRow[]> {
  const saved = db
    .select({
      codeId: payment.discountCodeId,
      poisha: sql<string>`sum(${payment.discountPoisha})`.as('poisha'),
    })
    .from(payment)
    .where(and(sql`${payment.discountCodeId} is not null`, eq(payment.status, 'paid')))
    .groupBy(payment.discountCodeId)
    .as('saved');
  const rows = await db
    .select({
      code: discountCode,
      tourName: tour.destination,
      clubName: club.clubName,
      savedPoisha: saved.poisha,
    })
    .from(discountCode)
    .leftJoin(tour, eq(tour.id, discountCode.tourId))
    .leftJoin(club, eq(club.id, discountCode.clubId))
    .leftJoin(saved, eq(saved.codeId, discountCode.id))
    .where(id ? eq(discountCode.id, id) : undefined)
    .orderBy(desc(discountCode.createdAt));
  const today = dhakaToday();
  return rows.map(({ code, tourName, clubName, savedPoisha }) =>
    present(code, tourName ?? clubName, Number(savedPoisha ?? 0), today),
  );
}

function present(
  row: CodeRecord,
  itemName: string | null,
  savedPoisha: number,
  today: string,
): DiscountCodeRow {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    percent: row.percent,
    amountPoisha: row.amountPoisha,
    scope: row.scope,
    itemId: row.tourId ?? row.clubId,
    itemName,
    maxUses: row.maxUses,
    uses: row.uses,
    endsOn: row.endsOn,
    studentIds: row.studentIds,
    endedAt: row.endedAt?.toISOString() ?? null,
    active: !row.endedAt && row.endsOn >= today && row.uses < row.maxUses,
    savedPoisha,
    createdByName: row.createdByName,
    createdAt: row.createdAt.toISOString(),
  };
}
