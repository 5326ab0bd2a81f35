import type { Locale } from '@dpms/shared/locale';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { responseLocale } from '../lib/locale.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language this request is answered in (Accept-Language, then the `dpms_lang` cookie). */
    locale: Locale;
  }
}

const LOCALE = Symbol('locale');

/**
 * `request.locale`, read from the headers the first time something asks for it (an error, a
 * mail, a translated text) and kept: even an error from the earliest hook is translated, and a
 * request answered from memory (plugins/public-cache.ts) never parses them.
 */
export const localePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('locale', {
    getter(this: FastifyRequest & { [LOCALE]?: Locale }) {
      this[LOCALE] ??= responseLocale({
        acceptLanguage: this.headers['accept-language'],
        cookie: this.headers.cookie,
      });
      return this[LOCALE];
    },
  });
});
