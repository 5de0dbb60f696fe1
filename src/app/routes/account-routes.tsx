import type { RouteObject } from 'react-router';

/**
 * The signed-in customer's pages (spec §2.1, §2.8): /addressBook, /coupons, /favourites, /profile,
 * /sign-in. Mounted unprefixed and under /:lang by the router; each page is its own lazy chunk.
 */
export function accountRoutes(): RouteObject[] {
  return [];
}
