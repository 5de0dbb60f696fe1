import { isAllowedNavigation } from './navigation-policy';

/**
 * Which web permissions the desktop window gets (issue 19): 'geolocation' for the app's own origin
 * (the agent console's "Current location"), nothing else, for nobody else. A request from a frame or
 * page of another origin, or embedded in one, is refused. Pure, so it is tested without Electron.
 */
export const ALLOWED_PERMISSIONS: ReadonlySet<string> = new Set(['geolocation']);

export interface PermissionAsk {
  permission: string;
  /** The URL of the frame asking (Electron's details.requestingUrl), or its origin when only that is known. */
  requestingUrl?: string;
  /** The origin of the top-level page the asking frame is embedded in (permission checks give it). */
  embeddingOrigin?: string;
}

export function isPermissionAllowed(ask: PermissionAsk, appOrigin: string): boolean {
  if (!ALLOWED_PERMISSIONS.has(ask.permission)) return false;
  if (!ask.requestingUrl || !isAllowedNavigation(ask.requestingUrl, appOrigin)) return false;
  if (ask.embeddingOrigin !== undefined && ask.embeddingOrigin !== '' && !isAllowedNavigation(ask.embeddingOrigin, appOrigin)) return false;
  return true;
}

/** Electron's setPermissionRequestHandler, on the decision above. */
export function permissionRequestHandler(appOrigin: string) {
  return (_contents: unknown, permission: string, callback: (granted: boolean) => void, details: { requestingUrl?: string }) =>
    callback(isPermissionAllowed({ permission, requestingUrl: details.requestingUrl }, appOrigin));
}

/** Electron's setPermissionCheckHandler (synchronous checks such as navigator.permissions.query). */
export function permissionCheckHandler(appOrigin: string) {
  return (_contents: unknown, permission: string, requestingOrigin: string, details: { requestingUrl?: string; embeddingOrigin?: string }) =>
    isPermissionAllowed({ permission, requestingUrl: details.requestingUrl || requestingOrigin, embeddingOrigin: details.embeddingOrigin }, appOrigin);
}
