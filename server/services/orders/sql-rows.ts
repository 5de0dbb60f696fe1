import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** The rows of a raw statement, from either driver (node-postgres and PGlite both answer `{ rows }`). */
export async function rows<T>(db: Pick<Database, 'execute'>, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
