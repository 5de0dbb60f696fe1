import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  padAccountResponseSchema,
  paymentAttemptResponseSchema,
  sandboxAuthenticateBodySchema,
  sandboxBankSetupBodySchema,
  sandboxCardBodySchema,
  savedCardResponseSchema,
} from '../../../core/schemas/payment';
import { PaymentProviderError } from '../../adapters/payments/payment-provider';
import { SandboxPaymentProvider } from '../../adapters/payments/sandbox-payment-provider';
import { checkTestCard } from '../../adapters/payments/sandbox-test-cards';
import { ApiError, badRequest, notFound } from '../../http/api-error';
import { requireCustomer } from '../../plugins/auth';
import { applyIntent } from '../../services/payments/apply-intent';
import { bindOnlineAccount } from '../../services/payments/pad-accounts';
import { viaProvider } from '../../services/payments/payment-context';
import { attemptView } from '../../services/payments/pay-order';
import { findProviderCustomer } from '../../services/payments/provider-customers';
import { actorOf } from './idempotency-key';

const CARD_REFUSALS = {
  number_invalid: 'validation.card_number_invalid',
  not_test_card: 'validation.card_not_test_card',
  expired: 'validation.card_expired',
  cvc_invalid: 'validation.card_cvc_invalid',
} as const;

/** A second confirmation of one setup intent is refused plainly; viaProvider maps the other refusals. */
async function sandboxCall<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof PaymentProviderError && error.code === 'invalid_request') throw badRequest('SETUP_INTENT_USED', 'payment.setup_intent_used');
    throw error;
  }
}

/**
 * The offline sandbox's stand-ins for what Stripe.js does in the browser (confirmCardSetup,
 * confirmAcssDebitSetup, the 3-D Secure page). Card numbers reach our server only here, and only
 * Stripe's published test cards are taken. With PAYMENT_PROVIDER=stripe these paths do not exist.
 */
const sandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const sandbox = () => {
    if (!(app.payments instanceof SandboxPaymentProvider)) throw new ApiError(404, 'NOT_FOUND', 'errors.not_found');
    return app.payments;
  };
  app.addHook('onRequest', async () => {
    sandbox();
  });
  app.addHook('preValidation', async (request) => {
    await requireCustomer(request);
  });

  const providerCustomer = async (customerId: number, key: string) => {
    const id = await findProviderCustomer(app, customerId);
    if (!id) throw notFound('SETUP_INTENT_NOT_FOUND', key);
    return id;
  };

  app.post('/api/payment/sandbox/confirm_setup', { schema: { body: sandboxCardBodySchema, response: { 200: savedCardResponseSchema } } }, async (request) => {
    const { customerId } = await requireCustomer(request);
    const body = request.body;
    const card = { number: body.card_no, expMonth: body.exp_month, expYear: body.exp_year, cvc: body.cvc };
    const check = checkTestCard(card, app.clock());
    if (!check.ok) throw badRequest('CARD_REFUSED', CARD_REFUSALS[check.reason]);
    const providerCustomerId = await providerCustomer(customerId, 'payment.setup_intent_not_found');
    const saved = await viaProvider(
      () => sandboxCall(() => sandbox().confirmCardSetup(body.setup_intent_id, providerCustomerId, card)),
      'payment.setup_intent_not_found',
    );
    return { status: 1 as const, data: saved };
  });

  app.post(
    '/api/payment/sandbox/confirm_bank_setup',
    { schema: { body: sandboxBankSetupBodySchema, response: { 200: padAccountResponseSchema } } },
    async (request) => {
      const { customerId } = await requireCustomer(request);
      const body = request.body;
      const providerCustomerId = await providerCustomer(customerId, 'pad.setup_intent_not_found');
      await viaProvider(
        () =>
          sandboxCall(
            () =>
              sandbox().confirmBankSetup(body.setup_intent_id, providerCustomerId, {
                institutionNumber: body.institution_number,
                transitNumber: body.transit_number,
                accountNumber: body.account_number,
                holderName: body.holder_name,
                email: '',
              }),
          ),
        'pad.setup_intent_not_found',
      );
      // What Stripe.js leaves to the page: tell our server the bank connection is done.
      return { status: 1 as const, data: await bindOnlineAccount(app, { customerId, setupIntentId: body.setup_intent_id }) };
    },
  );

  app.post(
    '/api/payment/sandbox/authenticate',
    { schema: { body: sandboxAuthenticateBodySchema, response: { 200: paymentAttemptResponseSchema } } },
    async (request) => {
      const who = await requireCustomer(request);
      const providerCustomerId = await providerCustomer(who.customerId, 'payment.intent_not_found');
      const intent = await viaProvider(
        () => sandbox().authenticate(request.body.intent_id, providerCustomerId, request.body.outcome).catch(authRefusal),
        'payment.intent_not_found',
      );
      const outcome = await applyIntent(app.db, { intent, provider: app.payments.name, now: app.clock(), actor: actorOf(who) });
      const orderId = outcome?.orderId ?? Number(intent.metadata.order_id);
      return { status: 1 as const, data: attemptView(orderId, intent, request.t) };
    },
  );
};

function authRefusal(error: unknown): never {
  if (error instanceof PaymentProviderError && error.code === 'invalid_request') throw badRequest('NO_AUTHENTICATION_NEEDED', 'payment.authentication_not_needed');
  throw error;
}

export default sandboxRoutes;
