import type { RouteObject } from 'react-router';

/** The driver's screen (issue 15): /driver, its own lazy chunk; the staff session guards it. */
export function driverRoutes(): RouteObject[] {
  return [{ path: 'driver', lazy: async () => ({ Component: (await import('./driver/driver-page')).DriverPage }) }];
}
