import type { AgentLinkQuery, AgentLinkRefusal } from '../../core/schemas/agent';

/** What differs between the web storefront and the desktop agent console. */
export interface Platform {
  readonly kind: 'web' | 'desktop';
  /** Absolute API origin without a trailing slash, e.g. http://localhost:3000. */
  readonly apiBaseUrl: string;
  /**
   * Small persistent key-value storage (cart, position, flags). On desktop the keys of
   * SECURE_STORAGE_KEYS go to the encrypted store instead, so tokens never sit in localStorage there.
   */
  readonly storage: PlatformStorage;
  /**
   * Secrets (tokens, the agent's saved credentials). Web: localStorage. Desktop: safeStorage; where
   * the OS cannot encrypt, `set` answers persisted: false and the value lives in memory only.
   */
  readonly secureStorage: PlatformSecureStorage;
  appVersion(): Promise<string>;
  /**
   * Agent links (spec §2.9): on the web the query of the page the app opened on (then removed from
   * the address bar); on desktop supplydesk:// deep links, including the one it was launched with.
   * Links that arrived before the first listener are delivered to it. Returns the unsubscribe.
   */
  onAgentLink(listener: (event: PlatformAgentLinkEvent) => void): () => void;
  /** Save a file the user asked for: the native save dialog on desktop, a browser download on the web. */
  saveFile(file: { name: string; bytes: Uint8Array; mime: string }): Promise<PlatformSaveResult>;
  /** Bulk invoice download into a folder: desktop only (undefined on the web). */
  readonly bulkInvoices?: PlatformBulkInvoices;
}

export interface PlatformStorage {
  get(key: string): Promise<string | null>;
  set(key: string, value: string): Promise<void>;
  remove(key: string): Promise<void>;
}

export interface PlatformSecureStorage {
  /** False when values cannot be kept across restarts (desktop without OS encryption). */
  available(): Promise<boolean>;
  get(key: string): Promise<string | null>;
  set(key: string, value: string): Promise<{ persisted: boolean }>;
  remove(key: string): Promise<void>;
}

export type PlatformAgentLinkEvent = { ok: true; link: AgentLinkQuery } | { ok: false; reason: AgentLinkRefusal };

export type PlatformSaveResult = { saved: true; path?: string } | { saved: false; cancelled: boolean; message?: string };

export interface PlatformBulkInvoices {
  download(
    request: { from: string; to: string; token: string; locale: 'en' | 'cn' | 'fr' },
    onProgress: (progress: { done: number; total: number; current: string }) => void,
  ): Promise<{
    folder: string | null;
    saved: { order_no: string; file: string }[];
    failed: { order_no: string; reason: string }[];
    cancelled: boolean;
    /** The server's message when the order list could not be read (nothing was downloaded). */
    error?: string;
  }>;
  cancel(): Promise<void>;
}

/** Keys that hold secrets: on desktop `storage` sends them to the encrypted store (list shared with main). */
export { SECURE_STORAGE_KEYS } from '../../electron/shared/secure-storage-keys';
