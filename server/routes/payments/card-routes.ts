import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noQuerySchema } from '../../../core/schemas/common';
import {
  cardDeleteBodySchema,
  cardDeleteResponseSchema,
  checkingStatusQuerySchema,
  checkingStatusResponseSchema,
  orderPaymentIntentBodySchema,
  paymentAttemptResponseSchema,
  savedCardListResponseSchema,
  setupIntentResponseSchema,
} from '../../../core/schemas/payment';
import { notFound } from '../../http/api-error';
import { requireCustomer } from '../../plugins/auth';
import { viaProvider } from '../../services/payments/payment-context';
import { attemptView, startOrderPayment } from '../../services/payments/pay-order';
import { orderPaymentStatus } from '../../services/payments/payment-status';
import { ensureProviderCustomer, findProviderCustomer } from '../../services/payments/provider-customers';
import { actorOf, clientIdempotencyKey } from './idempotency-key';

/**
 * Saved cards and card payments (spec §7 card payment provider paths). The customer always comes from
 * the session, checked before the input, so a guest gets 401 whatever it sent.
 */
const cardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', async (request) => {
    await requireCustomer(request);
  });

  app.get('/api/payment/stripe/credit_card/setup_intent', { schema: { querystring: noQuerySchema, response: { 200: setupIntentResponseSchema } } }, async (request) => {
    const { customerId } = await requireCustomer(request);
    const providerCustomerId = await ensureProviderCustomer(app, customerId);
    const intent = await viaProvider(() => app.payments.createSetupIntent(providerCustomerId, 'card'));
    return { status: 1 as const, data: { setup_intent_id: intent.id, client_secret: intent.clientSecret ?? '' } };
  });

  app.get('/api/payment/stripe/credit_card/page_list', { schema: { querystring: noQuerySchema, response: { 200: savedCardListResponseSchema } } }, async (request) => {
    const { customerId } = await requireCustomer(request);
    const providerCustomerId = await findProviderCustomer(app, customerId);
    const list = providerCustomerId ? await viaProvider(() => app.payments.listCards(providerCustomerId)) : [];
    return { status: 1 as const, data: { list } };
  });

  app.post(
    '/api/payment/stripe/credit_card/card_delete',
    { schema: { body: cardDeleteBodySchema, response: { 200: cardDeleteResponseSchema } } },
    async (request) => {
      const { customerId } = await requireCustomer(request);
      const providerCustomerId = await findProviderCustomer(app, customerId);
      const id = request.body.payment_method_id;
      // Someone else's card answers exactly like an unknown one.
      if (!providerCustomerId) throw notFound('PAYMENT_NOT_FOUND', 'payment.card_not_found');
      await viaProvider(() => app.payments.deleteCard(providerCustomerId, id), 'payment.card_not_found');
      return { status: 1 as const, data: { payment_method_id: id, message: request.t('payment.card_deleted') } };
    },
  );

  app.post(
    '/api/payment/stripe/order_payment_intent',
    { schema: { body: orderPaymentIntentBodySchema, response: { 200: paymentAttemptResponseSchema } } },
    async (request) => {
      const who = await requireCustomer(request);
      const { intent } = await startOrderPayment(app, {
        customerId: who.customerId,
        orderId: request.body.order_id,
        method: 'card',
        paymentMethodId: request.body.payment_method_id,
        clientKey: clientIdempotencyKey(request, request.body.idempotency_key),
        actor: actorOf(who),
      });
      return { status: 1 as const, data: attemptView(request.body.order_id, intent, request.t) };
    },
  );

  app.get(
    '/api/payment/stripe/checking_status',
    { schema: { querystring: checkingStatusQuerySchema, response: { 200: checkingStatusResponseSchema } } },
    async (request) => {
      const who = await requireCustomer(request);
      const data = await orderPaymentStatus(app, { customerId: who.customerId, orderId: request.query.order_id, t: request.t, actor: actorOf(who) });
      return { status: 1 as const, data };
    },
  );
};

export default cardRoutes;
