import fp from 'fastify-plugin';
import type { PaymentProvider } from '../adapters/payments/payment-provider';

declare module 'fastify' {
  interface FastifyInstance {
    /** Cards and PAD: the offline sandbox, or Stripe with PAYMENT_PROVIDER=stripe. */
    payments: PaymentProvider;
  }
}

/** Placeholder: decorates the app with the configured payment provider. */
const paymentsPlugin = fp(async () => {}, { name: 'payments' });

export default paymentsPlugin;
