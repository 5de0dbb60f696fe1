import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { TFunction } from 'i18next';
import type { SmsProvider } from '../../adapters/sms/sms-provider';
import type { Database } from '../../db/client';
import { phoneLoginGuards, verificationCodes } from '../../db/schema';
import { codeAttemptsExhausted, codeCheckLimit, codeInvalid, customerLoginFailed, smsHourlyLimit, smsSendFailed, smsTooSoon } from './auth-errors';
import { forgiveAttempt, type Guesser, type GuessPolicy, reserveAttempt, sweepSignInCounters } from './sign-in-failures';

/**
 * SMS code login (spec §2.5, §5 Login, DECISIONS.md): request a code → check it for a one-time login
 * password → log in with that password. Codes and passwords are stored as HMACs only. Requests are
 * limited per phone here (under a row lock on the phone's phone_login_guards row, so concurrent
 * requests for one phone queue instead of racing) and per client, country and in all by the route.
 * Wrong codes never lock the phone: each code dies after MAX_WRONG_CODES wrong tries, and each client
 * address may try SMS_CODE_CLIENT_POLICY.maxFailures wrong codes per window (README "Sign-in").
 */

export const SMS_CODE_TTL_MS = 10 * 60_000;
/** Spec §9: the 60-second countdown; the server enforces it too (config SMS_RESEND_INTERVAL_MS, this by default). */
export const SMS_RESEND_INTERVAL_MS = 60_000;
export const SMS_HOURLY_LIMIT = 10;
/** Wrong tries a code survives; then only a new code can sign in (1 in 200,000 odds per code). */
export const MAX_WRONG_CODES = 5;
/** Wrong codes one client address may try, whatever the phones: 10 per 15 minutes, doubling while it keeps at it. */
export const SMS_CODE_CLIENT_POLICY: GuessPolicy = { maxFailures: 10, windowMs: 15 * 60_000, maxWindowMs: 24 * 3600_000 };
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

/** Creates the phone's guard row if missing and locks it until the transaction ends. */
async function lockGuard(tx: Tx, phone: string, now: Date): Promise<void> {
  await tx.insert(phoneLoginGuards).values({ phone, updatedAt: now }).onConflictDoNothing();
  await tx.select({ phone: phoneLoginGuards.phone }).from(phoneLoginGuards).where(eq(phoneLoginGuards.phone, phone)).for('update');
}

export interface CodeSent {
  retryAfterSeconds: number;
  expiresInSeconds: number;
}

export interface RequestDeps extends CodeDeps {
  sms: SmsProvider;
  t: TFunction;
  /**
   * Runs once the phone's own limits allowed the code and before it is texted (the per-country and
   * overall SMS limits); when it throws, the code is withdrawn and the error passed on.
   */
  reserveSend?: () => Promise<void>;
  /** Milliseconds between two codes to one phone; SMS_RESEND_INTERVAL_MS unless configured. */
  resendIntervalMs?: number;
}

/** Creates and texts a 6-digit code, or throws SMS_TOO_SOON, SMS_HOURLY_LIMIT, SMS_SEND_FAILED or what reserveSend throws. */
export async function requestVerificationCode(deps: RequestDeps, phone: string): Promise<CodeSent> {
  const { db, now } = deps;
  const resendIntervalMs = deps.resendIntervalMs ?? SMS_RESEND_INTERVAL_MS;
  await sweepSignInCounters(db, now);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const codeId = await db.transaction(async (tx) => {
    await lockGuard(tx, phone, now);
    const recent = await tx
      .select({ createdAt: verificationCodes.createdAt })
      .from(verificationCodes)
      .where(and(eq(verificationCodes.phone, phone), gt(verificationCodes.createdAt, new Date(now.getTime() - HOUR_MS))))
      .orderBy(desc(verificationCodes.createdAt))
      .limit(SMS_HOURLY_LIMIT);
    const last = recent[0];
    if (last) {
      const wait = last.createdAt.getTime() + resendIntervalMs - now.getTime();
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

  // An undelivered code must not count against the phone's limits.
  const withdraw = () => db.delete(verificationCodes).where(eq(verificationCodes.id, codeId));
  try {
    await deps.reserveSend?.();
  } catch (error) {
    await withdraw();
    throw error;
  }
  // Sent after the commit: a slow provider must not hold the phone's row lock (or PGlite's only connection).
  const minutes = SMS_CODE_TTL_MS / 60_000;
  try {
    await deps.sms.send({ to: phone, text: deps.t('auth.sms_code_text', { code, count: minutes }) });
  } catch {
    await withdraw();
    throw smsSendFailed();
  }
  return { retryAfterSeconds: Math.ceil(resendIntervalMs / 1000), expiresInSeconds: SMS_CODE_TTL_MS / 1000 };
}

type CheckOutcome = { kind: 'ok'; password: string } | { kind: 'invalid' } | { kind: 'exhausted' };

/**
 * Checks the phone's newest live code for a one-time login password (valid 5 minutes). The try is
 * counted against the client address first (CODE_CHECK_LIMIT when it has used its tries); a wrong
 * code counts against the code too, and its MAX_WRONG_CODES-th wrong try kills it
 * (CODE_ATTEMPTS_EXHAUSTED: request a new code). Nothing here ever refuses the phone's owner a new code.
 */
export async function checkVerificationCode(deps: CodeDeps & { client: string }, phone: string, code: string): Promise<string> {
  const { db, now } = deps;
  await sweepSignInCounters(db, now);
  const guesser: Guesser = { kind: 'sms_code', subject: '', client: deps.client };
  const reserved = await db.transaction((tx) => reserveAttempt(tx, guesser, SMS_CODE_CLIENT_POLICY, now));
  if (!reserved.allowed) throw codeCheckLimit(reserved.retryAt, now);
  const outcome = await db.transaction(async (tx): Promise<CheckOutcome> => {
    // The code's row stays locked until the outcome is written: concurrent tries are counted one by one.
    const [live] = await tx
      .select({ id: verificationCodes.id, codeHash: verificationCodes.codeHash, failedChecks: verificationCodes.failedChecks })
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
      .limit(1)
      .for('update');
    if (!live) return { kind: 'invalid' };
    if (live.failedChecks >= MAX_WRONG_CODES) return { kind: 'exhausted' };
    if (sameHash(live.codeHash, secretHash(deps.pepper, phone, code))) {
      const password = randomBytes(24).toString('base64url');
      await tx
        .update(verificationCodes)
        .set({
          checkedAt: now,
          loginPasswordHash: secretHash(deps.pepper, phone, password),
          loginPasswordExpiresAt: new Date(now.getTime() + LOGIN_PASSWORD_TTL_MS),
        })
        .where(eq(verificationCodes.id, live.id));
      return { kind: 'ok', password };
    }
    const failedChecks = live.failedChecks + 1;
    await tx.update(verificationCodes).set({ failedChecks }).where(eq(verificationCodes.id, live.id));
    return failedChecks >= MAX_WRONG_CODES ? { kind: 'exhausted' } : { kind: 'invalid' };
  });
  if (outcome.kind === 'exhausted') throw codeAttemptsExhausted();
  if (outcome.kind === 'invalid') throw codeInvalid();
  // A right code is no failure of the client's (its window stays: the count is over every phone).
  await forgiveAttempt(db, guesser);
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
