import { Outlet, ScrollRestoration } from 'react-router';
import { LoadingOverlay } from '../../components/loading-overlay';
import { LogoMark } from '../../components/logo-mark';
import { AgentLinkHost } from '../agent-link/agent-link-host';

export function Root() {
  return (
    <>
      <Outlet />
      <AgentLinkHost />
      <ScrollRestoration />
    </>
  );
}

/**
 * The app shell of index.html (the navbar's logo row and a few card placeholders, no words), drawn
 * again by React so the first route's loading does not blank what the HTML already painted. Keep the
 * two alike.
 */
export function AppShell() {
  return (
    <div className="flex min-h-dvh flex-col" aria-hidden="true">
      <div className="border-b border-line bg-surface">
        <div className="container-page flex min-h-16 items-center gap-2.5 py-2.5 lg:h-16 lg:py-0">
          <LogoMark className="shrink-0" />
          <span className="h-5 w-28 rounded-control bg-canvas" />
        </div>
      </div>
      <div className="container-page grid grid-cols-2 gap-4 py-6 sm:grid-cols-3 lg:py-10 xl:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <span key={i} className="aspect-square rounded-card bg-line" />
        ))}
      </div>
    </div>
  );
}

/** Shown while the first route's code and loaders resolve. */
export function RootFallback() {
  return (
    <>
      <AppShell />
      <LoadingOverlay />
    </>
  );
}
