import type { Stripe } from '@stripe/stripe-js';

/** Stripe.js could not be loaded (offline, blocked by a content policy): the UI says so clearly. */
export class StripeUnavailableError extends Error {
  constructor() {
    super('Stripe.js could not be loaded');
    this.name = 'StripeUnavailableError';
  }
}

const loading = new Map<string, Promise<Stripe>>();

/**
 * Stripe.js for a publishable key, loaded on first use only (the `pure` entry does not inject the
 * script at import, so the sandbox never contacts Stripe). loadStripe rejects offline within
 * milliseconds (STACK.md); a failed load is forgotten so the next try loads again.
 */
export function getStripe(publishableKey: string): Promise<Stripe> {
  const known = loading.get(publishableKey);
  if (known) return known;
  const promise = import('@stripe/stripe-js/pure')
    .then(({ loadStripe }) => loadStripe(publishableKey))
    .then((stripe) => {
      if (!stripe) throw new StripeUnavailableError();
      return stripe;
    })
    .catch((error: unknown) => {
      loading.delete(publishableKey);
      throw error instanceof StripeUnavailableError ? error : new StripeUnavailableError();
    });
  loading.set(publishableKey, promise);
  return promise;
}
