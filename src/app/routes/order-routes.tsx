import type { RouteObject } from 'react-router';

/**
 * Orders and payment results (spec §2.1, §2.8): /orders, /recent-order, /orderDetail?orderId=,
 * /payment-result?orderId=, /standing-orders and /readback?token= (issue 20). Mounted unprefixed and under /:lang by the router; each page is its own
 * lazy chunk and asks for a login like the account pages.
 */
export function orderRoutes(): RouteObject[] {
  return [
    { path: 'orders', lazy: async () => ({ Component: (await import('./orders/orders-page')).OrdersPage }) },
    { path: 'recent-order', lazy: async () => ({ Component: (await import('./orders/orders-page')).RecentOrdersPage }) },
    { path: 'orderDetail', lazy: async () => ({ Component: (await import('./orders/order-detail-page')).OrderDetailPage }) },
    { path: 'standing-orders', lazy: async () => ({ Component: (await import('./orders/standing-orders-page')).StandingOrdersPage }) },
    { path: 'readback', lazy: async () => ({ Component: (await import('./orders/readback-page')).ReadbackPage }) },
    { path: 'substitution', lazy: async () => ({ Component: (await import('./orders/substitution-offer-page')).SubstitutionOfferPage }) },
    { path: 'payment-result', lazy: async () => ({ Component: (await import('./orders/payment-result-page')).PaymentResultPage }) },
  ];
}
