import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { TFunction } from 'i18next';
import type { SmsProvider } from '../../adapters/sms/sms-provider';
import type { Database } from '../../db/client';
import { phoneLoginGuards, verificationCodes } from '../../db/schema';
import { codeInvalid, customerLoginFailed, phoneLocked, smsHourlyLimit, smsSendFailed, smsTooSoon } from './auth-errors';

/**
 * SMS code login (spec §2.5, §5 Login, DECISIONS.md): request a code → check it for a one-time login
 * password → log in with that password. Codes and passwords are stored as HMACs only; requests are
 * rate-limited per phone and wrong codes lock the phone. Every check runs under a row lock on the
 * phone's phone_login_guards row, so concurrent requests for one phone queue instead of racing.
 */

export const SMS_CODE_TTL_MS = 10 * 60_000;
/** Spec §9: the 60-second countdown; the server enforces it too. */
export const SMS_RESEND_INTERVAL_MS = 60_000;
export const SMS_HOURLY_LIMIT = 10;
export const MAX_WRONG_CODES = 5;
export const PHONE_LOCK_MS = 15 * 60_000;
export const LOGIN_PASSWORD_TTL_MS = 5 * 60_000;

const HOUR_MS = 3_600_000;

/** HMAC-SHA256 of a phone's secret (code or one-time password) under the server's pepper. */
export function secretHash(pepper: string, phone: string, secret: string): string {
  return createHmac('sha256', pepper).update(`${phone}:${secret}`).digest('hex');
}

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export interface CodeDeps {
  db: Database;
  pepper: string;
  now: Date;
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The phone's guard row, created if missing, locked until the transaction ends. */
async function lockGuard(tx: Tx, phone: string, now: Date) {
  await tx.insert(phoneLoginGuards).values({ phone, updatedAt: now }).onConflictDoNothing();
  const [guard] = await tx.select().from(phoneLoginGuards).where(eq(phoneLoginGuards.phone, phone)).for('update');
  return guard!;
}

const isLocked = (lockedUntil: Date | null, now: Date): lockedUntil is Date => lockedUntil !== null && lockedUntil.getTime() > now.getTime();

export interface CodeSent {
  retryAfterSeconds: number;
  expiresInSeconds: number;
}

/** Creates and texts a 6-digit code, or throws SMS_TOO_SOON, SMS_HOURLY_LIMIT, PHONE_LOCKED or SMS_SEND_FAILED. */
export async function requestVerificationCode(
  deps: CodeDeps & { sms: SmsProvider; t: TFunction },
  phone: string,
): Promise<CodeSent> {
  const { db, now } = deps;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const codeId = await db.transaction(async (tx) => {
    const guard = await lockGuard(tx, phone, now);
    if (isLocked(guard.lockedUntil, now)) throw phoneLocked(guard.lockedUntil, now);
    const recent = await tx
      .select({ createdAt: verificationCodes.createdAt })
      .from(verificationCodes)
      .where(and(eq(verificationCodes.phone, phone), gt(verificationCodes.createdAt, new Date(now.getTime() - HOUR_MS))))
      .orderBy(desc(verificationCodes.createdAt))
      .limit(SMS_HOURLY_LIMIT);
    const last = recent[0];
    if (last) {
      const wait = last.createdAt.getTime() + SMS_RESEND_INTERVAL_MS - now.getTime();
      if (wait > 0) throw smsTooSoon(Math.ceil(wait / 1000));
    }
    if (recent.length >= SMS_HOURLY_LIMIT) {
      // The limit lifts when the oldest of the last ten leaves the rolling hour.
      throw smsHourlyLimit(new Date(recent[SMS_HOURLY_LIMIT - 1]!.createdAt.getTime() + HOUR_MS), now);
    }
    const [row] = await tx
      .insert(verificationCodes)
      .values({ phone, codeHash: secretHash(deps.pepper, phone, code), expiresAt: new Date(now.getTime() + SMS_CODE_TTL_MS), createdAt: now })
      .returning({ id: verificationCodes.id });
    return row!.id;
  });

  // Sent after the commit: a slow provider must not hold the phone's row lock (or PGlite's only connection).
  const minutes = SMS_CODE_TTL_MS / 60_000;
  try {
    await deps.sms.send({ to: phone, text: deps.t('auth.sms_code_text', { code, count: minutes }) });
  } catch {
    // An undelivered code must not count against the phone's limits.
    await db.delete(verificationCodes).where(eq(verificationCodes.id, codeId));
    throw smsSendFailed();
  }
  return { retryAfterSeconds: SMS_RESEND_INTERVAL_MS / 1000, expiresInSeconds: SMS_CODE_TTL_MS / 1000 };
}

type CheckOutcome = { kind: 'ok'; password: string } | { kind: 'invalid' } | { kind: 'locked'; until: Date };

/**
 * Checks the phone's newest live code. A match returns a one-time login password (valid 5 minutes);
 * a miss counts, and the fifth miss in a row locks the phone for 15 minutes. The outcome is committed
 * before any error is thrown, so failed attempts are never rolled back.
 */
export async function checkVerificationCode(deps: CodeDeps, phone: string, code: string): Promise<string> {
  const { db, now } = deps;
  const outcome = await db.transaction(async (tx): Promise<CheckOutcome> => {
    const guard = await lockGuard(tx, phone, now);
    if (isLocked(guard.lockedUntil, now)) return { kind: 'locked', until: guard.lockedUntil };
    const [live] = await tx
      .select({ id: verificationCodes.id, codeHash: verificationCodes.codeHash })
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.phone, phone),
          isNull(verificationCodes.checkedAt),
          isNull(verificationCodes.consumedAt),
          gt(verificationCodes.expiresAt, now),
        ),
      )
      .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
      .limit(1);
    if (live && sameHash(live.codeHash, secretHash(deps.pepper, phone, code))) {
      const password = randomBytes(24).toString('base64url');
      await tx
        .update(verificationCodes)
        .set({
          checkedAt: now,
          loginPasswordHash: secretHash(deps.pepper, phone, password),
          loginPasswordExpiresAt: new Date(now.getTime() + LOGIN_PASSWORD_TTL_MS),
        })
        .where(eq(verificationCodes.id, live.id));
      await tx.update(phoneLoginGuards).set({ failedAttempts: 0, lockedUntil: null, updatedAt: now }).where(eq(phoneLoginGuards.phone, phone));
      return { kind: 'ok', password };
    }
    // Misses older than a lock period are forgotten: five typos spread over days do not lock anyone.
    const stale = guard.updatedAt.getTime() <= now.getTime() - PHONE_LOCK_MS;
    const failures = (stale ? 0 : guard.failedAttempts) + 1;
    if (failures >= MAX_WRONG_CODES) {
      const until = new Date(now.getTime() + PHONE_LOCK_MS);
      await tx.update(phoneLoginGuards).set({ failedAttempts: 0, lockedUntil: until, updatedAt: now }).where(eq(phoneLoginGuards.phone, phone));
      return { kind: 'locked', until };
    }
    await tx.update(phoneLoginGuards).set({ failedAttempts: failures, updatedAt: now }).where(eq(phoneLoginGuards.phone, phone));
    return { kind: 'invalid' };
  });
  if (outcome.kind === 'locked') throw phoneLocked(outcome.until, now);
  if (outcome.kind === 'invalid') throw codeInvalid();
  return outcome.password;
}

/** Consumes a one-time login password (once only, within 5 minutes); throws LOGIN_FAILED otherwise. */
export async function consumeLoginPassword(db: Database | Tx, deps: Omit<CodeDeps, 'db'>, phone: string, password: string): Promise<void> {
  const [row] = await db
    .update(verificationCodes)
    .set({ consumedAt: deps.now })
    .where(
      and(
        eq(verificationCodes.phone, phone),
        eq(verificationCodes.loginPasswordHash, secretHash(deps.pepper, phone, password)),
        isNull(verificationCodes.consumedAt),
        gt(verificationCodes.loginPasswordExpiresAt, deps.now),
      ),
    )
    .returning({ id: verificationCodes.id });
  if (!row) throw customerLoginFailed();
}
