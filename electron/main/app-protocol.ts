import path from 'node:path';

/**
 * The packaged renderer is served from app://bundle/ instead of file://, so it has a real origin for
 * navigation checks and CSP headers (Electron security checklist: avoid file://).
 */
export const APP_SCHEME = 'app';
export const APP_HOST = 'bundle';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;

/**
 * Maps a request URL to a file under rootDir. Paths without an extension fall back to index.html
 * (client-side routes); anything that escapes rootDir or targets another host gives null.
 */
export function resolveAppFile(requestUrl: string, rootDir: string): string | null {
  let url: URL;
  try {
    url = new URL(requestUrl);
  } catch {
    return null;
  }
  if (url.protocol !== `${APP_SCHEME}:` || url.host !== APP_HOST) return null;
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  if (pathname.includes('\0')) return null;
  const root = path.resolve(rootDir);
  const relative = pathname === '/' || path.posix.extname(pathname) === '' ? 'index.html' : pathname;
  const file = path.resolve(root, `.${path.posix.normalize(`/${relative}`)}`);
  if (file !== root && !file.startsWith(root + path.sep)) return null;
  return file;
}
