import { DEFAULT_DESKTOP_API_URL, type DesktopApi } from '../../electron/shared/desktop-api';
import { env } from '../config/env';
import { createDesktopAgentLinks } from './desktop-agent-link';
import { createDesktopBulkInvoices, createDesktopSaveFile } from './desktop-files';
import { createDesktopStorage } from './desktop-storage';
import { localStorageAdapter } from './local-storage';
import type { Platform } from './platform';
import { trimSlash } from './web';

declare global {
  interface Window {
    /** Exposed by electron/preload in the desktop app only; read it in src/platform/ only. */
    readonly desktop?: DesktopApi;
  }
}

/** The desktop console is served from app://bundle, so the API origin is always explicit. */
export function createDesktopPlatform(bridge: DesktopApi): Platform {
  const { storage, secureStorage } = createDesktopStorage(bridge, localStorageAdapter('supply-desk:'));
  return {
    kind: 'desktop',
    apiBaseUrl: trimSlash(env.apiUrl ?? DEFAULT_DESKTOP_API_URL),
    storage,
    secureStorage,
    appVersion: () => bridge.appVersion(),
    onAgentLink: createDesktopAgentLinks(bridge),
    saveFile: createDesktopSaveFile(bridge),
    bulkInvoices: createDesktopBulkInvoices(bridge),
  };
}
