import type { ServerConfig } from './config';
import type { Database } from './db/client';
import type { CatalogueCache } from './services/catalogue-cache';

declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig;
    db: Database;
    catalogue: CatalogueCache;
    /** The time now; tests pass their own clock to step past expiries. */
    clock: () => Date;
    /** Shutdown under way (server/http/graceful-shutdown.ts): /healthz says 503, answers close their connection. */
    draining: boolean;
  }
}
