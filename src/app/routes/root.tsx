import { Outlet, ScrollRestoration } from 'react-router';
import { LoadingBox } from '../../components/loading-box';

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
  return (
    <div className="grid min-h-dvh place-items-center p-6">
      <LoadingBox className="w-full max-w-xs border-none bg-transparent" />
    </div>
  );
}
