import { APP_VERSION } from '../../core/request-signature';
import { env } from '../config/env';
import { localStorageAdapter } from './local-storage';
import type { Platform, PlatformAgentLinkEvent } from './platform';
import { readAgentLinkQuery } from './web-agent-link';

/** The web build talks to its own origin unless VITE_API_URL points elsewhere. */
export function createWebPlatform(): Platform {
  const storage = localStorageAdapter('supply-desk:');
  let pendingLink: PlatformAgentLinkEvent | null = takeLinkFromAddressBar();
  const listeners = new Set<(event: PlatformAgentLinkEvent) => void>();
  return {
    kind: 'web',
    apiBaseUrl: trimSlash(env.apiUrl ?? window.location.origin),
    storage,
    secureStorage: {
      available: async () => true,
      get: (key) => storage.get(key),
      set: async (key, value) => {
        await storage.set(key, value);
        return { persisted: true };
      },
      remove: (key) => storage.remove(key),
    },
    appVersion: async () => APP_VERSION,
    onAgentLink(listener) {
      listeners.add(listener);
      if (pendingLink) {
        const event = pendingLink;
        pendingLink = null;
        queueMicrotask(() => listener(event));
      }
      return () => listeners.delete(listener);
    },
    async saveFile({ name, bytes, mime }) {
      const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: mime }));
      const anchor = document.createElement('a');
      anchor.href = url;
      anchor.download = name;
      document.body.append(anchor);
      anchor.click();
      anchor.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      return { saved: true };
    },
  };
}

/** Reads a §2.9 link from the page's query once, and takes it out of the address bar. */
function takeLinkFromAddressBar(): PlatformAgentLinkEvent | null {
  const found = readAgentLinkQuery(window.location.search, Date.now());
  if (!found) return null;
  const { pathname, hash } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${found.rest ? `?${found.rest}` : ''}${hash}`);
  return found.event;
}

export const trimSlash = (url: string): string => url.replace(/\/+$/, '');
