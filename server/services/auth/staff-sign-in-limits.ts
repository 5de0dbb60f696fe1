import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { events } from '../../db/schema';
import { countHit, type Executor, readCounter, takeBackHit } from '../rate-limit/rate-counters';
import { loginSlowedDown, loginTooManyFailures } from './auth-errors';
import { clearFailures, type Guesser, type GuessPolicy, reserveAttempt } from './sign-in-failures';

/**
 * How many staff passwords may be tried, and by whom (README "Sign-in").
 *
 * Why per (username, client address) and not per username: a lock on the username lets anyone who
 * knows it lock its owner out with ten bad passwords from anywhere. Counting per client address
 * stops one guesser after 10 tries in 15 minutes (the next windows 30 min, 1 h, … up to a day while it
 * keeps filling them) and leaves the staff member free to sign in from their own desk.
 *
 * What that leaves open is guessing from many addresses at once. Against that the username has a
 * ceiling over all addresses: past 50 failures in an hour, each further attempt from an address that
 * has never signed in as this username waits its turn, one every 1 s, doubling every 10 failures up to
 * one a minute. However many addresses a botnet has, that holds it to about 160 guesses an hour, and
 * it locks nobody out: an address that signed in as the username in the last 30 days is not made to
 * wait at all; a new one is told to retry within a minute (while a botnet keeps asking, it shares the
 * turns with it).
 */

export const STAFF_CLIENT_POLICY: GuessPolicy = { maxFailures: 10, windowMs: 15 * 60_000, maxWindowMs: 24 * 3600_000 };
export const STAFF_USERNAME_CEILING = 50;
const CEILING_WINDOW_MS = 3600_000;
const KNOWN_CLIENT_MS = 30 * 24 * 3600_000;
const MAX_TURN_MS = 60_000;

/** Seconds between turns once the ceiling is passed: 1 s, doubling every 10 failures, at most a minute. */
export const turnIntervalMs = (failuresOverCeiling: number) => Math.min(MAX_TURN_MS, 1000 * 2 ** Math.floor(failuresOverCeiling / 10));

const guesserOf = (username: string, client: string): Guesser => ({ kind: 'staff_password', subject: username, client });
const ceilingKey = (username: string) => `staff-password:${username}`;
const turnKey = (username: string) => `staff-password-turn:${username}`;

/** Whether this client address signed in as the username lately (staff_login events carry it). */
async function knownClient(db: Executor, username: string, client: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: events.id })
    .from(events)
    .where(
      and(
        eq(events.kind, 'staff_login'),
        gt(events.createdAt, new Date(now.getTime() - KNOWN_CLIENT_MS)),
        sql`${events.payload}->>'username' = ${username}`,
        sql`${events.payload}->>'client' = ${client}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Counts one password attempt before it is evaluated, or throws 429 (LOGIN_TOO_MANY_FAILURES for this
 * client, LOGIN_SLOWED_DOWN while the username is past its ceiling). One transaction: a refusal by
 * the ceiling takes back the client's reservation too.
 */
export async function reserveStaffAttempt(db: Database, username: string, client: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const own = await reserveAttempt(tx, guesserOf(username, client), STAFF_CLIENT_POLICY, now);
    if (!own.allowed) throw loginTooManyFailures(own.retryAt, now);
    const all = await countHit(tx, { key: ceilingKey(username), windowMs: CEILING_WINDOW_MS, now });
    const over = (all?.hits ?? 0) - STAFF_USERNAME_CEILING;
    if (over <= 0 || (await knownClient(tx, username, client, now))) return;
    const turn = await countHit(tx, { key: turnKey(username), windowMs: turnIntervalMs(over), now, max: 1 });
    if (turn) return;
    const waiting = await readCounter(tx, turnKey(username), now);
    throw loginSlowedDown(waiting?.resetsAt ?? new Date(now.getTime() + 1000), now);
  });
}

/** The password was right: this client's failures are forgotten, and the attempt leaves the ceiling's count. */
export async function staffAttemptSucceeded(db: Database, username: string, client: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await clearFailures(tx, guesserOf(username, client));
    await takeBackHit(tx, ceilingKey(username), now);
  });
}
