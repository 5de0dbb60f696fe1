import { sql } from 'drizzle-orm';

/**
 * Serialises the back office's catalogue writes (an import with its version check, a product created
 * or changed) across servers on one database: taken first in each such transaction, held to its end.
 */
export const CATALOGUE_WRITE_LOCK = sql`select pg_advisory_xact_lock(hashtextextended('catalogue-import', 0))`;
