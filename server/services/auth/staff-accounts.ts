import { and, asc, eq, isNull } from 'drizzle-orm';
import { STAFF_ROLES, type StaffRole } from '../../../core/schemas/account';
import type { Database } from '../../db/client';
import { events, sessions, staffAccounts } from '../../db/schema';
import { staffInactive, staffLoginFailed } from './auth-errors';
import { dummyPasswordHash, hashPassword, MIN_STAFF_PASSWORD_LENGTH, needsRehash, verifyPassword } from './password-hash';
import { type IssuedSession, issueSession } from './session-tokens';
import { sweepSignInCounters } from './sign-in-failures';
import { reserveStaffAttempt, staffAttemptSucceeded } from './staff-sign-in-limits';

/**
 * Staff accounts (agents, supervisors, warehouse staff and drivers, DECISIONS.md): username + password, scrypt-hashed. Sign-ins
 * are recorded as `staff_login` / `staff_login_failed` events with the client address (an audit
 * trail); how many passwords a client may try is staff-sign-in-limits.ts.
 */

export { STAFF_ROLES, type StaffRole };

/** Usernames are case-insensitive: stored and compared in lower case. */
export const normalizeUsername = (username: string) => username.trim().toLowerCase();
const USERNAME = /^[a-z0-9][a-z0-9._-]{1,39}$/;

export class StaffAccountError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StaffAccountError';
  }
}

function checkPassword(password: string): void {
  if (password.length < MIN_STAFF_PASSWORD_LENGTH) {
    throw new StaffAccountError(`The password must have at least ${MIN_STAFF_PASSWORD_LENGTH} characters.`);
  }
  if (password.length > 200) throw new StaffAccountError('The password must have at most 200 characters.');
}

export interface NewStaff {
  username: string;
  name: string;
  role: StaffRole;
  password: string;
  email?: string;
}

export async function createStaff(db: Database, input: NewStaff): Promise<{ id: number; username: string }> {
  const username = normalizeUsername(input.username);
  if (!USERNAME.test(username)) {
    throw new StaffAccountError('The username must be 2–40 characters: letters, digits, dot, dash or underscore, starting with a letter or digit.');
  }
  if (!STAFF_ROLES.includes(input.role)) throw new StaffAccountError(`The role must be one of: ${STAFF_ROLES.join(', ')}.`);
  const name = input.name.trim();
  if (!name) throw new StaffAccountError('The name must not be empty.');
  const email = (input.email ?? '').trim().toLowerCase();
  if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new StaffAccountError(`Not an e-mail address: ${email}`);
  checkPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  const [row] = await db
    .insert(staffAccounts)
    .values({ username, name, role: input.role, email, passwordHash })
    .onConflictDoNothing({ target: staffAccounts.username })
    .returning({ id: staffAccounts.id, username: staffAccounts.username });
  if (!row) throw new StaffAccountError(`The username ${username} is taken.`);
  return row;
}

export async function listStaff(db: Database) {
  return db
    .select({
      id: staffAccounts.id,
      username: staffAccounts.username,
      name: staffAccounts.name,
      role: staffAccounts.role,
      email: staffAccounts.email,
      active: staffAccounts.active,
      createdAt: staffAccounts.createdAt,
    })
    .from(staffAccounts)
    .orderBy(asc(staffAccounts.id));
}

/** Sets a new password and signs the account out everywhere. */
export async function setStaffPassword(db: Database, usernameInput: string, password: string, now: Date): Promise<void> {
  checkPassword(password);
  const username = normalizeUsername(usernameInput);
  const passwordHash = await hashPassword(password);
  const [row] = await db.update(staffAccounts).set({ passwordHash }).where(eq(staffAccounts.username, username)).returning({ id: staffAccounts.id });
  if (!row) throw new StaffAccountError(`No staff account named ${username}.`);
  await revokeStaffSessions(db, row.id, now);
}

/** Deactivates (or reactivates) an account; deactivation also ends its sessions and its agent links. */
export async function setStaffActive(db: Database, usernameInput: string, active: boolean, now: Date): Promise<void> {
  const username = normalizeUsername(usernameInput);
  const [row] = await db.update(staffAccounts).set({ active }).where(eq(staffAccounts.username, username)).returning({ id: staffAccounts.id });
  if (!row) throw new StaffAccountError(`No staff account named ${username}.`);
  if (!active) await revokeStaffSessions(db, row.id, now);
}

async function revokeStaffSessions(db: Database, staffId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.staffId, staffId), isNull(sessions.revokedAt)));
}

export interface StaffLogin {
  session: IssuedSession;
  staffId: number;
  role: StaffRole;
}

/**
 * api/login: LOGIN_FAILED for a wrong username or password alike, STAFF_INACTIVE, or a 429 from
 * reserveStaffAttempt. The attempt is counted before scrypt runs, so a burst of concurrent guesses
 * gets no more evaluations than the limit allows.
 */
export async function loginStaff(db: Database, input: { username: string; password: string; client: string; now: Date }): Promise<StaffLogin> {
  const { now, client } = input;
  const username = normalizeUsername(input.username);
  await sweepSignInCounters(db, now);
  await reserveStaffAttempt(db, username, client, now);
  const [staff] = await db.select().from(staffAccounts).where(eq(staffAccounts.username, username)).limit(1);
  // An unknown username costs the same scrypt run as a known one.
  const matches = await verifyPassword(input.password, staff?.passwordHash ?? (await dummyPasswordHash()));
  if (!staff || !matches) {
    await db.insert(events).values({ kind: 'staff_login_failed', staffId: staff?.id ?? null, payload: { username, client }, createdAt: now });
    throw staffLoginFailed();
  }
  await staffAttemptSucceeded(db, username, client, now);
  if (!staff.active) throw staffInactive();
  if (needsRehash(staff.passwordHash)) {
    await db.update(staffAccounts).set({ passwordHash: await hashPassword(input.password) }).where(eq(staffAccounts.id, staff.id));
  }
  await db.insert(events).values({ kind: 'staff_login', staffId: staff.id, payload: { username, client }, createdAt: now });
  const session = await issueSession(db, { kind: 'staff', staffId: staff.id, now });
  return { session, staffId: staff.id, role: staff.role };
}
