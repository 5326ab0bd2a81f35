import { apiErrorSchema } from '@dpms/shared';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { acceptFormPosts, stringFields } from '../../payments/form-body.ts';
import { type NotificationResult, processNotification, ValidatorUnavailable } from './confirm.ts';

/** Outcomes after which the student is shown the success page (which then shows the true state). */
const SHOW_SUCCESS = new Set(['paid', 'already_paid', 'held', 'already_held', 'validator_unavailable']);

/**
 * The gateway's callbacks: the only routes that accept cross-site form posts. The browser
 * ones end the visit with a 303 to our success or failure page; the IPN answers 5xx while the
 * Validation API is down, so the gateway tries again.
 */
export const callbackRoutes: FastifyPluginAsync = async (app) => {
  acceptFormPosts(app);

  for (const source of ['success', 'fail', 'cancel'] as const) {
    app.post(`/payments/sslcommerz/${source}`, { schema: { hide: true } }, async (request, reply) => {
      let result: NotificationResult;
      try {
        result = await processNotification(app, source, stringFields(request.body));
      } catch (error) {
        if (!(error instanceof ValidatorUnavailable)) throw error;
        result = { outcome: 'validator_unavailable', tranId: stringFields(request.body).tran_id ?? null };
      }
      const tranId = encodeURIComponent(result.tranId ?? 'unknown');
      const page = SHOW_SUCCESS.has(result.outcome) ? 'success' : 'fail';
      return reply.redirect(`/payment/${page}/${tranId}`, 303);
    });
  }

  app.post(
    '/payments/sslcommerz/ipn',
    {
      schema: {
        tags: ['payments'],
        summary: "The gateway's server-to-server notification",
        response: {
          200: z.object({ received: z.literal(true), outcome: z.string() }),
          400: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      try {
        const { outcome } = await processNotification(app, 'ipn', stringFields(request.body));
        if (outcome === 'malformed' || outcome === 'bad_signature') {
          return reply
            .status(400)
            .send({ error: { code: 'BAD_NOTIFICATION', message: `Refused: ${outcome}` } });
        }
        return { received: true as const, outcome };
      } catch (error) {
        if (!(error instanceof ValidatorUnavailable)) throw error;
        return reply.status(503).send({
          error: { code: 'VALIDATOR_UNAVAILABLE', message: 'Cannot validate right now; please retry.' },
        });
      }
    },
  );
};
