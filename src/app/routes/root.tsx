import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { LoadingOverlay } from '../../components/loading-overlay';
import { LogoMark } from '../../components/logo-mark';
import type { FirstScreenName } from '../../../core/first-screen';
import { appShellDraws, releaseAppShell, releaseAppShellLater } from '../../lib/app-shell';
import { stripLocale } from '../../lib/locale';
import { AgentLinkHost } from '../agent-link/agent-link-host';
import { useScrollRestoration } from './scroll-restoration';

/** The pages whose first screen index.html's shell holds, by path (without its language prefix). */
const SHELL_PAGES: readonly { screen: FirstScreenName; path: RegExp }[] = [
  { screen: 'supply', path: /^\/supply(?:\/|$)/ },
  { screen: 'home', path: /^\/(?:home\/?)?$/ },
  { screen: 'product', path: /^\/product\// },
  { screen: 'results', path: /^\/results\/?$/ },
];

export function Root() {
  const { pathname } = useLocation();
  // index.html's shell goes once a page renders, unless it shows this page's own first screen: that
  // page takes it away once its content is in (the supply page's menu, the home page's banners, the
  // product's or the search's answer).
  useEffect(() => {
    const page = stripLocale(pathname);
    if (SHELL_PAGES.some(({ screen, path }) => path.test(page) && appShellDraws(screen))) return;
    releaseAppShell();
  }, [pathname]);
  useEffect(releaseAppShellLater, []);
  useScrollRestoration();
  return (
    <>
      <Outlet />
      <AgentLinkHost />
    </>
  );
}

/** The category pills' placeholders: width and shade of each. */
const CATEGORY_PILL_LOOKS = ['w-28 bg-line', 'w-24 bg-line/60', 'w-28 bg-line/60'];

/**
 * The app shell of index.html (the navbar's logo row and a few card placeholders, no words), drawn
 * again by React while the first route's code loads, for when index.html's own shell is gone first
 * (src/lib/app-shell.ts). Keep the two alike.
 */
export function AppShell() {
  return (
    <div className="flex min-h-dvh flex-col" aria-hidden="true">
      <div className="h-10 border-b border-line bg-canvas" />
      <div className="border-b border-line bg-surface">
        <div className="container-page flex min-h-16 items-center gap-2.5 py-2.5 lg:h-16 lg:py-0">
          <LogoMark className="shrink-0" />
          <span className="h-5 w-28 rounded-control bg-canvas" />
        </div>
        <div className="container-page pb-2.5 lg:hidden">
          <span className="block h-11 rounded-control border border-line-strong" />
        </div>
      </div>
      <div className="container-page grid gap-6 py-6 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10 lg:py-10">
        <div className="min-w-0">
          <span className="mb-2 block h-4 w-24 rounded-control bg-line/60" />
          <div className="flex gap-2 overflow-hidden lg:flex-col">
            {CATEGORY_PILL_LOOKS.map((look) => (
              <span key={look} className={`h-[38px] shrink-0 rounded-full lg:w-full lg:rounded-control ${look}`} />
            ))}
          </div>
        </div>
        <div className="min-w-0">
          <div className="mb-5 border-b border-line pb-3">
            <span className="block h-8 w-48 rounded-control bg-line/60 sm:h-9" />
          </div>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 xl:grid-cols-4">
            {[0, 1, 2, 3].map((i) => (
              <span key={i} className="aspect-square rounded-card bg-line" />
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}

/** Shown while the first page's guards and code load (src/app/router.tsx). */
export function RootFallback() {
  return (
    <>
      <AppShell />
      <LoadingOverlay />
    </>
  );
}
