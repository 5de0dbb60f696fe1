import type { RouteObject } from 'react-router';

const extra = {
  supplyLanding: async () => ({ Component: (await import('./extra/supply-landing-page')).SupplyLandingPage }),
  bannerPage: async () => ({ Component: (await import('./extra/banner-page')).BannerPage }),
  city: async () => ({ Component: (await import('./extra/city-page')).CityPage }),
  shop: async () => ({ Component: (await import('./extra/shop-page')).ShopPage }),
  authToken: async () => ({ Component: (await import('./extra/auth-token-page')).AuthTokenPage }),
  checksum: async () => ({ Component: (await import('./extra/checksum-page')).ChecksumPage }),
};

/**
 * Spec §2.1: /supply-landing, /banner-page, /cities/:cityId?, /shop/:shopId? and /auth_token/:token?,
 * mounted unprefixed and under /:lang like every page; each its own lazily loaded chunk.
 */
export function landingRoutes(): RouteObject[] {
  return [
    { path: 'supply-landing', lazy: extra.supplyLanding },
    { path: 'banner-page', lazy: extra.bannerPage },
    { path: 'cities/:cityId?', lazy: extra.city },
    { path: 'shop/:shopId?', lazy: extra.shop },
    { path: 'auth_token/:token?', lazy: extra.authToken },
  ];
}

/** Spec §2.1: /checksum exists without a prefix only (so /cn/checksum is the 404 page). */
export function unprefixedOnlyRoutes(): RouteObject[] {
  return [{ path: 'checksum', lazy: extra.checksum }];
}
