import type { Locale } from '@dpms/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { responseLocale } from '../lib/locale.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language this request is answered in (Accept-Language, then the `dpms_lang` cookie). */
    locale: Locale;
  }
}

/** Sets `request.locale` first thing, so even an error from the earliest hook is translated. */
export const localePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('locale', 'en');
  app.addHook('onRequest', async (request) => {
    request.locale = responseLocale({
      acceptLanguage: request.headers['accept-language'],
      cookie: request.headers.cookie,
    });
  });
});
