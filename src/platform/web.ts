import { APP_VERSION } from '../../core/request-signature';
import { env } from '../config/env';
import { localStorageAdapter } from './local-storage';
import type { Platform, PlatformAgentLinkEvent } from './platform';
import { parseAgentLinkParams, takeAgentLinkParams } from './web-agent-link';

/** The web build talks to its own origin unless VITE_API_URL points elsewhere. */
export function createWebPlatform(): Platform {
  const storage = localStorageAdapter('supply-desk:');
  let pendingLink: Promise<PlatformAgentLinkEvent> | null = takeLinkFromAddressBar();
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
        void event.then(listener);
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

/**
 * Reads a §2.9 link from the page's query once and takes it out of the address bar at once; the
 * link's check (and the zod schema it needs) loads only when there is one.
 */
function takeLinkFromAddressBar(): Promise<PlatformAgentLinkEvent> | null {
  const found = takeAgentLinkParams(window.location.search);
  if (!found) return null;
  const { pathname, hash } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${found.rest ? `?${found.rest}` : ''}${hash}`);
  return parseAgentLinkParams(found.raw, Date.now());
}

export const trimSlash = (url: string): string => url.replace(/\/+$/, '');
