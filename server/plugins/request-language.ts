import fp from 'fastify-plugin';
import type { TFunction } from 'i18next';
import type { Locale } from '../../core/schemas/common';
import { HEADER } from '../../core/request-signature';
import { localeFromHeader, translator } from '../i18n';
import { addRequestStep } from './request-steps';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's language from APP-LANGUAGE (spec §7), en when absent or unknown. */
    locale: Locale;
    t: TFunction;
  }
}

export const requestLanguage = fp(
  async (app) => {
    app.decorateRequest('locale', 'en');
    app.decorateRequest('t', null as unknown as TFunction);
    addRequestStep(app, (request) => {
      request.locale = localeFromHeader(request.headers[HEADER.appLanguage]);
      request.t = translator(request.locale);
      return undefined;
    });
  },
  { name: 'request-language' },
);
