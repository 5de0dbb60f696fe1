import fastifyRateLimit, { type FastifyRateLimitStore as Store } from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { RetryLaterError } from '../http/api-error';
import { countHit } from '../services/rate-limit/rate-counters';

/**
 * @fastify/rate-limit for the routes that ask for it (`config.rateLimit`, `app.createRateLimit`), its
 * counters in the database (`rate_limit_counters`) so the limits hold across every server on one
 * PostgreSQL, timed by the app's clock. Refusals are our 429 `{error, message}` in the caller's
 * language with Retry-After (a route may name its own error in its errorResponseBuilder).
 */
export const rateLimitPlugin = fp(
  async (app) => {
    class DatabaseRateLimitStore implements Store {
      incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
        const now = app.clock();
        countHit(app.db, { key, windowMs: timeWindow, now }).then(
          (hit) => callback(null, { current: hit!.hits, ttl: hit!.resetsAt.getTime() - now.getTime() }),
          (error: Error) => callback(error),
        );
      }

      /** Keys carry their limit's name (keyGenerator), so one store serves every route. */
      child(): Store {
        return this;
      }
    }

    await app.register(fastifyRateLimit, {
      global: false,
      store: DatabaseRateLimitStore,
      errorResponseBuilder: (_request, context) => new RetryLaterError('RATE_LIMITED', 'errors.too_many_requests', context.ttl / 1000),
    });
  },
  { name: 'rate-limit', dependencies: ['error-handler'] },
);
