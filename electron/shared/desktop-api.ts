import type { AgentLinkQuery, AgentLinkRefusal } from '../../core/schemas/agent';

/**
 * The bridge between the sandboxed renderer and the main process: the preload exposes an object of
 * this type as `window.desktop`, and only `src/platform/` reads it. Every argument crossing it is
 * validated in main with the schemas of `./ipc-schemas`.
 */
export interface DesktopApi {
  readonly platform: 'desktop';
  /** The desktop application's version (package.json `version`). */
  appVersion(): Promise<string>;

  /**
   * Encrypted key-value storage (safeStorage inside electron-store) for the session token, the staff
   * token and the agent's saved credentials. `set` refuses (persisted: false) where the OS offers no
   * real encryption (no keychain / basic_text backend); the renderer then keeps the value in memory.
   */
  secureStorage: {
    status(): Promise<SecureStorageStatus>;
    get(key: string): Promise<string | null>;
    set(key: string, value: string): Promise<SecureStorageWrite>;
    remove(key: string): Promise<void>;
  };

  /**
   * Agent deep links (supplydesk://order?…): links that arrived before the renderer listened (first
   * launch's argv, open-url before ready) are queued in main; `takeAgentLinks` drains that queue once,
   * `onAgentLink` delivers later ones. Returns the unsubscribe.
   */
  takeAgentLinks(): Promise<AgentLinkEvent[]>;
  onAgentLink(listener: (event: AgentLinkEvent) => void): () => void;

  /** Save one file (an invoice PDF) through the native save dialog. */
  saveFile(request: SaveFileRequest): Promise<SaveFileResult>;

  /**
   * Supervisors: pick a folder, then download every invoice of the orders created in [from, to]
   * (America/Toronto dates) with the given staff token; progress arrives through `onBulkInvoiceProgress`.
   */
  downloadInvoices(request: BulkInvoiceRequest): Promise<BulkInvoiceSummary>;
  onBulkInvoiceProgress(listener: (progress: BulkInvoiceProgress) => void): () => void;
  cancelInvoiceDownload(): Promise<void>;
}

export type AgentLinkEvent =
  | { ok: true; link: AgentLinkQuery }
  | { ok: false; reason: AgentLinkRefusal };

export interface SecureStorageStatus {
  /** False where safeStorage cannot encrypt (or only with the basic_text backend). */
  available: boolean;
  /** The backend Electron reports on Linux ('gnome_libsecret', 'kwallet5', 'basic_text', …); '' elsewhere. */
  backend: string;
}

export type SecureStorageWrite = { persisted: true } | { persisted: false; reason: 'unavailable' };

export interface SaveFileRequest {
  /** Suggested file name, e.g. invoice-SD2026112200012.pdf. */
  suggestedName: string;
  bytes: Uint8Array;
  /** Dialog filter, e.g. { name: 'PDF', extensions: ['pdf'] }. */
  filter: { name: string; extensions: string[] };
}
export type SaveFileResult = { saved: true; path: string } | { saved: false; reason: 'cancelled' | 'write_failed'; message?: string };

export interface BulkInvoiceRequest {
  /** YYYY-MM-DD, inclusive. */
  from: string;
  to: string;
  /** The signed-in supervisor's staff token (main never reads the renderer's storage). */
  token: string;
  /** Invoice language. */
  locale: 'en' | 'cn' | 'fr';
}
export interface BulkInvoiceProgress {
  done: number;
  total: number;
  /** The order being fetched now, '' before the first. */
  current: string;
}
export interface BulkInvoiceSummary {
  /** Null when the folder dialog was cancelled (nothing was downloaded). */
  folder: string | null;
  saved: { order_no: string; file: string }[];
  failed: { order_no: string; reason: string }[];
  /** True when the download was stopped with cancelInvoiceDownload (what was saved until then is listed). */
  cancelled: boolean;
  /** Set when the order list could not be read (the server's message): nothing was downloaded. */
  error?: string;
}

/** IPC channel names, one per DesktopApi method or event (kebab-case, prefixed by area). */
export const IPC_CHANNEL = {
  appVersion: 'app:version',
  secureStatus: 'secure-storage:status',
  secureGet: 'secure-storage:get',
  secureSet: 'secure-storage:set',
  secureRemove: 'secure-storage:remove',
  takeAgentLinks: 'agent-link:take',
  agentLink: 'agent-link:event',
  saveFile: 'file:save',
  downloadInvoices: 'invoices:download',
  bulkInvoiceProgress: 'invoices:progress',
  cancelInvoiceDownload: 'invoices:cancel',
} as const;
export type IpcChannel = (typeof IPC_CHANNEL)[keyof typeof IPC_CHANNEL];

/** Where the desktop build finds the API when VITE_API_URL is not set at build time. */
export const DEFAULT_DESKTOP_API_URL = 'http://localhost:3000';

/** The custom scheme agent links use (DECISIONS.md). */
export const AGENT_LINK_SCHEME = 'supplydesk';
