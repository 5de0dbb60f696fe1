/** Reading and writing `document.cookie` strings, kept pure so the rules are testable. */

export { readCookie } from '../../core/cookie-string';

export interface CookieOptions {
  path?: string;
  /** Seconds; 0 deletes the cookie. */
  maxAge?: number;
  sameSite?: 'Lax' | 'Strict' | 'None';
  secure?: boolean;
}

/** A `document.cookie` assignment string; the value is URI-encoded (JSON has ; , and spaces). */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`];
  parts.push(`path=${options.path ?? '/'}`);
  if (options.maxAge !== undefined) parts.push(`max-age=${Math.max(0, Math.floor(options.maxAge))}`);
  parts.push(`SameSite=${options.sameSite ?? 'Lax'}`);
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

/** Spec §9: cookies are kept 10 years. */
export const TEN_YEARS_SECONDS = 10 * 365 * 24 * 60 * 60;
