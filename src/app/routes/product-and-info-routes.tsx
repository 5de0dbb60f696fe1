import type { RouteObject } from 'react-router';

/**
 * Product detail and the information pages (spec §2.1, §2.8): /product/:productId?,
 * /product-detail/:id?, /delivery-schedule, /about-us, /contact-us and the policy pages.
 * Mounted unprefixed and under /:lang by the router.
 */
export function productAndInfoRoutes(): RouteObject[] {
  return [];
}
