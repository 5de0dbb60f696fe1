import type { RouteObject } from 'react-router';

/**
 * The signed-in customer's pages (spec §2.1, §2.8): /addressBook, /coupons, /favourites, /profile,
 * /sign-in. Mounted unprefixed and under /:lang by the router; each page is its own lazy chunk.
 * The account pages ask for a login themselves (features/account/hooks/use-require-login).
 */
export function accountRoutes(): RouteObject[] {
  return [
    {
      path: 'addressBook',
      lazy: async () => ({
        Component: (await import('../../features/account/components/pages/address-book-page')).AddressBookPage,
      }),
    },
    {
      path: 'coupons',
      lazy: async () => ({
        Component: (await import('../../features/account/components/pages/coupons-page')).CouponsPage,
      }),
    },
    {
      path: 'favourites',
      lazy: async () => ({
        Component: (await import('../../features/account/components/pages/favourites-page')).FavouritesPage,
      }),
    },
    {
      path: 'profile',
      lazy: async () => ({
        Component: (await import('../../features/account/components/pages/profile-page')).ProfilePage,
      }),
    },
    {
      path: 'sign-in',
      lazy: async () => ({ Component: (await import('../../features/account/components/sign-in-page')).SignInPage }),
    },
  ];
}
