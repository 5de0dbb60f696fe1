import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { StaffRole } from '../../../core/schemas/account';
import type { Database } from '../../db/client';
import { sessions, staffAccounts } from '../../db/schema';

/** How long each kind of session lasts (DECISIONS.md: tokens are random, stored hashed, expire). */
export const SESSION_TTL_MS = {
  customer: 30 * 24 * 3600_000,
  /** A staff sign-in lasts a working day. */
  staff: 12 * 3600_000,
  /** An agent link's customer-scoped token: one shift. */
  agent_customer: 8 * 3600_000,
} as const;

export type SessionKind = keyof typeof SESSION_TTL_MS;

/** sha-256 hex of a bearer token: the only form the database holds. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export interface IssuedSession {
  token: string;
  sessionId: number;
  expiresAt: Date;
}

export async function issueSession(
  db: Database,
  opts: { kind: SessionKind; customerId?: number; staffId?: number; now: Date; issuedBy?: number },
): Promise<IssuedSession> {
  const token = `sd_${randomBytes(32).toString('base64url')}`;
  const ownExpiry = new Date(opts.now.getTime() + SESSION_TTL_MS[opts.kind]);
  // An issued session (an agent link) ends no later than the sign-in that issued it.
  const expiresAt =
    opts.issuedBy === undefined
      ? ownExpiry
      : sql`least(${ownExpiry.toISOString()}::timestamptz, (select i.expires_at from ${sessions} i where i.id = ${opts.issuedBy}))`;
  const [row] = await db
    .insert(sessions)
    .values({
      tokenHash: hashToken(token),
      kind: opts.kind,
      customerId: opts.customerId ?? null,
      staffId: opts.staffId ?? null,
      issuedBy: opts.issuedBy ?? null,
      expiresAt,
      createdAt: opts.now,
    })
    .returning({ id: sessions.id, expiresAt: sessions.expiresAt });
  return { token, sessionId: row!.id, expiresAt: row!.expiresAt };
}

export async function revokeSession(db: Database, sessionId: number, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export interface SessionRow {
  id: number;
  kind: SessionKind;
  customerId: number | null;
  staffId: number | null;
  /** The session's own expiry, or the issuing sign-in's when that comes first. */
  expiresAt: Date;
  /** When the session, or the sign-in that issued it, was revoked (signed out). */
  revokedAt: Date | null;
  /** The staff account behind a staff session or an agent link (null: none, or no such account). */
  staff: { role: StaffRole; active: boolean } | null;
}

const issuer = alias(sessions, 'issuer');

/**
 * The lookup of every signed-in request, prepared once per database (a named statement on
 * PostgreSQL): building the query and planning it again cost more than running it.
 */
const preparedLookups = new WeakMap<Database, ReturnType<typeof prepareLookup>>();
function prepareLookup(db: Database) {
  return db
    .select({
      id: sessions.id,
      kind: sessions.kind,
      customerId: sessions.customerId,
      staffId: sessions.staffId,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      issuerExpiresAt: issuer.expiresAt,
      issuerRevokedAt: issuer.revokedAt,
      staffRole: staffAccounts.role,
      staffActive: staffAccounts.active,
    })
    .from(sessions)
    .leftJoin(issuer, eq(issuer.id, sessions.issuedBy))
    .leftJoin(staffAccounts, eq(staffAccounts.id, sessions.staffId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('find_session');
}

/** The session of a bearer token with what decides whether it may be used (see plugins/auth usableSession). */
export async function findSession(db: Database, token: string): Promise<SessionRow | undefined> {
  let lookup = preparedLookups.get(db);
  if (!lookup) {
    lookup = prepareLookup(db);
    preparedLookups.set(db, lookup);
  }
  const [row] = await lookup.execute({ tokenHash: hashToken(token) });
  if (!row) return undefined;
  const { issuerExpiresAt, issuerRevokedAt, staffRole, staffActive, ...own } = row;
  return {
    ...own,
    expiresAt: issuerExpiresAt && issuerExpiresAt < own.expiresAt ? issuerExpiresAt : own.expiresAt,
    revokedAt: own.revokedAt ?? issuerRevokedAt,
    staff: staffRole === null || staffActive === null ? null : { role: staffRole, active: staffActive },
  };
}
