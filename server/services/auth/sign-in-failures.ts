import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rateLimitCounters, signInFailures } from '../../db/schema';
import { type Executor, timestampAt, type Transaction } from '../rate-limit/rate-counters';

/**
 * Failed sign-ins counted per guesser (`sign_in_failures`): one client address against one staff
 * username, or one client address against SMS codes whatever the phone. Limits sit on the guesser,
 * never on the account or the phone, so a stranger's mistakes cannot lock its owner out.
 *
 * An attempt is reserved before the password or code is evaluated, by one conditional
 * `insert … on conflict do update … where … returning` on the guesser's row: concurrent requests each
 * take a numbered slot, and once a window holds `maxFailures` no further slot is given until it ends
 * (429 with Retry-After).
 * Each window that filled up makes the next one twice as long (backoff), up to `maxWindowMs`; a window
 * that ends without filling up brings the length back to `windowMs`.
 */

export type GuessKind = (typeof signInFailures.$inferInsert)['kind'];

export interface Guesser {
  kind: GuessKind;
  /** The staff username, or '' for SMS codes (one count over every phone). */
  subject: string;
  /** The client address (clientAddress()). */
  client: string;
}

export interface GuessPolicy {
  maxFailures: number;
  windowMs: number;
  maxWindowMs: number;
}

export type Reservation = { allowed: true } | { allowed: false; retryAt: Date };

const byGuesser = (g: Guesser) => and(eq(signInFailures.kind, g.kind), eq(signInFailures.subject, g.subject), eq(signInFailures.client, g.client));

/**
 * Counts one attempt as failed before it is evaluated; refused when the guesser's window is full.
 * Runs in the caller's transaction, which keeps the guesser's queue until it ends.
 */
export async function reserveAttempt(tx: Transaction, guesser: Guesser, policy: GuessPolicy, now: Date): Promise<Reservation> {
  // Attempts of one guesser wait here in the order they came (the lock manager serves its queue first
  // come, first served; row locks under contention do not), so of a burst the first ones take the slots.
  const queue = `sign_in_failures:${guesser.kind}:${guesser.subject}:${guesser.client}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${queue}, 0))`);
  const f = signInFailures;
  const at = timestampAt(now);
  const ended = sql`${f.windowEndsAt} <= ${at}`;
  const full = sql`${f.failures} >= ${policy.maxFailures}::int`;
  const nextStrikes = sql`case when ${full} then least(${f.strikes} + 1, 30) else 0 end`;
  const nextWindowMs = sql`least(${policy.windowMs}::double precision * power(2, ${nextStrikes}), ${policy.maxWindowMs}::double precision)`;
  const [row] = await tx
    .insert(f)
    .values({ ...guesser, failures: 1, strikes: 0, windowEndsAt: new Date(now.getTime() + policy.windowMs) })
    .onConflictDoUpdate({
      target: [f.kind, f.subject, f.client],
      set: {
        failures: sql`case when ${ended} then 1 else ${f.failures} + 1 end`,
        strikes: sql`case when ${ended} then ${nextStrikes} else ${f.strikes} end`,
        windowEndsAt: sql`case when ${ended} then ${at} + ${nextWindowMs} * interval '1 millisecond' else ${f.windowEndsAt} end`,
      },
      setWhere: sql`${ended} or not (${full})`,
    })
    .returning({ failures: f.failures });
  if (row) return { allowed: true };
  const [held] = await tx.select({ windowEndsAt: f.windowEndsAt }).from(f).where(byGuesser(guesser));
  return { allowed: false, retryAt: held?.windowEndsAt ?? now };
}

/** The reserved attempt succeeded: it is not a failure (the window and its backoff stay). */
export async function forgiveAttempt(db: Executor, guesser: Guesser): Promise<void> {
  await db
    .update(signInFailures)
    .set({ failures: sql`greatest(${signInFailures.failures} - 1, 0)` })
    .where(byGuesser(guesser));
}

/** The guesser proved it knows the secret (a staff password): its failures and backoff are forgotten. */
export async function clearFailures(db: Executor, guesser: Guesser): Promise<void> {
  await db.delete(signInFailures).where(byGuesser(guesser));
}

const SWEEP_INTERVAL_MS = 10 * 60_000;
/** How long an ended window is kept: its strikes still lengthen the next one until then. */
const KEEP_ENDED_MS = 48 * 3600_000;
const lastSweep = new WeakMap<Database, number>();

/**
 * Deletes ended counters (rows keyed by client address would pile up), at most every 10 minutes per
 * server; the sign-in routes call it as they run.
 */
export async function sweepSignInCounters(db: Database, now: Date): Promise<void> {
  const last = lastSweep.get(db);
  if (last !== undefined && now.getTime() >= last && now.getTime() - last < SWEEP_INTERVAL_MS) return;
  lastSweep.set(db, now.getTime());
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.resetsAt, now));
  await db.delete(signInFailures).where(lt(signInFailures.windowEndsAt, new Date(now.getTime() - KEEP_ENDED_MS)));
}
