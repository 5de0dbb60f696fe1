import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { clientHeaders, PACKAGE_NAMES } from '../../core/request-signature';
import type {
  BulkInvoiceProgress,
  BulkInvoiceRequest,
  BulkInvoiceSummary,
  SaveFileRequest,
  SaveFileResult,
} from '../shared/desktop-api';

/**
 * Invoice files on disk: one file through the save dialog, and a supervisor's bulk download of every
 * invoice in a date range into a folder. Dialogs and fetch are injected (Electron's `dialog` in
 * index.ts; fakes and a real API server in tests); the file system is the real one.
 */

// ------------------------------------------------------------------------------------------------
// File names
// ------------------------------------------------------------------------------------------------

const WINDOWS_RESERVED = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])(\..*)?$/i;
const MAX_NAME_LENGTH = 120;

/**
 * A name that is safe as one path segment on Windows, macOS and Linux: no directories, no control
 * or reserved characters, no reserved device names, no leading dots, bounded length (extension kept).
 */
export function sanitizeFileName(name: string, fallback = 'download'): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  let clean = base
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex -- control characters are exactly what must go
    .replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+/, '')
    .replace(/[\s.]+$/, '');
  if (clean.length > MAX_NAME_LENGTH) {
    const ext = path.extname(clean).slice(0, 11);
    clean = clean.slice(0, MAX_NAME_LENGTH - ext.length) + ext;
  }
  if (!clean || WINDOWS_RESERVED.test(clean)) clean = clean ? `_${clean}` : fallback;
  return clean;
}

/** The suggested name, sanitized, with the filter's extension when it has none of them. */
export function suggestedFileName(request: Pick<SaveFileRequest, 'suggestedName' | 'filter'>): string {
  const name = sanitizeFileName(request.suggestedName);
  const wanted = request.filter.extensions.filter((ext) => ext !== '*').map((ext) => ext.toLowerCase());
  const current = path.extname(name).slice(1).toLowerCase();
  if (wanted.length === 0 || wanted.includes(current)) return name;
  return `${name}.${wanted[0]}`;
}

const errorMessage = (error: unknown): string => (error instanceof Error ? error.message : String(error));

// ------------------------------------------------------------------------------------------------
// Save one file
// ------------------------------------------------------------------------------------------------

export interface SaveDialogOptions {
  defaultPath: string;
  filters: { name: string; extensions: string[] }[];
}
export type ShowSaveDialog = (options: SaveDialogOptions) => Promise<{ canceled: boolean; filePath?: string }>;

export async function saveFile(
  request: SaveFileRequest,
  deps: { showSaveDialog: ShowSaveDialog; defaultFolder: string },
): Promise<SaveFileResult> {
  const choice = await deps.showSaveDialog({
    defaultPath: path.join(deps.defaultFolder, suggestedFileName(request)),
    filters: [request.filter],
  });
  if (choice.canceled || !choice.filePath) return { saved: false, reason: 'cancelled' };
  try {
    await writeFile(choice.filePath, request.bytes);
  } catch (error) {
    return { saved: false, reason: 'write_failed', message: errorMessage(error) };
  }
  return { saved: true, path: choice.filePath };
}

// ------------------------------------------------------------------------------------------------
// Bulk download
// ------------------------------------------------------------------------------------------------

export type ShowFolderDialog = (options: { properties: ('openDirectory' | 'createDirectory')[] }) => Promise<{
  canceled: boolean;
  filePaths: string[];
}>;

export interface BulkInvoiceDeps {
  showOpenDialog: ShowFolderDialog;
  /** Origin of the API, e.g. http://localhost:3000. */
  apiOrigin: string;
  /** The §7 signature salt of this build (VITE_SIGNATURE_SALT, as the renderer). */
  salt: string;
  fetch?: typeof fetch;
  onProgress?(progress: BulkInvoiceProgress): void;
  signal?: AbortSignal;
  /** Orders per list request; the API's maximum unless a test wants several pages. */
  pageSize?: number;
}

/** Orders listed per request (the API's maximum page size). */
export const LIST_PAGE_SIZE = 100;
/** Invoices fetched at once: quick enough, and gentle on the server's PDF rendering. */
export const INVOICE_CONCURRENCY = 3;

interface ListedOrder {
  id: number;
  order_no: string;
}

class ApiFailure extends Error {}

