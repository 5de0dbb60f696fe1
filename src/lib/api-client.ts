import { clientHeaders, PACKAGE_NAMES } from '../../core/request-signature';
import type { Locale } from '../../core/schemas/common';
import { UNSUPPORTED_CHARACTERS_MESSAGE, unsupportedTextPaths } from '../../core/text-rule';
import { env } from '../config/env';
import { platform } from '../platform';
import { i18n } from './i18n';
import { currentToken, sessionStore, signOut } from './session/session-store';

/**
 * A failed API call. `message` is the text users see: the server's message (already in the caller's
 * language) or a localized fallback when the server could not be reached or answered garbage.
 */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly issues?: { path: string; message: string }[],
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

export interface ApiRequestOptions {
  locale: Locale;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  /** Defaults to the signed-in session's token; pass null to send none. */
  token?: string | null;
  signal?: AbortSignal;
}

/** `/resources/x.svg` → absolute URL on the API origin (absolute URLs pass through). */
export function apiUrl(path: string): string {
  return new URL(path, `${platform.apiBaseUrl}/`).toString();
}

/**
 * The §7 headers that say who is calling: PACKAGE-NAME of this build, REMEMBER-MERCHANT (no merchant
 * login on this product yet, so '0') and DEVICE-ID hashed with the signed-in customer's id (0 for a guest).
 */
function identityHeaders(): { customerId: number; packageName: string; rememberMerchant: string } {
  return { customerId: sessionStore.getState().user?.cid ?? 0, packageName: PACKAGE_NAMES[platform.kind], rememberMerchant: '0' };
}

/** Calls the API with the §7 headers and returns `data` of the `{ status: 1, data }` envelope. */
export async function apiRequest<T>(path: string, options: ApiRequestOptions): Promise<T> {
  const t = i18n.getFixedT(options.locale);
  // The server's text rule (core/text-rule), applied before sending: the same answer without the
  // round trip, and a lone surrogate never reaches URLSearchParams, which would turn it into U+FFFD.
  if (unsupportedTextPaths([options.query, options.body], 1).length > 0) {
    throw new ApiRequestError(400, 'VALIDATION_FAILED', t(UNSUPPORTED_CHARACTERS_MESSAGE));
  }
  const url = new URL(apiUrl(path));
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  const sentToken = (options.token === undefined ? currentToken() : options.token) ?? undefined;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...clientHeaders({
      language: options.locale,
      apiHost: url.host,
      salt: env.signatureSalt,
      token: sentToken,
      ...identityHeaders(),
    }),
  };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'include',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiRequestError(0, 'NETWORK_ERROR', t('errors.network'));
  }

  const payload = await readJson(response);
  if (!response.ok || !isRecord(payload) || typeof payload.error === 'string' || payload.status !== 1) {
    const error = toError(response.status, payload, t('errors.unexpected_response', { status: response.status }));
    const ended = sessionEndedBy(error.code);
    // Only the customer session ends here; a refused staff token is the staff session's business.
    if (ended && sentToken !== undefined && sentToken === sessionStore.getState().token) signOut(ended);
    throw error;
  }
  return payload.data as T;
}

/** Spec §4: "Not Login" (or its Chinese form) logs the user out; TOKEN_EXPIRED says 'user expired'. */
function sessionEndedBy(code: string): 'expired' | 'not_logged_in' | undefined {
  if (code === 'TOKEN_EXPIRED' || code === 'DATA_EXPIRED') return 'expired';
  if (code === 'NOT_LOGIN' || code === 'Not Login' || code === '用户未登录') return 'not_logged_in';
  return undefined;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

function toError(status: number, payload: unknown, fallback: string): ApiRequestError {
  if (isRecord(payload)) {
    const code = typeof payload.error === 'string' ? payload.error : 'UNEXPECTED_RESPONSE';
    const message = typeof payload.message === 'string' && payload.message ? payload.message : fallback;
    const issues = Array.isArray(payload.issues) ? (payload.issues as ApiRequestError['issues']) : undefined;
    return new ApiRequestError(status, code, message, issues);
  }
  return new ApiRequestError(status, 'UNEXPECTED_RESPONSE', fallback);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A binary answer (an invoice PDF): the same §7 headers and session token as apiRequest, the body
 * as a Blob, the file name from Content-Disposition when the server gives one. Failures arrive as
 * the usual JSON error and become an ApiRequestError.
 */
export async function apiDownload(
  path: string,
  options: Omit<ApiRequestOptions, 'body' | 'method'>,
): Promise<{ blob: Blob; filename: string | null }> {
  const url = new URL(apiUrl(path));
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  const t = i18n.getFixedT(options.locale);
  const sentToken = (options.token === undefined ? currentToken() : options.token) ?? undefined;
  const headers: Record<string, string> = {
    Accept: 'application/pdf, application/octet-stream, application/json',
    ...clientHeaders({
      language: options.locale,
      apiHost: url.host,
      salt: env.signatureSalt,
      token: sentToken,
      ...identityHeaders(),
    }),
  };
  let response: Response;
  try {
    response = await fetch(url, { headers, credentials: 'include', signal: options.signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiRequestError(0, 'NETWORK_ERROR', t('errors.network'));
  }
  const type = response.headers.get('Content-Type') ?? '';
  if (!response.ok || type.includes('application/json')) {
    const error = toError(response.status, await readJson(response), t('errors.unexpected_response', { status: response.status }));
    const ended = sessionEndedBy(error.code);
    // Only the customer session ends here; a refused staff token is the staff session's business.
    if (ended && sentToken !== undefined && sentToken === sessionStore.getState().token) signOut(ended);
    throw error;
  }
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const match = /filename\*=UTF-8''([^;]+)|filename="?([^";]+)"?/i.exec(disposition);
  const raw = match?.[1] ?? match?.[2] ?? null;
  let filename: string | null = raw;
  if (raw && match?.[1]) {
    try {
      filename = decodeURIComponent(raw);
    } catch {
      filename = raw;
    }
  }
  return { blob: await response.blob(), filename };
}
