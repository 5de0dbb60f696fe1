/**
 * Which URLs the window may navigate to or accept IPC from: only the app's own origin.
 * Compared on parsed protocol + host (host includes the port), never with string prefixes:
 * `http://localhost:5173.evil.test` or `http://localhost:5173@evil.test` must not pass.
 * Origins of custom schemes (app://) serialise as "null" in WHATWG URL, so `origin` alone is unsafe.
 */
export function isAllowedNavigation(url: string, appOrigin: string): boolean {
  const target = parseUrl(url);
  const app = parseUrl(appOrigin);
  if (!target || !app) return false;
  if (!app.host) return false;
  return target.protocol === app.protocol && target.host === app.host;
}

function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** The slice of Electron's WebContents the guards need, so they can be tested without Electron. */
export interface NavigationEvent {
  url: string;
  preventDefault(): void;
}
export interface GuardedContents {
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }): void;
  on(event: 'will-navigate', listener: (event: NavigationEvent) => void): unknown;
  on(event: 'will-redirect', listener: (event: NavigationEvent) => void): unknown;
}

/** New windows are always denied; navigations and redirects leave the app origin never. */
export function installNavigationGuards(
  contents: GuardedContents,
  appOrigin: string,
  onBlocked: (url: string) => void = () => {},
): void {
  contents.setWindowOpenHandler(({ url }) => {
    onBlocked(url);
    return { action: 'deny' };
  });
  const guard = (event: NavigationEvent) => {
    if (!isAllowedNavigation(event.url, appOrigin)) {
      event.preventDefault();
      onBlocked(event.url);
    }
  };
  contents.on('will-navigate', guard);
  contents.on('will-redirect', guard);
}
