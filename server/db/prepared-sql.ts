import { is, Placeholder, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Database } from './client';

/**
 * A raw statement of a hot path as a named prepared statement on PostgreSQL. Built with drizzle's
 * `sql` once, with `param(key)` where each call's values go; its text is kept, so a call neither
 * builds the statement again nor (node-postgres `name`) makes the server parse and plan it again on a
 * connection that ran it before. For order placement's big statement those two cost more CPU than
 * the statement's own work (bench/place-order.ts).
 *
 * Inside a transaction, and on PGlite, the statement is built with the call's values and runs through
 * `db.execute` like any other: same text, same result.
 */

export type ParamOf<K extends string> = (key: K) => SQL;

export interface PreparedSql<K extends string> {
  /** The rows the statement answers, with `values` for its parameters. */
  rows<T>(db: Pick<Database, 'execute'>, values: Readonly<Record<K, unknown>>): Promise<T[]>;
}

const dialect = new PgDialect();

/** Date and time types as text, as drizzle's node-postgres driver reads raw statements (so both paths answer alike). */
const RAW_TEXT_TYPES = new Set([1082, 1114, 1115, 1182, 1184, 1185, 1186, 1187, 1231]);
const types = {
  getTypeParser: ((typeId: number, format?: 'text' | 'binary') =>
    RAW_TEXT_TYPES.has(typeId) ? (value: string) => value : pg.types.getTypeParser(typeId, format)) as typeof pg.types.getTypeParser,
};

/** The pool behind a database opened on node-postgres; undefined for a transaction or PGlite. */
function poolOf(db: object): pg.Pool | undefined {
  const client = (db as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : undefined;
}

export function preparedSql<K extends string>(name: string, build: (param: ParamOf<K>) => SQL): PreparedSql<K> {
  let compiled: { text: string; slots: ({ key: K } | { value: unknown })[] } | undefined;
  const compile = () => {
    const query = dialect.sqlToQuery(build((key) => sql`${sql.placeholder(key)}`));
    return {
      text: query.sql,
      slots: query.params.map((p) => (is(p, Placeholder) ? { key: p.name as K } : { value: p })),
    };
  };
  return {
    async rows<T>(db: Pick<Database, 'execute'>, values: Readonly<Record<K, unknown>>): Promise<T[]> {
      const pool = poolOf(db);
      if (!pool) {
        const result = (await db.execute(build((key) => sql`${sql.param(values[key])}`))) as unknown as { rows: T[] };
        return result.rows;
      }
      compiled ??= compile();
      const params = compiled.slots.map((slot) => ('key' in slot ? values[slot.key] : slot.value));
      const result = await pool.query<T & pg.QueryResultRow>({ name, text: compiled.text, values: params, types });
      return result.rows;
    },
  };
}
