import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noQuerySchema } from '../../../core/schemas/common';
import { paymentConfigResponseSchema } from '../../../core/schemas/payment';
import { formatCardNumber, SHOWN_TEST_CARDS, TEST_CARDS } from '../../adapters/payments/sandbox-test-cards';
import cardRoutes from './card-routes';
import remindRoutes from './remind-routes';
import sandboxRoutes from './sandbox-routes';
import webhookRoutes from './webhook-routes';

/**
 * Payments (spec §7 Payments): card paths sit under /api/payment/stripe/… whichever provider runs;
 * /api/payment/sandbox/… are the offline sandbox's stand-ins for Stripe.js (404 with Stripe);
 * the Stripe webhook is the only call without a session.
 */
const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/payment/config', { schema: { querystring: noQuerySchema, response: { 200: paymentConfigResponseSchema } } }, async () => {
    const sandbox = app.payments.name === 'sandbox';
    const testCards = sandbox
      ? SHOWN_TEST_CARDS.map((number) => {
          const card = TEST_CARDS.find((c) => c.number === number)!;
          return { number: formatCardNumber(number), behaviour: card.behaviour };
        })
      : [];
    return { status: 1 as const, data: { provider: app.payments.name, publishable_key: app.payments.publishableKey, test_cards: testCards } };
  });

  await app.register(cardRoutes);
  await app.register(remindRoutes);
  await app.register(sandboxRoutes);
  await app.register(webhookRoutes);
};

export default paymentsRoutes;
