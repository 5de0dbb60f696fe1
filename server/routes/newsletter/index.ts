import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FALLBACK_LOCALE } from '../../../core/schemas/common';
import {
  newsletterLinkResponseSchema,
  newsletterSubscribeBodySchema,
  newsletterSubscribedResponseSchema,
  newsletterTokenBodySchema,
} from '../../../core/schemas/newsletter';
import { MailProviderError } from '../../adapters/mail/mail-provider';
import { createMailingProvider } from '../../adapters/mailing/create-mailing-provider';
import { MailingProviderError } from '../../adapters/mailing/mailing-provider';
import { ApiError, notFound, RetryLaterError } from '../../http/api-error';
import { clientAddress } from '../../http/client-address';

const TEN_MINUTES_MS = 10 * 60_000;

/** Where the e-mail's links lead: the storefront's /newsletter page in the caller's language, on this origin. */
function linkBase(request: FastifyRequest): string {
  const origin = typeof request.headers.origin === 'string' && /^https?:\/\//.test(request.headers.origin)
    ? request.headers.origin
    : `${request.protocol}://${request.host}`;
  return `${origin}${request.locale === FALLBACK_LOCALE ? '' : `/${request.locale}`}/newsletter`;
}

/**
 * Newsletter sign-up (spec §1, §2.3 footer; issue 19) through the mailing adapter: subscribe (rate
 * limited per client address), then the e-mail's confirmation link (once) and unsubscribe link.
 */
const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const mailing = createMailingProvider(app.config, { db: app.db, mail: app.mail, clock: () => app.clock() });
  const rateLimit: RateLimitOptions = {
    hook: 'onRequest',
    max: app.config.NEWSLETTER_CLIENT_LIMIT,
    timeWindow: TEN_MINUTES_MS,
    keyGenerator: (request) => `newsletter:${clientAddress(request)}`,
    errorResponseBuilder: (_request, context) =>
      new RetryLaterError('NEWSLETTER_LIMIT', 'newsletter.too_many', context.ttl / 1000, { count: Math.max(1, Math.ceil(context.ttl / 60_000)) }),
  };

  app.post(
    '/api/newsletter/subscribe',
    { schema: { body: newsletterSubscribeBodySchema, response: { 200: newsletterSubscribedResponseSchema } }, config: { rateLimit } },
    async (request) => {
      try {
        const state = await mailing.subscribe({ email: request.body.email, locale: request.locale, linkBase: linkBase(request) });
        return { status: 1 as const, data: { state } };
      } catch (error) {
        if (!(error instanceof MailProviderError) && !(error instanceof MailingProviderError)) throw error;
        request.log.warn({ err: error }, 'newsletter sign-up not sent');
        if (error instanceof MailProviderError && error.recipientRefused) throw new ApiError(400, 'NEWSLETTER_EMAIL_REFUSED', 'newsletter.cannot_receive');
        throw new ApiError(503, 'MAILING_UNAVAILABLE', 'newsletter.unavailable');
      }
    },
  );

  app.post(
    '/api/newsletter/confirm',
    { schema: { body: newsletterTokenBodySchema, response: { 200: newsletterLinkResponseSchema } }, config: { rateLimit } },
    async (request) => {
      const state = await mailing.confirm(request.body.token);
      if (!state) throw notFound('NEWSLETTER_LINK_USED', 'newsletter.link_used');
      return { status: 1 as const, data: { state } };
    },
  );

  app.post(
    '/api/newsletter/unsubscribe',
    { schema: { body: newsletterTokenBodySchema, response: { 200: newsletterLinkResponseSchema } }, config: { rateLimit } },
    async (request) => {
      const state = await mailing.unsubscribe(request.body.token);
      if (!state) throw notFound('NEWSLETTER_LINK_INVALID', 'newsletter.link_invalid');
      return { status: 1 as const, data: { state } };
    },
  );
};

export default newsletterRoutes;
