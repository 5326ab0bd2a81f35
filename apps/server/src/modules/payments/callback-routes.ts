import { apiErrorSchema } from '@dpms/shared/schemas';
import type { FastifyError, FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { acceptFormPosts, stringFields } from '../../gateway/form-body.ts';
import { HttpError } from '../../lib/http-error.ts';
import { type NotificationResult, processNotification, ValidatorUnavailable } from './confirm.ts';

/** Outcomes after which the student is shown the success page (which then shows the true state). */
const SHOW_SUCCESS = new Set(['paid', 'already_paid', 'held', 'already_held', 'validator_unavailable']);

/** SSLCommerz posts about 2 KB; the limit holds for every content type, not only forms. */
const BODY_LIMIT = 32 * 1024;

/**
 * The gateway's callbacks: the only routes that accept cross-site form posts. The browser
 * ones end the visit with a 303 to our success or failure page; the IPN answers 5xx while the
 * Validation API is down, so the gateway tries again. Anyone can post here, so each address is
 * rate-limited before its body is read, and bodies are small.
 */
export const callbackRoutes: FastifyPluginAsync = async (app) => {
  acceptFormPosts(app, BODY_LIMIT);
  app.addHook('onRequest', app.limits.callbacks);
  // Fastify's own 413 says nothing about what was sent; say it here, then let the app's
  // error handler render it.
  app.setErrorHandler((error: FastifyError) => {
    if (error.code !== 'FST_ERR_CTP_BODY_TOO_LARGE') throw error;
    throw new HttpError(
      413,
      'PAYLOAD_TOO_LARGE',
      `This notification is larger than ${BODY_LIMIT / 1024} KB and was not accepted.`,
    );
  });

  for (const source of ['success', 'fail', 'cancel'] as const) {
    const options = { bodyLimit: BODY_LIMIT, schema: { hide: true } };
    app.post(`/payments/sslcommerz/${source}`, options, async (request, reply) => {
      let result: NotificationResult;
      try {
        result = await processNotification(app, source, stringFields(request.body));
      } catch (error) {
        // The student has just paid: whatever broke here, they land on a page, never a bare
        // error. The success page shows the payment's true state; the IPN and reconciliation
        // settle it.
        if (!(error instanceof ValidatorUnavailable)) {
          request.log.error({ err: error, source }, 'browser callback failed');
        }
        result = { outcome: 'validator_unavailable', tranId: stringFields(request.body).tran_id ?? null };
      }
      const tranId = encodeURIComponent(result.tranId ?? 'unknown');
      const page = SHOW_SUCCESS.has(result.outcome) && source === 'success' ? 'success' : 'fail';
      return reply.redirect(`/payment/${page}/${tranId}`, 303);
    });
  }

  app.post(
    '/payments/sslcommerz/ipn',
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        tags: ['payments'],
        summary: "The gateway's server-to-server notification",
        response: {
          200: z.object({ received: z.literal(true), outcome: z.string() }),
          400: apiErrorSchema,
          413: apiErrorSchema,
          429: apiErrorSchema,
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
