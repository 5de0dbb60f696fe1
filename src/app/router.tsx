import { lazy, Suspense, type ComponentType } from 'react';
import { BrowserRouter, HashRouter, useRoutes, type RouteObject } from 'react-router';
import { platform } from '../platform';
import { accountRoutes } from './routes/account-routes';
import { agentRoutes } from './routes/agent-routes';
import { backOfficeRoutes } from './routes/back-office-routes';
import { checkoutRoutes } from './routes/checkout-routes';
import { driverRoutes } from './routes/driver-routes';
import { landingRoutes, unprefixedOnlyRoutes } from './routes/landing-routes';
import { LocaleScope } from './routes/locale-scope';
import { trackNavigation } from './routes/navigation-pending';
import { NotFoundPage } from './routes/not-found-page';
import { orderRoutes } from './routes/order-routes';
import { productAndInfoRoutes } from './routes/product-and-info-routes';
import { Root, RootFallback } from './routes/root';
import { RouteErrorBoundary } from './routes/route-error-page';
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
  ];
}

type PageLoader = () => Promise<{ Component: ComponentType }>;
const lazyPages = new WeakMap<PageLoader, ComponentType>();

/**
 * A route's `lazy` page as a component that loads its code on first render (one component per loader:
 * /, /home, /fr and /fr/home share one). The navigation counts as loading until the code is in.
 */
function lazyPage(load: PageLoader): ComponentType {
  let page = lazyPages.get(load);
  if (!page) {
    page = lazy(() => trackNavigation(load()).then(({ Component }) => ({ default: Component })));
    lazyPages.set(load, page);
  }
  return page;
}

/**
 * The route tables (src/app/routes/*-routes.tsx) name each page's code as `lazy: () => import(...)`;
 * the declarative router renders them as lazy components. (Declarative routes rather than a data
 * router: the data router's code was 18 KB gzip of every first page, for loaders we have one of.)
 */
function withLazyPages(routes: RouteObject[]): RouteObject[] {
  return routes.map(({ lazy: load, children, ...route }) => {
    if (typeof load === 'function') Object.assign(route, { Component: lazyPage(load as PageLoader) });
    return (children ? { ...route, children: withLazyPages(children) } : route) as RouteObject;
  });
}

export const routes: RouteObject[] = withLazyPages([
  {
    path: '/',
    Component: Root,
    children: [
      { Component: LocaleScope, children: pageRoutes(false) },
      { path: ':lang', Component: LocaleScope, children: pageRoutes(true) },
    ],
  },
]);

function AppRoutes() {
  return useRoutes(routes);
}

/** Layout errors fall through to here; page errors render inside the layout (LocaleScope). */
function RoutesWithFallbacks() {
  return (
    <RouteErrorBoundary>
      {/* While the first page's guards and code load (later navigations keep the page on screen). */}
      <Suspense fallback={<RootFallback />}>
        <AppRoutes />
      </Suspense>
    </RouteErrorBoundary>
  );
}

/**
 * The desktop build is served from app://bundle/index.html with relative asset URLs, so it routes on
 * the hash; the web build uses real paths.
 */
export function AppRouter() {
  return platform.kind === 'desktop' ? (
    <HashRouter>
      <RoutesWithFallbacks />
    </HashRouter>
  ) : (
    <BrowserRouter>
      <RoutesWithFallbacks />
    </BrowserRouter>
  );
}

