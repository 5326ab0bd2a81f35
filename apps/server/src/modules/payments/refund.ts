import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Viewer } from '../../auth/viewer.ts';
import { auditLog, payment } from '../../db/schema/index.ts';
import { conflict, HttpError, notFound } from '../../lib/http-error.ts';
import { GatewayError } from '../../payments/gateway.ts';

const CLAIM = 'claimed';

/**
 * Refunds a paid (or held) payment in full through the gateway, once. The row is claimed first
 * with a conditional update, so two admins pressing Refund together cannot refund twice.
 */
export async function refundPayment(app: FastifyInstance, actor: Viewer, paymentId: string, reason: string) {
  const { db } = app.database;
  const [row] = await db.select().from(payment).where(eq(payment.id, paymentId));
  if (!row) throw notFound('No such payment.');
  if (row.status === 'refunded') throw conflict('This payment was already refunded.', 'ALREADY_REFUNDED');
  if (row.status !== 'paid' && row.status !== 'on_hold') {
    throw conflict('Only a paid or held payment can be refunded.', 'NOT_REFUNDABLE');
  }
  if (!row.bankTranId)
    throw conflict('The gateway gave no bank transaction for this payment.', 'NOT_REFUNDABLE');

  const claimed = await db
    .update(payment)
    .set({ refundRefId: CLAIM, refundReason: reason, updatedAt: new Date() })
    .where(
      and(eq(payment.id, row.id), inArray(payment.status, ['paid', 'on_hold']), isNull(payment.refundRefId)),
    )
    .returning({ id: payment.id });
  if (claimed.length === 0)
    throw conflict('A refund of this payment is already under way.', 'ALREADY_REFUNDED');

  const release = () =>
    db.update(payment).set({ refundRefId: null, refundReason: null }).where(eq(payment.id, row.id));
  try {
    const answer = await app.gateway.initiateRefund({
      bankTranId: row.bankTranId,
      amountPoisha: row.amountPoisha,
      remarks: reason,
      refId: `RF-${randomBytes(6).toString('hex')}`,
    });
    if (answer.status === 'failed' || !answer.refundRefId) {
      await release();
      throw new HttpError(
        422,
        'REFUND_REFUSED',
        `The gateway refused the refund: ${answer.errorReason ?? 'no reason given'}`,
      );
    }
    const now = new Date();
    await db.transaction(async (tx) => {
      await tx
        .update(payment)
        .set({ status: 'refunded', refundRefId: answer.refundRefId, refundedAt: now, updatedAt: now })
        .where(eq(payment.id, row.id));
      await tx.insert(auditLog).values({
        actorUserId: actor.id,
        actorEmail: actor.email,
        action: 'payment.refund',
        targetType: 'payment',
        targetId: row.id,
        details: {
          tranId: row.tranId,
          amountPoisha: row.amountPoisha,
          reason,
          refundRefId: answer.refundRefId,
        },
      });
    });
  } catch (error) {
    if (error instanceof GatewayError) {
      await release();
      throw new HttpError(
        502,
        'GATEWAY_UNAVAILABLE',
        'The payment gateway is not answering; nothing was refunded. Try again later.',
      );
    }
    throw error;
  }
}
