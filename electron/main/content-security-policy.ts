/**
 * The renderer's Content-Security-Policy. The packaged app loads from app://bundle and talks to the
 * API origin (data and product images); the dev server additionally needs inline scripts (React
 * refresh preamble) and its HMR websocket.
 */
export function buildContentSecurityPolicy(opts: { apiOrigin: string; devServerOrigin?: string }): string {
  const api = new URL(opts.apiOrigin).origin;
  const dev = opts.devServerOrigin ? new URL(opts.devServerOrigin) : null;
  const devSocket = dev ? `${dev.protocol === 'https:' ? 'wss:' : 'ws:'}//${dev.host}` : null;
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': dev ? ["'self'", "'unsafe-inline'"] : ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', api],
    'font-src': ["'self'", 'data:'],
    'connect-src': dev && devSocket ? ["'self'", api, devSocket] : ["'self'", api],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
    'frame-src': ["'none'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}
