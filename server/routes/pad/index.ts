import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noQuerySchema } from '../../../core/schemas/common';
import {
  CHEQUE_IMAGE_MAX_CHARS,
  checkingStatusQuerySchema,
  checkingStatusResponseSchema,
  padAcceptBodySchema,
  padAccountResponseSchema,
  padBankFieldsSchema,
  padBindOnlineBodySchema,
  padChequeBodySchema,
  padChequeCheckResponseSchema,
  padDeleteMethodBodySchema,
  padDeleteMethodResponseSchema,
  padPaymentMethodsResponseSchema,
  padPayBodySchema,
  padStatementAcceptedResponseSchema,
  padStatementResponseSchema,
  paymentAttemptResponseSchema,
  setupIntentResponseSchema,
} from '../../../core/schemas/payment';
import { requireCustomer } from '../../plugins/auth';
import {
  applyByCheque,
  bindOnlineAccount,
  padPaymentMethods,
  padSetupIntent,
  removePadAccount,
} from '../../services/payments/pad-accounts';
import { payOrderByPad } from '../../services/payments/pad-pay';
import { acceptPadStatement, padStatement } from '../../services/payments/pad-statement';
import { orderPaymentStatus } from '../../services/payments/payment-status';
import { actorOf, clientIdempotencyKey } from '../payments/idempotency-key';

/**
 * The cheque photo travels base64 (4/3 of its at most 5 MB): room for the longest cheque_image and
 * the bank fields around it (a few hundred bytes; 4 KB with JSON escapes), on this route only.
 */
const CHEQUE_BODY_LIMIT = CHEQUE_IMAGE_MAX_CHARS + 4096;

/**
 * PAD, pre-authorized debit from a Canadian bank account (spec §2.8 PAD binding, §3 Payments, §5 PAD
 * bank form, §7 PAD). Every call needs a customer session, checked before a byte of the body is
 * read: a flood of unauthenticated cheque uploads is refused at once instead of being buffered.
 */
const padRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest, not preValidation: the body is not read yet. Node reads and drops the unread rest of a
  // refused body, so the connection stays usable and nothing of it is buffered.
  app.addHook('onRequest', async (request) => {
    await requireCustomer(request);
  });

  app.get('/api/pad/payment_method', { schema: { querystring: noQuerySchema, response: { 200: padPaymentMethodsResponseSchema } } }, async (request) => {
    const { customerId } = await requireCustomer(request);
    return { status: 1 as const, data: await padPaymentMethods(app, customerId) };
  });

  app.get('/api/pad/create_pad_statement', { schema: { querystring: noQuerySchema, response: { 200: padStatementResponseSchema } } }, async (request) => {
    await requireCustomer(request);
    return { status: 1 as const, data: padStatement(request.t) };
  });

  app.post(
    '/api/pad/accept_pad_statement',
    { schema: { body: padAcceptBodySchema, response: { 200: padStatementAcceptedResponseSchema } } },
    async (request) => {
      const { customerId } = await requireCustomer(request);
      const row = await acceptPadStatement(app.db, {
        customerId,
        ipAddress: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
        now: app.clock(),
      });
      return { status: 1 as const, data: { version: row.version, accepted_at: row.acceptedAt.toISOString() } };
    },
  );

  app.post('/api/pad/check_cheque', { schema: { body: padBankFieldsSchema, response: { 200: padChequeCheckResponseSchema } } }, async () => ({
    status: 1 as const,
    data: { valid: true as const },
  }));

  app.post(
    '/api/pad/apply_by_cheque',
    { bodyLimit: CHEQUE_BODY_LIMIT, schema: { body: padChequeBodySchema, response: { 200: padAccountResponseSchema } } },
    async (request) => {
      const { customerId } = await requireCustomer(request);
      const { cheque_image: chequeImage, accept: _accept, ...fields } = request.body;
      const data = await applyByCheque(app, {
        customerId,
        fields,
        chequeImage,
        ipAddress: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
      });
      return { status: 1 as const, data };
    },
  );

  // Stripe's online bank connection: a SetupIntent for stripe.confirmAcssDebitSetup, then bind it.
  app.get('/api/pad/setup_intent', { schema: { querystring: noQuerySchema, response: { 200: setupIntentResponseSchema } } }, async (request) => {
    const { customerId } = await requireCustomer(request);
    return { status: 1 as const, data: await padSetupIntent(app, customerId) };
  });

  app.post('/api/pad/bind_bank_token/v3', { schema: { body: padBindOnlineBodySchema, response: { 200: padAccountResponseSchema } } }, async (request) => {
    const { customerId } = await requireCustomer(request);
    return { status: 1 as const, data: await bindOnlineAccount(app, { customerId, setupIntentId: request.body.setup_intent_id }) };
  });

  app.post('/api/pad/delete_method', { schema: { body: padDeleteMethodBodySchema, response: { 200: padDeleteMethodResponseSchema } } }, async (request) => {
    const { customerId } = await requireCustomer(request);
    await removePadAccount(app, customerId, request.body.id);
    return { status: 1 as const, data: { id: request.body.id, message: request.t('pad.account_deleted') } };
  });

  app.post('/api/pad/pay', { schema: { body: padPayBodySchema, response: { 200: paymentAttemptResponseSchema } } }, async (request) => {
    const who = await requireCustomer(request);
    const mandate = await payOrderByPad(app, {
      customerId: who.customerId,
      orderId: request.body.order_id,
      padAccountId: request.body.pad_account_id,
      clientKey: clientIdempotencyKey(request, request.body.idempotency_key),
      actor: actorOf(who),
    });
    // The mandate is the checkout's success; the debit itself comes at the settled amount once packed.
    return {
      status: 1 as const,
      data: { order_id: request.body.order_id, intent_id: mandate.paymentMethodId, status: 'succeeded' as const, client_secret: null, message: null },
    };
  });

  app.post(
    '/api/pad/check_payment_status',
    { schema: { body: checkingStatusQuerySchema, response: { 200: checkingStatusResponseSchema } } },
    async (request) => {
      const who = await requireCustomer(request);
      const data = await orderPaymentStatus(app, {
        customerId: who.customerId,
        orderId: request.body.order_id,
        method: 'pad',
        t: request.t,
        actor: actorOf(who),
      });
      return { status: 1 as const, data };
    },
  );
};

export default padRoutes;
