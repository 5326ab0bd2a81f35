import { apiErrorSchema, settlementQuerySchema, settlementSchema } from '@dpms/shared';
import { stringify } from 'csv-stringify/sync';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../auth/viewer.ts';
import { poishaToDecimal } from '../../gateway/amount.ts';
import { spreadsheetSafe } from '../../lib/csv-safe.ts';
import { settleDay } from './settlement.ts';

const tags = ['admin: settlement'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** Daily settlement for the bursar: DPMS's money of a day against the gateway's, differences flagged. */
export const settlementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/settlement',
    {
      preValidation: requireAdmin,
      schema: {
        tags,
        summary:
          "One Dhaka day: payments confirmed, refunds, net, and the gateway's view, differences flagged",
        querystring: settlementQuerySchema,
        response: { 200: settlementSchema, ...errors },
      },
    },
    async (request) => settleDay(app, request.query.day),
  );

  app.get(
    '/admin/settlement.csv',
    {
      preValidation: requireAdmin,
      schema: {
        tags,
        summary: 'The same day as CSV: the totals, then every difference',
        querystring: settlementQuerySchema,
      },
    },
    async (request, reply) => {
      const s = await settleDay(app, request.query.day);
      const csv = stringify(
        [
          ['Day', s.day],
          ['Payments confirmed', s.confirmed.count, poishaToDecimal(s.confirmed.poisha)],
          ['Refunds returned', s.refunded.count, poishaToDecimal(s.refunded.poisha)],
          ['Net', '', poishaToDecimal(s.netPoisha)],
          ['Gateway: taken for the payments confirmed', s.gateway.count, poishaToDecimal(s.gateway.poisha)],
          ['Payments checked with the gateway', s.checked],
          [],
          [
            'Transaction ID',
            'Name',
            'Item',
            'DPMS status',
            'DPMS amount (Tk)',
            'Gateway status',
            'Gateway amount (Tk)',
            'Difference',
          ],
          ...s.differences.map((d) => [
            d.tranId,
            d.payerName,
            d.itemName,
            d.status,
            poishaToDecimal(d.amountPoisha),
            d.gatewayStatus ?? '',
            d.gatewayAmountPoisha === null ? '' : poishaToDecimal(d.gatewayAmountPoisha),
            d.problem,
          ]),
        ],
        { cast: spreadsheetSafe },
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="dpms-settlement-${s.day}.csv"`)
        .send(csv);
    },
  );
};
