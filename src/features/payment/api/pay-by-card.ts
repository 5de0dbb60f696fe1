import type { Locale } from '../../../../core/schemas/common';
import { paymentAttemptSchema, type PaymentAttempt } from '../../../../core/schemas/payment';
import { requestParsed } from '../../../lib/request-parsed';

/** POST /api/payment/stripe/order_payment_intent: charges the order on a saved card (one idempotency key per attempt). */
export function createOrderPaymentIntent(
  body: { order_id: number; payment_method_id: string; idempotency_key: string },
  locale: Locale,
): Promise<PaymentAttempt> {
  return requestParsed(paymentAttemptSchema, '/api/payment/stripe/order_payment_intent', { locale, method: 'POST', body });
}

/** POST /api/payment/sandbox/authenticate: the outcome of the sandbox's 3-D Secure page. */
export function authenticateSandboxPayment(
  body: { intent_id: string; outcome: 'complete' | 'fail' },
  locale: Locale,
): Promise<PaymentAttempt> {
  return requestParsed(paymentAttemptSchema, '/api/payment/sandbox/authenticate', { locale, method: 'POST', body });
}
