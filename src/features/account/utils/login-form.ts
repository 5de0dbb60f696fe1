import {
  DEFAULT_PHONE_COUNTRY,
  digitsOnly,
  toPhoneNum,
  type PhoneCountryId,
} from '../../../../core/account/phone';

/**
 * The login modal's rules, kept pure for tests (spec §2.5, §4 Login modal views, §5 Login, §9 Timing).
 * Messages are i18n keys the component translates.
 */

export type LoginView = 'login_view' | 'forgot_password_view' | 'email_sent_view';
export type LoginViewAction = 'forgot_password' | 'email_sent' | 'back' | 'reset';

/** Spec §9: the modal returns to login_view 500 ms after it closes. */
export const LOGIN_RESET_DELAY_MS = 500;
/** Spec §5 Forgot password: the send is simulated with a 3 s wait. */
export const FORGOT_PASSWORD_DELAY_MS = 3000;
/** Spec §9: the SMS countdown is 60 s (unless the server says otherwise), ticking every second. */
export const SMS_COUNTDOWN_SECONDS = 60;
export const SMS_COUNTDOWN_TICK_MS = 1000;

/** login_view → forgot_password_view → email_sent_view; back (and the reset) return to login_view. */
export function nextLoginView(view: LoginView, action: LoginViewAction): LoginView {
  switch (action) {
    case 'forgot_password':
      return view === 'login_view' ? 'forgot_password_view' : view;
    case 'email_sent':
      return view === 'forgot_password_view' ? 'email_sent_view' : view;
    case 'back':
    case 'reset':
      return 'login_view';
  }
}

/** Longest national number we accept as typed: 11 digits (CN mobiles, or NANP with the leading 1). */
const MAX_TYPED_DIGITS = 11;

/** Spec §5: non-digits are stripped from the phone number as it is typed. */
export function phoneFieldValue(typed: string): string {
  return digitsOnly(typed).slice(0, MAX_TYPED_DIGITS);
}

/** The SMS code field keeps digits only (pasted "123 456" works). */
export function codeFieldValue(typed: string): string {
  return digitsOnly(typed).slice(0, 6);
}

export type PhoneCheck = { ok: true; phoneNum: string } | { ok: false; error: 'validation.phone_required' };

/** The API's phone_num for the typed number, or 'Please enter a valid phone number!' (empty or invalid). */
export function checkPhone(country: PhoneCountryId, typed: string): PhoneCheck {
  const phoneNum = toPhoneNum(country, typed);
  return phoneNum ? { ok: true, phoneNum } : { ok: false, error: 'validation.phone_required' };
}

export type CodeCheck = { ok: true; code: string } | { ok: false; error: 'validation.code_required' };

/** Spec §5: an empty code gives 'Please enter a sms code!'; a wrong one is the server's to say. */
export function checkCode(typed: string): CodeCheck {
  const code = digitsOnly(typed);
  return code ? { ok: true, code } : { ok: false, error: 'validation.code_required' };
}

/** When sending becomes possible again: the server's retry_after, else the 60 s of the spec. */
export function resendAtAfter(retryAfterSeconds: number | undefined, now: number): number {
  const seconds = retryAfterSeconds !== undefined && retryAfterSeconds > 0 ? retryAfterSeconds : SMS_COUNTDOWN_SECONDS;
  return now + seconds * 1000;
}

/** Whole seconds left on the countdown (0 when sending is allowed). */
export function secondsLeft(resendAt: number | null, now: number): number {
  if (resendAt === null) return 0;
  return Math.max(0, Math.ceil((resendAt - now) / 1000));
}

/** A suggested phone ('Please log in with …'): phone_num (country code first) → the country and the typed digits. */
export function phoneFromSuggestion(phone: string): { country: PhoneCountryId; digits: string } {
  const digits = digitsOnly(phone);
  if (digits.length === 13 && digits.startsWith('86')) return { country: 'CN', digits: digits.slice(2) };
  if (digits.length === 11 && digits.startsWith('1')) return { country: DEFAULT_PHONE_COUNTRY, digits: digits.slice(1) };
  return { country: DEFAULT_PHONE_COUNTRY, digits: phoneFieldValue(digits) };
}

export type LoginField = 'phone' | 'code' | 'form';

/** Errors about the code or about sending one: shown under the code field, beside the Send button. */
const CODE_FIELD_ERRORS = new Set([
  'CODE_INVALID',
  'CODE_EXPIRED',
  'CODE_ATTEMPTS_EXHAUSTED',
  'CODE_CHECK_LIMIT',
  'SMS_TOO_SOON',
  'SMS_HOURLY_LIMIT',
  'SMS_CLIENT_LIMIT',
  'SMS_COUNTRY_LIMIT',
  'SMS_GLOBAL_LIMIT',
]);

/** Which field a server error belongs under, from its code or its validation issue path. */
export function fieldOfError(code: string, issues?: readonly { path: string }[]): LoginField {
  const path = issues?.[0]?.path ?? '';
  if (path.includes('phone_num') || path.includes('username')) return 'phone';
  if (path.includes('code')) return 'code';
  if (code === 'PHONE_INVALID') return 'phone';
  return CODE_FIELD_ERRORS.has(code) ? 'code' : 'form';
}
