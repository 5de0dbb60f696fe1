import type { FastifyReply } from 'fastify';
import { ApiError } from '../../http/api-error';

/** The sign-in failures, each with its i18n key under `auth.` (README "Sign-in" lists them). */

const minutesLeft = (until: Date, now: Date) => Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));

/** 429 with the seconds until a retry may work; the route copies it into a Retry-After header. */
export class RetryLaterError extends ApiError {
  constructor(
    code: string,
    messageKey: string,
    readonly retryAfterSeconds: number,
    params: Record<string, string | number> = {},
  ) {
    super(429, code, messageKey, params);
  }
}

export const smsTooSoon = (seconds: number) => new RetryLaterError('SMS_TOO_SOON', 'auth.sms_too_soon', seconds, { count: seconds });

export const smsHourlyLimit = (until: Date, now: Date) =>
  new RetryLaterError('SMS_HOURLY_LIMIT', 'auth.sms_hourly_limit', Math.ceil((until.getTime() - now.getTime()) / 1000), {
    count: minutesLeft(until, now),
  });

export const phoneLocked = (until: Date, now: Date) =>
  new RetryLaterError('PHONE_LOCKED', 'auth.phone_locked', Math.ceil((until.getTime() - now.getTime()) / 1000), {
    count: minutesLeft(until, now),
  });

export const loginLocked = (until: Date, now: Date) =>
  new RetryLaterError('LOGIN_LOCKED', 'auth.login_locked', Math.ceil((until.getTime() - now.getTime()) / 1000), {
    count: minutesLeft(until, now),
  });

export const codeInvalid = () => new ApiError(400, 'CODE_INVALID', 'auth.code_invalid');
/** The one-time password from verification_code/check is wrong, used or older than 5 minutes. */
export const customerLoginFailed = () => new ApiError(400, 'LOGIN_FAILED', 'auth.code_login_failed');
/** Wrong username or wrong password: one message, so nobody learns which usernames exist. */
export const staffLoginFailed = () => new ApiError(400, 'LOGIN_FAILED', 'auth.login_failed');
export const staffInactive = () => new ApiError(403, 'STAFF_INACTIVE', 'auth.staff_inactive');
export const smsSendFailed = () => new ApiError(503, 'SMS_SEND_FAILED', 'auth.sms_send_failed');
export const customerNotFound = () => new ApiError(404, 'CUSTOMER_NOT_FOUND', 'auth.customer_not_found');

/** Runs a handler and, when it is refused for now, tells the client when to retry (Retry-After). */
export async function withRetryAfter<T>(reply: FastifyReply, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof RetryLaterError) reply.header('retry-after', String(Math.max(1, error.retryAfterSeconds)));
    throw error;
  }
}
