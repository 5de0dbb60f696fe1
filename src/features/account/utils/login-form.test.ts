import { describe, expect, it } from 'vitest';
import {
  checkCode,
  checkPhone,
  codeFieldValue,
  fieldOfError,
  nextLoginView,
  phoneFieldValue,
  phoneFromSuggestion,
  resendAtAfter,
  secondsLeft,
  SMS_COUNTDOWN_SECONDS,
} from './login-form';
import { safeRedirectPath } from './safe-redirect';

describe('login modal views (spec §4 Login modal views)', () => {
  it('goes login → forgot password → e-mail sent, and back or a reset returns to login', () => {
    expect(nextLoginView('login_view', 'forgot_password')).toBe('forgot_password_view');
    expect(nextLoginView('forgot_password_view', 'email_sent')).toBe('email_sent_view');
    expect(nextLoginView('email_sent_view', 'back')).toBe('login_view');
    expect(nextLoginView('forgot_password_view', 'back')).toBe('login_view');
    expect(nextLoginView('email_sent_view', 'reset')).toBe('login_view');
  });

  it('ignores steps that do not apply to the current view', () => {
    expect(nextLoginView('login_view', 'email_sent')).toBe('login_view');
    expect(nextLoginView('email_sent_view', 'forgot_password')).toBe('email_sent_view');
  });
});

describe('phone field (spec §5 Login)', () => {
  it('strips non-digits as typed, up to 11 digits', () => {
    expect(phoneFieldValue('(416) 555-0123')).toBe('4165550123');
    expect(phoneFieldValue('+1 416 555 0123 999')).toBe('14165550123');
    expect(phoneFieldValue('abc')).toBe('');
  });

  it('normalises a Canadian or US number to 1 + 10 digits, with or without the leading 1', () => {
    expect(checkPhone('CA', '416-555-0123')).toEqual({ ok: true, phoneNum: '14165550123' });
    expect(checkPhone('CA', '14165550123')).toEqual({ ok: true, phoneNum: '14165550123' });
    expect(checkPhone('US', '2125550100')).toEqual({ ok: true, phoneNum: '12125550100' });
  });

  it('normalises a China mainland mobile to 86 + 11 digits', () => {
    expect(checkPhone('CN', '138 1234 5678')).toEqual({ ok: true, phoneNum: '8613812345678' });
    expect(checkPhone('CN', '4165550123').ok).toBe(false);
  });

  it("gives 'Please enter a valid phone number!' for an empty or invalid number", () => {
    expect(checkPhone('CA', '')).toEqual({ ok: false, error: 'validation.phone_required' });
    expect(checkPhone('CA', '123')).toEqual({ ok: false, error: 'validation.phone_required' });
    // NANP area codes do not start with 0 or 1.
    expect(checkPhone('US', '0125550100').ok).toBe(false);
  });

  it('reads a suggested phone back into the country and the typed digits', () => {
    expect(phoneFromSuggestion('8613812345678')).toEqual({ country: 'CN', digits: '13812345678' });
    expect(phoneFromSuggestion('+1 416-555-0123')).toEqual({ country: 'CA', digits: '4165550123' });
    expect(phoneFromSuggestion('4165550123')).toEqual({ country: 'CA', digits: '4165550123' });
  });
});

describe('SMS code (spec §5 Login)', () => {
  it("keeps digits only and gives 'Please enter a sms code!' when empty", () => {
    expect(codeFieldValue('12 34-56 7')).toBe('123456');
    expect(checkCode('')).toEqual({ ok: false, error: 'validation.code_required' });
    expect(checkCode(' 123456 ')).toEqual({ ok: true, code: '123456' });
  });

  it('puts server errors under the field they are about', () => {
    expect(fieldOfError('CODE_INVALID')).toBe('code');
    expect(fieldOfError('SMS_TOO_SOON')).toBe('code');
    expect(fieldOfError('CODE_ATTEMPTS_EXHAUSTED')).toBe('code');
    expect(fieldOfError('SMS_CLIENT_LIMIT')).toBe('code');
    expect(fieldOfError('PHONE_INVALID')).toBe('phone');
    expect(fieldOfError('VALIDATION', [{ path: 'phone_num' }])).toBe('phone');
    expect(fieldOfError('VALIDATION', [{ path: 'code' }])).toBe('code');
    expect(fieldOfError('NETWORK_ERROR')).toBe('form');
  });
});

describe('SMS countdown (spec §9: 60 s, every 1 s)', () => {
  const now = 1_000_000;

  it("counts from the server's retry_after, else 60 s", () => {
    expect(resendAtAfter(45, now)).toBe(now + 45_000);
    expect(resendAtAfter(undefined, now)).toBe(now + SMS_COUNTDOWN_SECONDS * 1000);
    expect(resendAtAfter(0, now)).toBe(now + 60_000);
  });

  it('shows whole seconds left, rounding up, and 0 once over', () => {
    const resendAt = resendAtAfter(60, now);
    expect(secondsLeft(resendAt, now)).toBe(60);
    expect(secondsLeft(resendAt, now + 1)).toBe(60);
    expect(secondsLeft(resendAt, now + 1000)).toBe(59);
    expect(secondsLeft(resendAt, now + 59_999)).toBe(1);
    expect(secondsLeft(resendAt, now + 60_000)).toBe(0);
    expect(secondsLeft(resendAt, now + 90_000)).toBe(0);
    expect(secondsLeft(null, now)).toBe(0);
  });
});

describe('sign-in redirect (same-site paths only)', () => {
  it('keeps a path with its query and hash', () => {
    expect(safeRedirectPath('/cn/addressBook?enableSelect=1#x')).toBe('/cn/addressBook?enableSelect=1#x');
    expect(safeRedirectPath('/')).toBe('/');
  });

  it('refuses other sites and odd forms', () => {
    for (const raw of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)', 'coupons', '', null]) {
      expect(safeRedirectPath(raw)).toBeNull();
    }
  });
});
