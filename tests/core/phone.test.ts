import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PHONE_COUNTRY,
  dialCodeOf,
  digitsOnly,
  formatPhone,
  isValidPhoneNum,
  maskPhoneNum,
  nationalNumber,
  PHONE_COUNTRIES,
  toPhoneNum,
} from '../../core/account/phone';
import { phoneNumSchema } from '../../core/schemas/account';

describe('phone numbers (spec §2.5, §5 Login)', () => {
  it('offers Canada (default), China mainland and the United States', () => {
    expect(PHONE_COUNTRIES.map((c) => `${c.id}+${c.dialCode}`)).toEqual(['CA+1', 'CN+86', 'US+1']);
    expect(DEFAULT_PHONE_COUNTRY).toBe('CA');
  });

  it('strips everything but digits as typed', () => {
    expect(digitsOnly('(416) 555-0123')).toBe('4165550123');
    expect(digitsOnly('+1 416.555.0123 ext')).toBe('14165550123');
    expect(digitsOnly('abc')).toBe('');
  });

  it('reads North American numbers with or without the trunk 1', () => {
    expect(nationalNumber('CA', '416-555-0123')).toBe('4165550123');
    expect(nationalNumber('CA', '1 416 555 0123')).toBe('4165550123');
    expect(nationalNumber('US', '(212) 555-0199')).toBe('2125550199');
    expect(toPhoneNum('CA', '(416) 555-0123')).toBe('14165550123');
    expect(toPhoneNum('US', '+1 212 555 0199')).toBe('12125550199');
  });

  it('refuses impossible North American numbers', () => {
    // Area codes and exchanges cannot start with 0 or 1; lengths must be exact.
    expect(toPhoneNum('CA', '016-555-0123')).toBeUndefined();
    expect(toPhoneNum('CA', '416-155-0123')).toBeUndefined();
    expect(toPhoneNum('CA', '416-555-012')).toBeUndefined();
    expect(toPhoneNum('CA', '416-555-01234')).toBeUndefined();
    expect(toPhoneNum('CA', '2 416 555 0123')).toBeUndefined();
    expect(toPhoneNum('CA', '')).toBeUndefined();
  });

  it('reads China mainland mobiles (1[3-9] + 9 digits) only', () => {
    expect(toPhoneNum('CN', '138 1234 5678')).toBe('8613812345678');
    expect(toPhoneNum('CN', '128 1234 5678')).toBeUndefined();
    expect(toPhoneNum('CN', '010 1234 5678')).toBeUndefined();
    expect(toPhoneNum('CN', '1381234567')).toBeUndefined();
  });

  it('validates a phone_num with its country code first', () => {
    expect(isValidPhoneNum('14165550123')).toBe(true);
    expect(isValidPhoneNum('8613812345678')).toBe(true);
    expect(isValidPhoneNum('4165550123')).toBe(false);
    expect(isValidPhoneNum('861381234567')).toBe(false);
    expect(isValidPhoneNum('4414165550123')).toBe(false);
    expect(isValidPhoneNum('')).toBe(false);
  });

  it('names the country code a phone_num is texted to (the per-country SMS limit)', () => {
    expect(dialCodeOf('14165550123')).toBe('1');
    expect(dialCodeOf('8613812345678')).toBe('86');
    expect(dialCodeOf('4414165550123')).toBeUndefined();
  });

  it('formats every stored form one way for display (issue 14)', () => {
    for (const stored of ['14165550123', '4165550123', '416-555-0123', '(416) 555-0123', '+1 416 555 0123', '1-416-555-0123']) {
      expect(formatPhone(stored)).toBe('+1 416-555-0123');
    }
    expect(formatPhone('8613812345678')).toBe('+86 138 1234 5678');
    expect(formatPhone('+86 138-1234-5678')).toBe('+86 138 1234 5678');
    // Not a number we know how to write: as stored.
    expect(formatPhone('123')).toBe('123');
    expect(formatPhone(' ext. 22 ')).toBe('ext. 22');
    expect(formatPhone('')).toBe('');
  });

  it('writes a North American number the Canadian way in the national style, and keeps +code for any other (issue 17)', () => {
    for (const stored of ['14165550123', '4165550123', '416-555-0123', '(416) 555-0123', '+1 416 555 0123', '1-416-555-0123']) {
      expect(formatPhone(stored, 'national')).toBe('(416) 555-0123');
    }
    expect(formatPhone('12125550199', 'national')).toBe('(212) 555-0199');
    expect(formatPhone('8613812345678', 'national')).toBe('+86 138 1234 5678');
    // A foreign number with ten digits is not mistaken for a North American one.
    expect(formatPhone('+64 9 523 4567', 'national')).toBe('+64 9 523 4567');
    expect(formatPhone('+64 9 523 4567')).toBe('+64 9 523 4567');
    expect(formatPhone('123', 'national')).toBe('123');
    expect(formatPhone('', 'national')).toBe('');
  });

  it('masks all but the last four digits', () => {
    expect(maskPhoneNum('14165550123')).toBe('+1 •••-•••-0123');
    expect(maskPhoneNum('8613812345678')).toBe('+86 ••• •••• 5678');
    expect(maskPhoneNum('14165550123')).not.toContain('416');
  });

  it('the schema gives the spec messages as i18n keys', () => {
    expect(phoneNumSchema.parse(' 14165550123 ')).toBe('14165550123');
    expect(phoneNumSchema.safeParse('').error?.issues[0]?.message).toBe('validation.phone_required');
    expect(phoneNumSchema.safeParse('12345').error?.issues[0]?.message).toBe('validation.phone_invalid');
    expect(phoneNumSchema.safeParse('1'.repeat(25)).error?.issues[0]?.message).toBe('validation.phone_invalid');
  });
});
