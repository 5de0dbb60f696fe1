import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** One type for both drivers: services never know which one they run on. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL: the server's address, for connections of their own (LISTEN, the startup lock). */
  url?: string;
  close(): Promise<void>;
}

const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));
/** Serialises migrations when several servers start against one PostgreSQL at once. */
const MIGRATION_LOCK_KEY = 724_311;

export interface OpenOptions {
  /** postgres://… → node-postgres; otherwise PGlite. */
  url?: string;
  /** PGlite data folder; omitted → in memory. */
  dataDir?: string;
  poolSize?: number;
  /** Use an existing PGlite instance (tests clone a migrated template). */
  pglite?: PGlite;
}

export async function openDatabase(opts: OpenOptions = {}): Promise<DatabaseHandle> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolSize ?? 10 });
    // An idle connection dropped by the server (restart, failover, admin) must not crash the process:
    // the pool replaces it on the next query. Without a listener node-postgres throws.
    pool.on('error', (error) => {
      console.warn(`PostgreSQL connection lost: ${error.message}`);
    });
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return { db, kind: 'postgres', url: opts.url, close: () => pool.end() };
  }
  let client = opts.pglite;
  if (!client) {
    if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
    client = await PGlite.create({ dataDir: opts.dataDir, extensions: { pg_trgm } });
  }
  const instance = client;
  const db = drizzlePglite(instance, { schema }) as unknown as Database;
  return { db, kind: 'pglite', close: () => instance.close() };
}

/**
 * Runs `work` while holding the startup lock: on PostgreSQL a session advisory lock on a connection of
 * its own, so servers started together against one database (a cluster, `supply-desk@.service`
 * instances) migrate and seed one after the other; PGlite has one connection and no other server.
 */
async function underStartupLock<T>(handle: DatabaseHandle, work: (client: pg.PoolClient | null) => Promise<T>): Promise<T> {
  if (handle.kind === 'pglite') return work(null);
  const db = handle.db as unknown as ReturnType<typeof drizzlePg<Schema>>;
  const client = await db.$client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    return await work(client);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    client.release();
  }
}

export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  await underStartupLock(handle, async (client) => {
    if (!client) await migratePglite(handle.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    else await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  });
}

/**
 * `work` (the demo seed of an empty database) under the same lock as migrations: of several servers
 * starting at once on an empty PostgreSQL database, one seeds and the others find it seeded.
 */
export function exclusiveAtStartup<T>(handle: DatabaseHandle, work: () => Promise<T>): Promise<T> {
  return underStartupLock(handle, () => work());
}
