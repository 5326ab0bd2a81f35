import { randomBytes } from 'node:crypto';
import type { WaiverResult, waiverInputSchema } from '@dpms/shared/schemas';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { recordAudit } from '../../audit.ts';
import type { Viewer } from '../../auth/viewer.ts';
import { payment, user } from '../../db/schema/index.ts';
import { dhakaToday } from '../../lib/dhaka-date.ts';
import { conflict, HttpError, notFound } from '../../lib/http-error.ts';
import { type CheckoutTarget, priceFor } from './checkout.ts';
import { markWaivedPaid } from './confirm.ts';

/** What the admin is told instead of the words a student would read about themselves. */
const FOR_THE_ADMIN: Record<string, string> = {
  ALREADY_REGISTERED: 'This student has already paid for this event.',
  PAYMENT_UNDER_REVIEW:
    'This student’s payment for this event is on hold: settle it in the on-hold queue first.',
};

/**
 * An admin waives a named student's fee (decision 0051): the registration or membership is
 * recorded as a payment of Tk 0 whose discount is the whole price, with the admin's name and
 * reason, and made paid by the one move to paid (seat, membership period, waiting list, receipt).
 * It never reaches the gateway, and the same rules as a checkout refuse it: an event full, closed
 * or departed, a student already registered. Audited with the reason.
 */
export async function waiveFee(
  app: FastifyInstance,
  actor: Viewer,
  input: z.output<typeof waiverInputSchema>,
): Promise<WaiverResult> {
  const { db } = app.database;
  const [student] = await db
    .select()
    .from(user)
    .where(and(eq(user.studentId, input.studentId), eq(user.emailVerified, true), eq(user.role, 'student')));
  if (!student) throw notFound('No student has registered with that student ID.');
  if (!student.batch) {
    throw conflict(
      'This student has not completed their profile (batch); ask them to, then waive the fee.',
      'PROFILE_INCOMPLETE',
    );
  }
  const target: CheckoutTarget =
    input.kind === 'tour'
      ? { kind: 'tour', tourId: input.itemId }
      : { kind: 'club', clubId: input.itemId, plan: input.plan ?? 'monthly' };
  const priced = await priceFor(app, { ...actor, id: student.id }, target, dhakaToday()).catch(
    (error: unknown) => {
      if (error instanceof HttpError && FOR_THE_ADMIN[error.code])
        throw conflict(FOR_THE_ADMIN[error.code]!, error.code);
      throw error;
    },
  );
  const tranId = `DPMS-W${Date.now().toString(36).toUpperCase()}-${randomBytes(4).toString('hex').toUpperCase()}`;
  const [created] = await db
    .insert(payment)
    .values({
      tranId,
      kind: target.kind,
      tourId: priced.tourId,
      clubId: priced.clubId,
      plan: priced.plan,
      userId: student.id,
      amountPoisha: 0,
      discountPoisha: priced.amountPoisha,
      payerName: student.name,
      payerEmail: student.email,
      payerStudentId: student.studentId,
      payerBatch: student.batch,
      payerMobile: student.phone ?? '',
      itemName: priced.itemName,
      waivedBy: actor.id,
      waivedByName: actor.name,
      waiverReason: input.reason,
    })
    .returning({ id: payment.id });
  const id = created!.id;
  const { outcome } = await markWaivedPaid(app, id, actor);
  if (outcome !== 'paid') {
    // The event filled (or the student registered) in the moment between: nothing is waived.
    await db
      .update(payment)
      .set({ status: 'cancelled', updatedAt: new Date() })
      .where(and(eq(payment.id, id), eq(payment.status, 'on_hold')));
    throw conflict(
      'The event filled up, or the student registered, just now: nothing was waived.',
      'NOT_WAIVED',
    );
  }
  const [paid] = await db.select().from(payment).where(eq(payment.id, id));
  await recordAudit(db, actor, {
    action: 'payment.waive',
    targetType: 'payment',
    targetId: id,
    details: {
      tranId,
      student: student.studentId,
      payer: student.email,
      item: priced.itemName,
      plan: priced.plan,
      waivedPoisha: priced.amountPoisha,
      reason: input.reason,
    },
  });
  return {
    paymentId: id,
    tranId,
    receiptNumber: paid!.receiptNumber!,
    payerName: student.name,
    itemName: priced.itemName,
    waivedPoisha: priced.amountPoisha,
  };
}
