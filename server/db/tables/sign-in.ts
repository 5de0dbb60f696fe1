import {
  bigserial,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

/** Sign-in codes and the counters that limit guessing and texting (README "Sign-in"). */

/**
 * SMS login codes (spec §5 Login, DECISIONS.md): stored hashed, valid 10 minutes. A correct code is
 * exchanged for a one-time login password (hashed too) that api/webclient/login consumes.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** phone_num: country code first, digits only. */
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    loginPasswordHash: text('login_password_hash'),
    loginPasswordExpiresAt: timestamp('login_password_expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    /** Wrong codes tried against this code; at MAX_WRONG_CODES it is dead and a new one must be requested. */
    failedChecks: integer('failed_checks').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('verification_codes_phone_idx').on(t.phone, t.createdAt)],
);

/**
 * One row per phone that asked for a code: requests for one phone lock it (select … for update) so
 * the resend interval and the hourly limit are checked one request at a time. It never locks anyone
 * out: wrong codes count against the code and the client address (sign_in_failures), not the phone.
 */
export const phoneLoginGuards = pgTable('phone_login_guards', {
  phone: text('phone').primaryKey(),
  updatedAt: updatedAt(),
});

/**
 * Failed sign-in attempts per guesser (README "Sign-in"): a staff username from one client address
 * (`staff_password`), or wrong SMS codes from one client address whatever the phone (`sms_code`,
 * subject ''). An attempt is counted before it is evaluated; a full window refuses until it ends,
 * and each window that filled up doubles the next one (`strikes`).
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    kind: text('kind', { enum: ['staff_password', 'sms_code'] }).notNull(),
    subject: text('subject').notNull(),
    client: text('client').notNull(),
    failures: integer('failures').notNull(),
    strikes: integer('strikes').notNull().default(0),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.subject, t.client] })],
);

/**
 * Fixed-window hit counters shared by every server on the database: @fastify/rate-limit's store (SMS
 * codes per client, per country, in all) and the per-username ceiling of staff sign-ins.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
});
