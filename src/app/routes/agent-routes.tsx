import type { RouteObject } from 'react-router';

/**
 * The agent console (issue 7): /agent (staff sign-in), /agent/customers (customer finder),
 * /agent/orders and /agent/orders/:orderId (order tables and detail), /agent/audit, and
 * /quick-order (bulk order entry, for agents and for buyers who know their codes). Each page is its
 * own lazy chunk; the staff pages guard themselves with the staff session.
 */
export function agentRoutes(): RouteObject[] {
  return [
    { path: 'agent', lazy: async () => ({ Component: (await import('./agent/sign-in-page')).AgentSignInPage }) },
    { path: 'agent/customers', lazy: async () => ({ Component: (await import('./agent/customers-page')).AgentCustomersPage }) },
    { path: 'agent/orders', lazy: async () => ({ Component: (await import('./agent/orders-page')).AgentOrdersPage }) },
    { path: 'agent/orders/:orderId', lazy: async () => ({ Component: (await import('./agent/order-detail-page')).AgentOrderDetailPage }) },
    { path: 'agent/inbox', lazy: async () => ({ Component: (await import('./agent/inbox-page')).AgentInboxPage }) },
    { path: 'agent/audit', lazy: async () => ({ Component: (await import('./agent/audit-page')).AgentAuditPage }) },
    { path: 'order-guide', lazy: async () => ({ Component: (await import('./agent/order-guide-page')).OrderGuidePage }) },
    { path: 'agent/analytics', lazy: async () => ({ Component: (await import('./agent/analytics-page')).AgentAnalyticsPage }) },
    { path: 'quick-order', lazy: async () => ({ Component: (await import('./agent/quick-order-page')).QuickOrderPage }) },
  ];
}