export async function downloadInvoices(request: BulkInvoiceRequest, deps: BulkInvoiceDeps): Promise<BulkInvoiceSummary> {
  const summary: BulkInvoiceSummary = { folder: null, saved: [], failed: [], cancelled: false };
  const choice = await deps.showOpenDialog({ properties: ['openDirectory', 'createDirectory'] });
  const folder = choice.canceled ? undefined : choice.filePaths[0];
  if (!folder) return summary;
  summary.folder = folder;

  const doFetch = deps.fetch ?? fetch;
  const signal = deps.signal;
  const get = (pathname: string, query: Record<string, string | number>, accept: string) => {
    const url = new URL(pathname, deps.apiOrigin);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));
    const headers = {
      Accept: accept,
      ...clientHeaders({ language: request.locale, apiHost: url.host, salt: deps.salt, token: request.token, packageName: PACKAGE_NAMES.desktop }),
    };
    return doFetch(url, { headers, signal });
  };

  let orders: ListedOrder[];
  try {
    orders = await listOrders(request, get, deps.pageSize ?? LIST_PAGE_SIZE);
  } catch (error) {
    if (signal?.aborted) return { ...summary, cancelled: true };
    return { ...summary, error: errorMessage(error) };
  }

  let done = 0;
  const total = orders.length;
  deps.onProgress?.({ done, total, current: '' });
  let next = 0;
  const worker = async () => {
    while (next < orders.length && !signal?.aborted) {
      const order = orders[next]!;
      next += 1;
      deps.onProgress?.({ done, total, current: order.order_no });
      try {
        const response = await get('/api/agent/orders/invoice', { order_id: order.id, lang: request.locale }, 'application/pdf, application/json');
        const bytes = await readPdf(response);
        const file = await writeUnique(folder, `invoice-${sanitizeFileName(order.order_no, String(order.id))}.pdf`, bytes);
        summary.saved.push({ order_no: order.order_no, file });
      } catch (error) {
        if (signal?.aborted) break;
        summary.failed.push({ order_no: order.order_no, reason: errorMessage(error) });
      }
      done += 1;
      deps.onProgress?.({ done, total, current: order.order_no });
    }
  };
  await Promise.all(Array.from({ length: Math.min(INVOICE_CONCURRENCY, orders.length) }, worker));
  summary.cancelled = signal?.aborted ?? false;
  return summary;
}

async function listOrders(
  request: BulkInvoiceRequest,
  get: (pathname: string, query: Record<string, string | number>, accept: string) => Promise<Response>,
  pageSize: number,
): Promise<ListedOrder[]> {
  const found: ListedOrder[] = [];
  // An order placed while we page shifts later pages by one: never fetch the same invoice twice.
  const seen = new Set<number>();
  for (let page = 1; ; page += 1) {
    const response = await get(
      '/api/agent/orders',
      { from: request.from, to: request.to, page, page_size: pageSize, sort: 'created_at', dir: 'asc' },
      'application/json',
    );
    const payload = await readJson(response);
    if (!response.ok || !isRecord(payload) || payload.status !== 1 || !isRecord(payload.data)) {
      throw new ApiFailure(serverMessage(payload, response.status));
    }
    const { rows, total } = payload.data;
    if (!Array.isArray(rows) || typeof total !== 'number') throw new ApiFailure(`Unexpected order list (HTTP ${response.status})`);
    for (const row of rows) {
      if (isRecord(row) && typeof row.id === 'number' && typeof row.order_no === 'string' && !seen.has(row.id)) {
        seen.add(row.id);
        found.push({ id: row.id, order_no: row.order_no });
      }
    }
    if (rows.length < pageSize || page * pageSize >= total) return found;
  }
}

async function readPdf(response: Response): Promise<Uint8Array> {
  const type = response.headers.get('Content-Type') ?? '';
  if (!response.ok || type.includes('application/json')) {
    throw new ApiFailure(serverMessage(await readJson(response), response.status));
  }
  return new Uint8Array(await response.arrayBuffer());
}

/**
 * Writes `name` into folder without replacing another file: invoice-X.pdf, then invoice-X-1.pdf, …
 * An existing file with the same bytes (the same invoice saved earlier) is kept and reported.
 * The exclusive flag makes the check and the write one step, so parallel workers cannot collide.
 */
export async function writeUnique(folder: string, name: string, bytes: Uint8Array): Promise<string> {
  const ext = path.extname(name);
  const stem = name.slice(0, name.length - ext.length);
  for (let attempt = 0; attempt < 1000; attempt += 1) {
    const file = path.join(folder, attempt === 0 ? name : `${stem}-${attempt}${ext}`);
    try {
      await writeFile(file, bytes, { flag: 'wx' });
      return file;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const existing = await readFile(file).catch(() => null);
      if (existing && Buffer.compare(existing, bytes) === 0) return file;
    }
  }
  throw new Error(`Too many files named ${name}`);
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The server's localized message, else the HTTP status. */
function serverMessage(payload: unknown, status: number): string {
  if (isRecord(payload) && typeof payload.message === 'string' && payload.message) return payload.message;
  return `HTTP ${status}`;
}
