import type { RouteObject } from 'react-router';

/** Claims (issue 15): /warehouse/claims, the warehouse's queue; the buyer's side lives on the order detail. */
export function claimsRoutes(): RouteObject[] {
  return [{ path: 'warehouse/claims', lazy: async () => ({ Component: (await import('./warehouse/claims-page')).WarehouseClaimsPage }) }];
}
