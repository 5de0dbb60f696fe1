import { createBrowserRouter, createHashRouter, type RouteObject } from 'react-router';
import { platform } from '../platform';
import { accountRoutes } from './routes/account-routes';
import { agentRoutes } from './routes/agent-routes';
import { backOfficeRoutes } from './routes/back-office-routes';
import { checkoutRoutes } from './routes/checkout-routes';
import { driverRoutes } from './routes/driver-routes';
import { landingRoutes, unprefixedOnlyRoutes } from './routes/landing-routes';
import { alwaysRevalidate, LocaleScope, localeLoader } from './routes/locale-scope';
import { NotFoundPage } from './routes/not-found-page';
import { orderRoutes } from './routes/order-routes';
import { productAndInfoRoutes } from './routes/product-and-info-routes';
import { Root, RootFallback } from './routes/root';
import { RouteErrorPage } from './routes/route-error-page';
import { warehouseRoutes } from './routes/warehouse-routes';

const homePage = async () => ({ Component: (await import('./routes/home/home-route')).HomeRoute });
const supplyPage = async () => ({
  Component: (await import('../features/catalogue/components/supply-page')).SupplyPage,
});
const resultsPage = async () => ({
  Component: (await import('../features/search/components/results-page')).ResultsPage,
});

/** The pages, mounted once unprefixed (en) and once under /:lang (cn, fr); spec §2.1. */
function pageRoutes(prefixed: boolean): RouteObject[] {
  return [
    {
      // Page errors render inside the layout; layout errors fall through to the root.
      errorElement: <RouteErrorPage />,
      children: [
        { index: true, lazy: homePage },
        { path: 'home', lazy: homePage },
        { path: 'supply/:category?', lazy: supplyPage },
        { path: 'results', lazy: resultsPage },
        ...landingRoutes(),
        ...(prefixed ? [] : unprefixedOnlyRoutes()),
        ...productAndInfoRoutes(),
        ...accountRoutes(),
        ...orderRoutes(),
        ...checkoutRoutes(),
        ...agentRoutes(),
        ...driverRoutes(),
        ...warehouseRoutes(),
        ...backOfficeRoutes(),
        { path: '*', Component: NotFoundPage },
      ],
    },
  ];
}

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: Root,
    HydrateFallback: RootFallback,
    errorElement: <RouteErrorPage />,
    children: [
      { loader: localeLoader, shouldRevalidate: alwaysRevalidate, Component: LocaleScope, children: pageRoutes(false) },
      {
        path: ':lang',
        loader: localeLoader,
        shouldRevalidate: alwaysRevalidate,
        Component: LocaleScope,
        children: pageRoutes(true),
      },
    ],
  },
];

/**
 * The desktop build is served from app://bundle/index.html with relative asset URLs, so it routes on
 * the hash; the web build uses real paths.
 */
export function createAppRouter() {
  return platform.kind === 'desktop' ? createHashRouter(routes) : createBrowserRouter(routes);
}
