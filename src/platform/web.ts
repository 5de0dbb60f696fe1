import { APP_VERSION } from '../../core/request-signature';
import { env } from '../config/env';
import { localStorageAdapter } from './local-storage';
import type { Platform } from './platform';

/** The web build talks to its own origin unless VITE_API_URL points elsewhere. */
export function createWebPlatform(): Platform {
  return {
    kind: 'web',
    apiBaseUrl: trimSlash(env.apiUrl ?? window.location.origin),
    storage: localStorageAdapter('supply-desk:'),
    appVersion: async () => APP_VERSION,
  };
}

export const trimSlash = (url: string): string => url.replace(/\/+$/, '');
