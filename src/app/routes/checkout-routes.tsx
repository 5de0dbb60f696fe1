import type { RouteObject } from 'react-router';

/**
 * The checkout (spec §2.1 /payment?addressType=delivery|pickup, §2.8): the page composes the checkout
 * feature with the payments feature's method picker and pay call. Mounted unprefixed and under
 * /:lang by the router; its own lazy chunk.
 */
export function checkoutRoutes(): RouteObject[] {
  return [
    {
      path: 'payment',
      lazy: async () => ({ Component: (await import('./checkout/payment-page')).PaymentPage }),
    },
  ];
}
