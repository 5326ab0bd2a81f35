import { settlementQuerySchema, settlementSchema } from '@dpms/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../auth/viewer.ts';
import { adminRouteErrors } from '../../lib/http-error.ts';
import { settlementCsv } from './csv.ts';
import { settleDay } from './settlement.ts';

const tags = ['admin: settlement'];

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
        response: { 200: settlementSchema, ...adminRouteErrors },
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
      const csv = settlementCsv(s);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="dpms-settlement-${s.day}.csv"`)
        .send(csv);
    },
  );
};
