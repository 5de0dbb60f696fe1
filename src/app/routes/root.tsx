import { Outlet, ScrollRestoration } from 'react-router';
import { LoadingOverlay } from '../../components/loading-overlay';

export function Root() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/** Shown while the first route's code and loaders resolve. */
export function RootFallback() {
  return <LoadingOverlay />;
}
