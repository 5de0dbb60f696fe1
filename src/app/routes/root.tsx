import { Outlet, ScrollRestoration } from 'react-router';
import { LoadingOverlay } from '../../components/loading-overlay';
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

/** Shown while the first route's code and loaders resolve. */
export function RootFallback() {
  return <LoadingOverlay />;
}
