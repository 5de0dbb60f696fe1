import type { ServerConfig } from './config';
import type { Database } from './db/client';
import type { CatalogueCache } from './services/catalogue-cache';
import type { FulfilmentRules } from './services/fulfilment/core-rules';

declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig;
    db: Database;
    catalogue: CatalogueCache;
    /** The time now; tests pass their own clock to step past expiries. */
    clock: () => Date;
    /** The core rules of an order's life after checkout (issue 15): transitions, settlement, payment status. */
    fulfilmentRules: FulfilmentRules;
  }
}
