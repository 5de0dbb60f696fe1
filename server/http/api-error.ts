/**
 * A failure the caller should see: an HTTP status, a stable error code and an i18n key whose text
 * goes out in the caller's language (spec §7: status >= 400 with {error, message}).
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly messageKey: string,
    readonly params: Record<string, string | number> = {},
  ) {
    super(`${code}: ${messageKey}`);
    this.name = 'ApiError';
  }
}

export const notFound = (code: string, messageKey: string, params?: Record<string, string | number>) =>
  new ApiError(404, code, messageKey, params);

export const badRequest = (code: string, messageKey: string, params?: Record<string, string | number>) =>
  new ApiError(400, code, messageKey, params);

export const gone = (code: string, messageKey: string, params?: Record<string, string | number>) =>
  new ApiError(410, code, messageKey, params);

/** 429: refused for now; the error handler sends the seconds until a retry may work as Retry-After. */
export class RetryLaterError extends ApiError {
  readonly retryAfterSeconds: number;
  constructor(code: string, messageKey: string, retryAfterSeconds: number, params: Record<string, string | number> = {}) {
    super(429, code, messageKey, params);
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  }
}
