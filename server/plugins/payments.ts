import fp from 'fastify-plugin';
import { createPaymentProvider } from '../adapters/payments/create-payment-provider';
import type { PaymentProvider } from '../adapters/payments/payment-provider';

declare module 'fastify' {
  interface FastifyInstance {
    /** Cards and PAD: the offline sandbox, or Stripe with PAYMENT_PROVIDER=stripe. */
    payments: PaymentProvider;
  }
}

/** Decorates the app with the configured payment provider; a misconfigured one fails the start. */
const paymentsPlugin = fp(
  async (app) => {
    app.decorate('payments', createPaymentProvider(app.config, { db: app.db, clock: () => app.clock() }));
  },
  { name: 'payments' },
);

export default paymentsPlugin;
