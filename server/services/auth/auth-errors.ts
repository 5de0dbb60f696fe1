import { ApiError, RetryLaterError } from '../../http/api-error';

/** The sign-in failures, each with its i18n key under `auth.` (README "Sign-in" lists them). */

const secondsUntil = (until: Date, now: Date) => Math.ceil((until.getTime() - now.getTime()) / 1000);
/** Whole minutes, at least 1, for messages that say "try again in N minutes". */
const minutesIn = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));
const retryInMinutes = (code: string, key: string, seconds: number) => new RetryLaterError(code, key, seconds, { count: minutesIn(seconds) });

export const smsTooSoon = (seconds: number) => new RetryLaterError('SMS_TOO_SOON', 'auth.sms_too_soon', seconds, { count: seconds });

export const smsHourlyLimit = (until: Date, now: Date) => retryInMinutes('SMS_HOURLY_LIMIT', 'auth.sms_hourly_limit', secondsUntil(until, now));

/** This client address asked for too many codes (whatever the phones). */
export const smsClientLimit = (seconds: number) => retryInMinutes('SMS_CLIENT_LIMIT', 'auth.sms_client_limit', seconds);
/** Too many codes to numbers of this country code this hour. */
export const smsCountryLimit = (seconds: number, dialCode: string) =>
  new RetryLaterError('SMS_COUNTRY_LIMIT', 'auth.sms_country_limit', seconds, { count: minutesIn(seconds), dial: dialCode });
/** The hourly ceiling of codes sent in all. */
export const smsGlobalLimit = (seconds: number) => retryInMinutes('SMS_GLOBAL_LIMIT', 'auth.sms_global_limit', seconds);

/** This client address tried too many wrong codes (whatever the phones). */
export const codeCheckLimit = (until: Date, now: Date) => retryInMinutes('CODE_CHECK_LIMIT', 'auth.code_check_limit', secondsUntil(until, now));

/** This client address failed too many passwords for this username. */
export const loginTooManyFailures = (until: Date, now: Date) =>
  retryInMinutes('LOGIN_TOO_MANY_FAILURES', 'auth.login_too_many_failures', secondsUntil(until, now));

/** So many sign-ins to this username failed (from anywhere) that new clients take turns, seconds apart. */
export const loginSlowedDown = (until: Date, now: Date) => {
  const seconds = secondsUntil(until, now);
  return new RetryLaterError('LOGIN_SLOWED_DOWN', 'auth.login_slowed_down', seconds, { count: Math.max(1, seconds) });
};

export const codeInvalid = () => new ApiError(400, 'CODE_INVALID', 'auth.code_invalid');
/** The code took its last wrong try and is dead: only a new code can sign in. */
export const codeAttemptsExhausted = () => new ApiError(400, 'CODE_ATTEMPTS_EXHAUSTED', 'auth.code_attempts_exhausted');
/** The one-time password from verification_code/check is wrong, used or older than 5 minutes. */
export const customerLoginFailed = () => new ApiError(400, 'LOGIN_FAILED', 'auth.code_login_failed');
/** Wrong username or wrong password: one message, so nobody learns which usernames exist. */
export const staffLoginFailed = () => new ApiError(400, 'LOGIN_FAILED', 'auth.login_failed');
export const staffInactive = () => new ApiError(403, 'STAFF_INACTIVE', 'auth.staff_inactive');
export const smsSendFailed = () => new ApiError(503, 'SMS_SEND_FAILED', 'auth.sms_send_failed');
export const customerNotFound = () => new ApiError(404, 'CUSTOMER_NOT_FOUND', 'auth.customer_not_found');
