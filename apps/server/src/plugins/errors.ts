import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isCatalogued, translate } from '../i18n/translate.ts';
import { inputRefusedByDatabase, isDatabaseUnavailable } from '../lib/db-errors.ts';
import { HttpError } from '../lib/http-error.ts';

/** busboy's and @fastify/multipart's words for a body that is not the multipart it claims. */
const MALFORMED_MULTIPART =
  /^(Multipart: Boundary not found|Unexpected end of (form|file|multipart data)|Malformed part header|Malformed urlencoded form)/;

function isMalformedMultipart(error: FastifyError): boolean {
  return error.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || MALFORMED_MULTIPART.test(error.message ?? '');
}

const STATUS_CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE',
  429: 'TOO_MANY_REQUESTS',
};

interface ErrorBody {
  code: string;
  message: string;
  fields?: Record<string, string>;
}

/**
 * Sends the error in the request's language (plugins/locale.ts): the message and every field
 * message are written in English and translated here, so English leaves exactly as written.
 */
function sendError(reply: FastifyReply, request: FastifyRequest, status: number, body: ErrorBody) {
  const { locale } = request;
  // The same address answers in either language: a cache must keep them apart.
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${vary}, Accept-Language` : 'Accept-Language');
  const fields = body.fields
    ? Object.fromEntries(Object.entries(body.fields).map(([key, text]) => [key, translate(text, locale)]))
    : undefined;
  return reply
    .status(status)
    .send({ error: { ...body, message: translate(body.message, locale), ...(fields ? { fields } : {}) } });
}

/** Every error leaves as `{ error: { code, message, fields? } }`; a 5xx never shows its details. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return sendError(reply, request, error.statusCode, {
        code: error.code,
        message: error.message,
        ...(error.fields ? { fields: error.fields } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'request';
        const text = issue.message ?? 'is not valid';
        // zod's own wording (a type, a length the schema gives no message for) has no Bangla:
        // a Bangla reader is told plainly that the value is not valid, rather than in English.
        fields[key] ??= request.locale === 'en' || isCatalogued(text) ? text : 'This value is not valid.';
      }
      const first = Object.entries(fields)[0];
      const message = first ? `${first[0]}: ${first[1]}` : 'The request is not valid.';
      return sendError(reply, request, 400, { code: 'VALIDATION_ERROR', message, fields });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, cause: error.cause }, 'response did not match its schema');
      return sendError(reply, request, 500, {
        code: 'INTERNAL',
        message: 'Something went wrong on our side.',
      });
    }
    if (isMalformedMultipart(error)) {
      return sendError(reply, request, 400, {
        code: 'MALFORMED_MULTIPART',
        message: 'The upload could not be read: the form data is incomplete or malformed.',
      });
    }
    const refusedBy = inputRefusedByDatabase(error);
    if (refusedBy) {
      request.log.warn({ err: error, sqlState: refusedBy }, 'input refused by the database');
      return sendError(reply, request, 400, {
        code: 'INVALID_VALUE',
        message: 'A value in the request cannot be stored. Please check what you entered.',
      });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error, reqId: request.id }, 'database unavailable');
      reply.header('retry-after', 5);
      return sendError(reply, request, 503, {
        code: 'DATABASE_UNAVAILABLE',
        message:
          'DPMS cannot reach its database for a moment. Nothing was changed; please try again shortly.',
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      // The request id is in the log line and in the answer, so a report can be matched to it.
      request.log.error({ err: error, reqId: request.id }, 'request failed');
      return sendError(reply, request, status, {
        code: 'INTERNAL',
        message: `Something went wrong on our side. Please try again. (Reference: ${request.id})`,
      });
    }
    const code = STATUS_CODES[status] ?? 'ERROR';
    const message =
      status === 413
        ? 'The upload is too large.'
        : status === 415
          ? 'That content type is not accepted.'
          : status === 429
            ? 'Too many attempts. Please wait a minute and try again.'
            : error.message;
    return sendError(reply, request, status, { code, message });
  });
});
