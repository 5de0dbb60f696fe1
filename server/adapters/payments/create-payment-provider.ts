import type { ServerConfig } from '../../config';
import type { Database } from '../../db/client';
import type { PaymentProvider } from './payment-provider';
import { SandboxPaymentProvider } from './sandbox-payment-provider';
import { StripePaymentProvider } from './stripe-payment-provider';

type PaymentConfig = Pick<
  ServerConfig,
  'PAYMENT_PROVIDER' | 'STRIPE_SECRET_KEY' | 'STRIPE_PUBLISHABLE_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_API_BASE' | 'PAD_SANDBOX_DELAY_MS'
>;

/** The provider PAYMENT_PROVIDER names; stripe without its keys stops the server at start, saying why. */
export function createPaymentProvider(config: PaymentConfig, deps: { db: Database; clock: () => Date }): PaymentProvider {
  if (config.PAYMENT_PROVIDER === 'stripe') {
    const missing = (['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const).filter((k) => !config[k]);
    if (missing.length > 0) {
      throw new Error(
        `PAYMENT_PROVIDER=stripe needs ${missing.join(', ')}: the secret key (sk_…) and publishable key (pk_…) ` +
          'from the Stripe dashboard, and the signing secret (whsec_…) of the webhook endpoint ' +
          '/api/payment/stripe/webhook. Set them, or leave PAYMENT_PROVIDER unset for the offline sandbox.',
      );
    }
    if (!config.STRIPE_SECRET_KEY!.startsWith('sk_') && !config.STRIPE_SECRET_KEY!.startsWith('rk_')) {
      throw new Error('STRIPE_SECRET_KEY must be a Stripe secret key (sk_live_…, sk_test_…) or restricted key (rk_…).');
    }
    if (!config.STRIPE_PUBLISHABLE_KEY!.startsWith('pk_')) {
      throw new Error('STRIPE_PUBLISHABLE_KEY must be a Stripe publishable key (pk_live_…, pk_test_…).');
    }
    return new StripePaymentProvider({
      secretKey: config.STRIPE_SECRET_KEY!,
      publishableKey: config.STRIPE_PUBLISHABLE_KEY!,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET!,
      apiBase: config.STRIPE_API_BASE,
    });
  }
  return new SandboxPaymentProvider(deps.db, deps.clock, config.PAD_SANDBOX_DELAY_MS);
}
