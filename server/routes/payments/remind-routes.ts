import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { canPay, payLinkPath, REMIND_INTERVAL_SECONDS } from '../../../core/orders/payment-remind';
import { localeSchema } from '../../../core/schemas/common';
import { paymentRemindBodySchema, paymentRemindResponseSchema } from '../../../core/schemas/payment';
import { MailProviderError } from '../../adapters/mail/mail-provider';
import { SmsProviderError } from '../../adapters/sms/sms-provider';
import { customers, orders } from '../../db/schema';
import { ApiError, notFound, RetryLaterError } from '../../http/api-error';
import { translator } from '../../i18n';
import { requireCustomer } from '../../plugins/auth';
import { countHit } from '../../services/rate-limit/rate-counters';

/** The storefront's address for the link: PUBLIC_URL when set, else the origin the buyer called from. */
function siteOrigin(request: FastifyRequest, publicUrl: string): string {
  if (publicUrl) return publicUrl.replace(/\/$/, '');
  const origin = request.headers.origin;
  return typeof origin === 'string' && /^https?:\/\//.test(origin) ? origin : `${request.protocol}://${request.host}`;
}

/** "•••• 0142" for a phone, "w•••@goldendragon.ca" for an address: enough to recognise, not to read. */
function hideAddress(channel: 'sms' | 'email', to: string): string {
  if (channel === 'sms') return `•••• ${to.slice(-4)}`;
  const [name = '', domain = ''] = to.split('@');
  return `${name.slice(0, 1)}•••@${domain}`;
}

/**
 * Payment remind (spec §2.8 remind dialog, §7 /api/payment/remind; issue 19): the caller's own unpaid
 * order's pay link (its order page, where Pay is) by SMS to the account's phone or by e-mail to the
 * account's address, through the SMS and mail adapters (the sandbox outbox by default), in the
 * customer's language. Someone else's order answers like a missing one (404); a paid or closed one 409;
 * one reminder per order per REMIND_INTERVAL_SECONDS (429 with Retry-After), counted in the database.
 */
const remindRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/payment/remind',
    {
      schema: { body: paymentRemindBodySchema, response: { 200: paymentRemindResponseSchema } },
      // The session first, so a guest gets 401 whatever it sent.
      preValidation: async (request) => {
        await requireCustomer(request);
      },
    },
    async (request) => {
      const { customerId } = await requireCustomer(request);
      const { order_id: orderId, channel } = request.body;
      const [row] = await app.db
        .select({
          id: orders.id,
          orderNo: orders.orderNo,
          status: orders.status,
          payment_status: orders.paymentStatus,
          payment_type: orders.paymentType,
          phone: customers.phone,
          email: customers.email,
          name: customers.name,
          language: customers.language,
        })
        .from(orders)
        .innerJoin(customers, eq(customers.id, orders.customerId))
        .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)))
        .limit(1);
      if (!row) throw notFound('ORDER_NOT_FOUND', 'payment.remind.order_not_found');
      if (!canPay({ status: row.status as never, payment_status: row.payment_status as never, payment_type: row.payment_type }))
        throw new ApiError(409, 'ORDER_NOT_UNPAID', 'payment.remind.not_unpaid', { no: row.orderNo });
      const to = channel === 'sms' ? row.phone : row.email;
      if (!to) throw new ApiError(409, 'REMIND_NO_EMAIL', 'payment.remind.no_email');

      const hit = await countHit(app.db, { key: `payment-remind:${row.id}`, windowMs: REMIND_INTERVAL_SECONDS * 1000, now: app.clock() });
      if (hit && hit.hits > 1) {
        const seconds = (hit.resetsAt.getTime() - app.clock().getTime()) / 1000;
        throw new RetryLaterError('REMIND_TOO_SOON', 'payment.remind.too_soon', seconds, { count: Math.max(1, Math.ceil(seconds)) });
      }

      const locale = localeSchema.catch('en').parse(row.language);
      const t = translator(locale);
      const link = `${siteOrigin(request, app.config.PUBLIC_URL)}${payLinkPath(row.id, locale)}`;
      const vars = { no: row.orderNo, link, name: row.name || t('payment.remind.customer') };
      try {
        if (channel === 'sms') await app.sms.send({ to, text: t('payment.remind.sms_text', vars) });
        else await app.mail.send({ to, subject: t('payment.remind.mail_subject', vars), text: t('payment.remind.mail_text', vars) });
      } catch (error) {
        if (!(error instanceof SmsProviderError) && !(error instanceof MailProviderError)) throw error;
        request.log.warn({ err: error, orderId: row.id, channel }, 'payment reminder not sent');
        throw new ApiError(503, 'REMIND_NOT_SENT', 'payment.remind.not_sent');
      }
      return {
        status: 1 as const,
        data: { order_id: row.id, channel, sent_to: hideAddress(channel, to), message: request.t(`payment.remind.sent_${channel}`) },
      };
    },
  );
};

export default remindRoutes;
