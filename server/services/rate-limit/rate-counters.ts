import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rateLimitCounters } from '../../db/schema';

/**
 * Fixed-window hit counters in the database (`rate_limit_counters`), so every server on one
 * PostgreSQL counts together. Each hit is one `insert … on conflict do update … returning`: the
 * count and the window are read and moved in the same statement, never read first and written after.
 */

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** The database or a transaction on it. */
export type Executor = Database | Transaction;

/** A timestamp parameter the SQL can compare with: `now` is the app's clock, which tests step. */
export const timestampAt = (at: Date): SQL => sql`${at.toISOString()}::timestamptz`;

export interface CounterWindow {
  /** Hits in the current window, this one included. */
  hits: number;
  resetsAt: Date;
}

/**
 * Counts one hit for the key. A key whose window has ended starts a new one of `windowMs`. With
 * `max`, a hit that would pass it is not counted and undefined comes back (the caller is refused).
 */
export async function countHit(
  db: Executor,
  { key, windowMs, now, max }: { key: string; windowMs: number; now: Date; max?: number },
): Promise<CounterWindow | undefined> {
  const c = rateLimitCounters;
  const ended = sql`${c.resetsAt} <= ${timestampAt(now)}`;
  const [row] = await db
    .insert(c)
    .values({ key, hits: 1, resetsAt: new Date(now.getTime() + windowMs) })
    .onConflictDoUpdate({
      target: c.key,
      set: {
        hits: sql`case when ${ended} then 1 else ${c.hits} + 1 end`,
        resetsAt: sql`case when ${ended} then excluded.resets_at else ${c.resetsAt} end`,
      },
      ...(max === undefined ? {} : { setWhere: sql`${ended} or ${c.hits} < ${max}` }),
    })
    .returning({ hits: c.hits, resetsAt: c.resetsAt });
  return row;
}

/** The key's current window, if it has one that has not ended. */
export async function readCounter(db: Executor, key: string, now: Date): Promise<CounterWindow | undefined> {
  const [row] = await db.select({ hits: rateLimitCounters.hits, resetsAt: rateLimitCounters.resetsAt }).from(rateLimitCounters).where(eq(rateLimitCounters.key, key));
  return row && row.resetsAt.getTime() > now.getTime() ? row : undefined;
}

/** Takes back one hit of the key's current window (the attempt it counted turned out not to be one). */
export async function takeBackHit(db: Executor, key: string, now: Date): Promise<void> {
  const c = rateLimitCounters;
  await db
    .update(c)
    .set({ hits: sql`greatest(${c.hits} - 1, 0)` })
    .where(and(eq(c.key, key), sql`${c.resetsAt} > ${timestampAt(now)}`));
}
