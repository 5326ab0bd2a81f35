import type { Locale } from '@dpms/shared/locale';
import type { PayMethod } from '@dpms/shared/pay-methods';
import {
  adminPaymentQuerySchema,
  apiErrorSchema,
  checkoutResponseSchema,
  clubCheckoutSchema,
  gatewayCheckSchema,
  idParamSchema,
  paymentDetailSchema,
  paymentGroupsSchema,
  paymentListQuerySchema,
  paymentPageSchema,
  paymentStatusSchema,
  quoteInputSchema,
  quoteSchema,
  refundInputSchema,
  refundReferenceInputSchema,
  rememberedPayMethodSchema,
  tourCheckoutSchema,
  waitingListSchema,
  waitingQuerySchema,
  waiverInputSchema,
  waiverResultSchema,
} from '@dpms/shared/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { recordAudit } from '../../audit.ts';
import { ownRoute } from '../../auth/own-route.ts';
import { requireAdmin, requireFreshAdmin, requireStudent, requireUser, viewerOf } from '../../auth/viewer.ts';
import { payment } from '../../db/schema/index.ts';
import { GatewayError } from '../../gateway/gateway.ts';
import { dhakaToday } from '../../lib/dhaka-date.ts';
import { errorResponses, HttpError, notFound } from '../../lib/http-error.ts';
import { uuidParams } from '../../lib/uuid.ts';
import { applyCode } from '../discounts/index.ts';
import { callbackRoutes } from './callback-routes.ts';
import { type CheckoutTarget, codeItem, priceFor, startCheckout } from './checkout.ts';
import { acceptHeldPayment, canAcceptHeld, ValidatorUnavailable } from './confirm.ts';
import { paymentsCsv } from './csv.ts';
import { presentGroupedPayment, presentPayment } from './presenters.ts';
import {
  findPaymentById,
  findPaymentByTranId,
  getPayment,
  listPaymentEvents,
  listPaymentGroups,
  listUserPayments,
  paymentsForExport,
  rememberedPayMethod,
} from './queries.ts';
import { renderReceiptPdf } from './receipt/pdf.ts';
import {
  RECEIPT_ATTACHMENTS,
  receiptAttachments,
  receiptDataWithTicket,
  receiptFileName,
} from './receipt/receipt.ts';
import { checkOneWithGateway } from './reconcile.ts';
import { linkRefundReference, refundAmountOf, refundPayment } from './refund.ts';
import { waitingPayments } from './waiting.ts';
import { waiveFee } from './waive.ts';

const checkoutErrors = errorResponses(400, 401, 403, 404, 409, 422, 429, 502);
const adminErrors = errorResponses(400, 401, 403, 404);
/** A refund step may also be refused (409), rejected by the gateway (422) or find it down (502). */
const refundErrors = errorResponses(400, 401, 403, 404, 409, 422, 502);

