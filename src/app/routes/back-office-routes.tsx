import type { RouteObject } from 'react-router';

/**
 * The back office (issue 17): /back-office and its areas. Each page is its own lazy chunk and guards
 * itself with RequireStaff role="manager" (managers and supervisors); its tab is listed in
 * BACK_OFFICE_AREAS (src/components/back-office-frame.tsx).
 */
export function backOfficeRoutes(): RouteObject[] {
  return [
    { path: 'back-office', lazy: async () => ({ Component: (await import('./back-office/overview-page')).BackOfficeOverviewPage }) },
    { path: 'back-office/products/:productId?', lazy: async () => ({ Component: (await import('./back-office/products-page')).BackOfficeProductsPage }) },
    { path: 'back-office/customers', lazy: async () => ({ Component: (await import('./back-office/customers-page')).BackOfficeCustomersPage }) },
    { path: 'back-office/banners', lazy: async () => ({ Component: (await import('./back-office/banners-page')).BackOfficeBannersPage }) },
    { path: 'back-office/settings', lazy: async () => ({ Component: (await import('./back-office/settings-page')).BackOfficeSettingsPage }) },
    { path: 'back-office/promotions', lazy: async () => ({ Component: (await import('./back-office/promotions-page')).BackOfficePromotionsPage }) },
    { path: 'back-office/price-lists', lazy: async () => ({ Component: (await import('./back-office/price-lists-page')).BackOfficePriceListsPage }) },
    { path: 'back-office/import', lazy: async () => ({ Component: (await import('./back-office/import-page')).BackOfficeImportPage }) },
  ];
}
