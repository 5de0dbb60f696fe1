import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions } from '../../db/schema';

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
  opts: { kind: SessionKind; customerId?: number; staffId?: number; now: Date },
): Promise<IssuedSession> {
  const token = `sd_${randomBytes(32).toString('base64url')}`;
  const expiresAt = new Date(opts.now.getTime() + SESSION_TTL_MS[opts.kind]);
  const [row] = await db
    .insert(sessions)
    .values({
      tokenHash: hashToken(token),
      kind: opts.kind,
      customerId: opts.customerId ?? null,
      staffId: opts.staffId ?? null,
      expiresAt,
      createdAt: opts.now,
    })
    .returning({ id: sessions.id });
  return { token, sessionId: row!.id, expiresAt };
}

export async function revokeSession(db: Database, sessionId: number, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export interface SessionRow {
  id: number;
  kind: SessionKind;
  customerId: number | null;
  staffId: number | null;
  expiresAt: Date;
  revokedAt: Date | null;
}

export async function findSession(db: Database, token: string): Promise<SessionRow | undefined> {
  const [row] = await db
    .select({
      id: sessions.id,
      kind: sessions.kind,
      customerId: sessions.customerId,
      staffId: sessions.staffId,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
    })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)))
    .limit(1);
  return row;
}
