import fp from 'fastify-plugin';
import { addRequestStep, ANSWERED } from './request-steps';

export interface CorsOptions {
  /** The origins answered with Access-Control-Allow-Origin (exact matches); any other gets none. */
  origins: readonly string[];
  /** The request headers a preflight allows. */
  allowedHeaders: readonly string[];
  /** The answer headers a page may read. */
  exposedHeaders: readonly string[];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** This request is a CORS preflight already answered in onRequest (what @fastify/cors names it). */
    corsPreflightEnabled: boolean;
  }
}

/** @fastify/cors's default for `methods`, which the API kept: what a preflight says is allowed. */
const ALLOWED_METHODS = 'GET,HEAD,POST';

/** The Vary value once `Origin` is in it, from what the answer held before; null: nothing to change. */
function withOrigin(vary: string): string | null {
  if (vary === '*') return null;
  const names = vary.split(',').map((name) => name.trim().toLowerCase());
  if (names.includes('*')) return '*';
  return names.includes('origin') ? null : `${vary}, Origin`;
}

/**
 * CORS as @fastify/cors answered it with the options the API used (a list of origins, credentials,
 * the allowed and exposed headers, a lax preflight answered with 204), with every header worked out
 * once. @fastify/cors rebuilt its options object and its route options (two allocations of a dozen
 * fields each) and a resolver closure on every request, about a fifth of a cached product answer's
 * own CPU; tests/server/cors.test.ts checks that both give the same answers.
 *
 * Every answer says `Vary: Origin` (the allowed origin is reflected); an allowed Origin is echoed
 * with `Access-Control-Allow-Credentials: true` and the exposed headers; a stranger's answer carries
 * the credentials and exposed headers but no Allow-Origin, so its browser keeps the answer from the
 * page. Any OPTIONS request is a preflight: 204 with the allowed methods and headers, answered before
 * the signature check and every other hook, whatever its path.
 */
export const cors = fp<CorsOptions>(
  async (app, opts) => {
    const origins = new Set(opts.origins);
    // '*' among the origins allows any origin with that fixed value (and then nothing varies by Origin).
    const anyOrigin = origins.has('*');
    const exposed = opts.exposedHeaders.join(', ');
    const allowed = opts.allowedHeaders.join(', ');
    app.decorateRequest('corsPreflightEnabled', false);
    // Per-route CORS options (@fastify/cors's `config.cors`) are not read on each request here.
    app.addHook('onRoute', (route) => {
      if (route.config && 'cors' in route.config) throw new Error(`${route.method} ${route.url}: per-route CORS options are not supported (server/plugins/cors.ts)`);
    });
    addRequestStep(app, (request, reply) => {
      if (anyOrigin) {
        reply.header('access-control-allow-origin', '*');
      } else {
        const vary = reply.getHeader('vary');
        if (!vary) {
          reply.header('vary', 'Origin');
        } else {
          const merged = withOrigin(Array.isArray(vary) ? vary.join(', ') : String(vary));
          if (merged !== null) reply.header('vary', merged);
        }
        const origin = request.headers.origin;
        if (origin !== undefined && origins.has(origin)) reply.header('access-control-allow-origin', origin);
      }
      reply.header('access-control-allow-credentials', 'true');
      reply.header('access-control-expose-headers', exposed);
      if (request.raw.method !== 'OPTIONS') return undefined;
      request.corsPreflightEnabled = true;
      reply.header('access-control-allow-methods', ALLOWED_METHODS).header('access-control-allow-headers', allowed);
      // The hook answers: Safari waits for a body on a 204 without content-length 0.
      reply.code(204).header('content-length', '0').send();
      return ANSWERED;
    });
    // So the router accepts a preflight to any path (answered by the hook above before it gets here).
    app.options('*', { schema: { hide: true } }, (request, reply) => {
      if (!request.corsPreflightEnabled) {
        reply.callNotFound();
        return;
      }
      reply.send();
    });
  },
  { name: 'cors' },
);