/** Checkout, the gateway's callbacks, a student's own payments, and the admin payment history. */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  // A receipt mail's PDF is drawn after the payment's move commits (receipt/receipt.ts).
  app.mailer.composeWith(RECEIPT_ATTACHMENTS, (paymentId) => receiptAttachments(app, paymentId));
  await app.register(callbackRoutes);

  /**
   * A student starts paying for an event or a club fee; the price comes from the database, and
   * the method (only its key) says what the gateway's page opens on.
   */
  function checkoutRoute<
    Body extends z.ZodType<{ mobile: string; method?: PayMethod; code?: string }>,
  >(route: {
    path: string;
    summary: string;
    body: Body;
    target(id: string, body: z.infer<Body>): CheckoutTarget;
  }) {
    app.post(
      route.path,
      {
        preValidation: requireStudent,
        preHandler: app.limits.checkout,
        // A pending payment takes no seat: visitors' copies stay (plugins/public-cache.ts).
        config: { keepsPublicCache: true },
        schema: {
          tags: ['payments'],
          summary: route.summary,
          params: uuidParams,
          body: route.body,
          response: { 201: checkoutResponseSchema, ...checkoutErrors },
        },
      },
      async (request, reply) => {
        const body = request.body as z.infer<Body>;
        const target = route.target(request.params.id, body);
        const started = await startCheckout(app, viewerOf(request), target, body.mobile, {
          ...(body.method ? { payMethod: body.method } : {}),
          ...(body.code ? { code: body.code } : {}),
        });
        return reply.status(201).send(started);
      },
    );
  }

  checkoutRoute({
    path: '/tours/:id/checkout',
    summary: 'Start paying for an event; the price comes from the database',
    body: tourCheckoutSchema,
    target: (tourId, { inParts }) => ({ kind: 'tour', tourId, ...(inParts ? { inParts } : {}) }),
  });

  checkoutRoute({
    path: '/clubs/:id/checkout',
    summary: 'Start paying a monthly or yearly club fee; the price comes from the database',
    body: clubCheckoutSchema,
    target: (clubId, { plan }) => ({ kind: 'club', clubId, plan }),
  });

  /**
   * What a discount code makes an item's price, before paying: the same check and the same sum as
   * checkout's, so the price shown is the price charged. Limited like checkout (codes are guessed).
   */
  const quotes = [
    { kind: 'tour', summary: 'The price of an event with a discount code, as checkout would charge it' },
    { kind: 'club', summary: 'The price of a club fee (monthly or yearly) with a discount code' },
  ] as const;
  for (const { kind, summary } of quotes) {
    app.post(
      kind === 'tour' ? '/tours/:id/quote' : '/clubs/:id/quote',
      {
        preValidation: requireStudent,
        preHandler: app.limits.checkout,
        schema: {
          tags: ['payments'],
          summary,
          params: uuidParams,
          body: quoteInputSchema,
          response: { 200: quoteSchema, ...checkoutErrors },
        },
      },
      async (request) => {
        const viewer = viewerOf(request);
        const { code, plan } = request.body;
        const target: CheckoutTarget =
          kind === 'tour'
            ? { kind, tourId: request.params.id }
            : { kind, clubId: request.params.id, plan: plan ?? 'monthly' };
        const listed = await priceFor(app, viewer, target, dhakaToday());
        const applied = await applyCode(app.database.db, viewer, code, codeItem(listed));
        return {
          code: applied.code,
          listPricePoisha: listed.amountPoisha,
          discountPoisha: applied.discountPoisha,
          amountPoisha: listed.amountPoisha - applied.discountPoisha,
        };
      },
    );
  }

  app.post(
    '/admin/waivers',
    {
      preValidation: requireFreshAdmin,
      schema: {
        tags: ['admin'],
        summary:
          "Waive a named student's fee: their registration or membership, without the gateway, with a reason",
        body: waiverInputSchema,
        response: { 201: waiverResultSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const waived = await waiveFee(app, viewerOf(request), request.body);
      return reply.status(201).send(waived);
    },
  );

  app.get(
    '/me/pay-method',
    ownRoute({
      tags: ['payments'],
      summary: 'The payment method you chose at your latest checkout, which the next one starts on',
      response: { 200: rememberedPayMethodSchema },
    }),
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { method: await rememberedPayMethod(app.database.db, viewerOf(request).id) };
    },
  );

  app.get(
    '/payments/:id/status',
    ownRoute({
      tags: ['payments'],
      summary: "Your own payment's state, by transaction ID (for the success and failure pages)",
      params: idParamSchema,
      response: { 200: paymentStatusSchema, 404: apiErrorSchema },
    }),
    async (request) => {
      const row = await findPaymentByTranId(app.database.db, request.params.id);
      if (!row || row.userId !== viewerOf(request).id) throw notFound('No such payment of yours.');
      const { tranId, status, itemName, amountPoisha, kind } = row;
      return { tranId, status, itemName, amountPoisha, kind, itemId: (row.tourId ?? row.clubId)! };
    },
  );

  app.get(
    '/me/payments',
    ownRoute({
      tags: ['payments'],
      summary: 'Your own payments, 5 a page',
      querystring: paymentListQuerySchema,
      response: { 200: paymentPageSchema, 400: apiErrorSchema },
    }),
    async (request) => {
      const { kind, page } = request.query;
      const result = await listUserPayments(app.database.db, viewerOf(request).id, kind, page);
      return { ...result, items: result.items.map(presentPayment) };
    },
  );

  app.get(
    '/me/payments/:id/receipt.pdf',
    {
      preValidation: requireUser,
      schema: { tags: ['payments'], summary: 'Your receipt as a PDF', params: uuidParams },
    },
    async (request, reply) => {
      const row = await findPaymentById(app.database.db, request.params.id);
      if (!row || row.userId !== viewerOf(request).id || !row.receiptNumber || row.status !== 'paid')
        throw notFound('No receipt for that payment.');
      // A download is a plain navigation, without the app's Accept-Language: the viewer's own
      // language decides, as it does for the mailed copy.
      return sendReceiptPdf(reply, row, viewerOf(request).locale);
    },
  );

  app.get(
    '/admin/payments',
    {
      preValidation: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Payments grouped by event or club, each group paged (2 a page)',
        querystring: adminPaymentQuerySchema,
        response: { 200: paymentGroupsSchema, ...adminErrors },
      },
    },
    async (request) => {
      const { kind, itemId, page, ...filters } = request.query;
      const groups = await listPaymentGroups(app.database.db, kind, {
        ...(itemId ? { itemId } : {}),
        page,
        filters,
      });
      return {
        groups: groups.map((g) => ({
          ...g,
          items: g.items.map((row) => presentGroupedPayment(row, g.itemName)),
        })),
      };
    },
  );

  app.get(
    '/admin/payments/waiting',
    {
      preValidation: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Payments waiting for an admin (held, refunds, pending too long)',
        querystring: waitingQuerySchema,
        response: { 200: waitingListSchema, ...adminErrors },
      },
    },
    async (request) => waitingPayments(app.database.db, request.query.reason),
  );

  app.post(
    '/admin/payments/:id/check',
    {
      preValidation: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Ask the gateway about one payment now (its money, or its refund) and apply the answer',
        params: uuidParams,
        response: { 200: gatewayCheckSchema, ...adminErrors, 502: apiErrorSchema },
      },
    },
    async (request) => {
      const { db } = app.database;
      const row = await getPayment(db, request.params.id);
      let changed: boolean;
      try {
        changed = await checkOneWithGateway(app, row);
      } catch (error) {
        if (!(error instanceof GatewayError || error instanceof ValidatorUnavailable)) throw error;
        throw new HttpError(
          502,
          'GATEWAY_UNAVAILABLE',
          'The payment gateway is not answering right now. Nothing was changed; please check again in a minute.',
        );
      }
      const [after] = await db.select({ status: payment.status }).from(payment).where(eq(payment.id, row.id));
      await recordAudit(db, viewerOf(request), {
        action: 'payment.check',
        targetType: 'payment',
        targetId: row.id,
        details: { tranId: row.tranId, before: row.status, after: after!.status },
      });
      return { status: after!.status, changed };
    },
  );

  app.get(
    '/admin/payments.csv',
    {
      preValidation: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Every payment of a kind as CSV',
        querystring: adminPaymentQuerySchema,
      },
    },
    async (request, reply) => {
      const { kind, itemId, page: _page, ...filters } = request.query;
      const date = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="dpms-${kind === 'tour' ? 'events' : 'clubs'}-payments-${date}.csv"`,
        )
        .send(paymentsCsv(paymentsForExport(app.database.db, kind, itemId, filters)));
    },
  );

  app.get(
    '/admin/payments/:id',
    {
      preValidation: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'One payment with every gateway notification received for it',
        params: uuidParams,
        response: { 200: paymentDetailSchema, ...adminErrors },
      },
    },
    async (request) => presentDetail(request.params.id),
  );

  app.get(
    '/admin/payments/:id/receipt.pdf',
    { preValidation: requireAdmin, schema: { tags: ['admin'], params: uuidParams } },
    async (request, reply) => {
      const row = await findPaymentById(app.database.db, request.params.id);
      if (!row?.receiptNumber) throw notFound('No receipt for that payment.');
      return sendReceiptPdf(reply, row, viewerOf(request).locale);
    },
  );

  app.post(
    '/admin/payments/:id/refund',
    {
      preValidation: requireFreshAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Refund a paid or held payment in full through the gateway, once',
        params: uuidParams,
        body: refundInputSchema,
        response: { 200: paymentDetailSchema, ...refundErrors, 504: apiErrorSchema },
      },
    },
    async (request) => {
      await refundPayment(app, viewerOf(request), request.params.id, request.body.reason);
      return presentDetail(request.params.id);
    },
  );

  app.post(
    '/admin/payments/:id/accept',
    {
      preValidation: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Accept a held payment as paid, after the same checks run again',
        params: uuidParams,
        response: { 200: paymentDetailSchema, ...adminErrors, 409: apiErrorSchema },
      },
    },
    async (request) => {
      await acceptHeldPayment(app, viewerOf(request), request.params.id);
      return presentDetail(request.params.id);
    },
  );

  app.post(
    '/admin/payments/:id/refund-reference',
    {
      preValidation: requireFreshAdmin,
      schema: {
        tags: ['admin'],
        summary: "Settle an unconfirmed refund with the gateway's reference, once the gateway confirms it",
        params: uuidParams,
        body: refundReferenceInputSchema,
        response: { 200: paymentDetailSchema, ...refundErrors },
      },
    },
    async (request) => {
      await linkRefundReference(app, viewerOf(request), request.params.id, request.body.refundRefId);
      return presentDetail(request.params.id);
    },
  );

  /** The receipt of a paid payment as a PDF download, in `locale`. */
  async function sendReceiptPdf(reply: FastifyReply, row: typeof payment.$inferSelect, locale: Locale) {
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${receiptFileName(row)}"`)
      .send(await renderReceiptPdf(await receiptDataWithTicket(app, row, locale), locale));
  }

  async function presentDetail(id: string) {
    const row = await getPayment(app.database.db, id);
    const events = await listPaymentEvents(app.database.db, row.id);
    return {
      ...presentPayment(row),
      valId: row.valId,
      bankTranId: row.bankTranId,
      payMethod: row.payMethod,
      riskLevel: row.riskLevel,
      holdReason: row.holdReason,
      refundReason: row.refundReason,
      refundRequestedAt: row.refundRequestedAt?.toISOString() ?? null,
      refundRefId: row.refundRefId,
      refundedAt: row.refundedAt?.toISOString() ?? null,
      canAccept: canAcceptHeld(row),
      refundAmountPoisha: refundAmountOf(row),
      events: events.map((e) => ({
        source: e.source,
        receivedAt: e.receivedAt.toISOString(),
        signatureValid: e.signatureValid,
        validationStatus: e.validationStatus,
        outcome: e.outcome,
      })),
    };
  }
};
