/**
 * Phone numbers for SMS login (spec §2.5, §5 Login, §9 Service and policy). The login modal offers
 * Canada +1 (default), China mainland +86 and United States +1; the API receives one string of digits
 * with the country code first (`14165550123`, `8613812345678`), which is also the customer's key.
 */

export const PHONE_COUNTRIES = [
  { id: 'CA', dialCode: '1' },
  { id: 'CN', dialCode: '86' },
  { id: 'US', dialCode: '1' },
] as const;
export type PhoneCountryId = (typeof PHONE_COUNTRIES)[number]['id'];
export const DEFAULT_PHONE_COUNTRY: PhoneCountryId = 'CA';

/** Spec §5: non-digit characters are stripped as the number is typed. */
export const digitsOnly = (text: string): string => text.replace(/\D+/g, '');

/** North American numbers: area code and exchange start 2–9. China mainland mobiles: 1 then 10 digits. */
const NANP_NATIONAL = /^[2-9]\d{2}[2-9]\d{6}$/;
const CN_MOBILE = /^1[3-9]\d{9}$/;

/** The national part of a number valid for the country, else undefined. A leading 1 (NANP trunk) is dropped. */
export function nationalNumber(country: PhoneCountryId, typed: string): string | undefined {
  let digits = digitsOnly(typed);
  if (country === 'CN') return CN_MOBILE.test(digits) ? digits : undefined;
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  return NANP_NATIONAL.test(digits) ? digits : undefined;
}

/** The API's phone_num for a typed number, or undefined when it is not a valid number of that country. */
export function toPhoneNum(country: PhoneCountryId, typed: string): string | undefined {
  const national = nationalNumber(country, typed);
  if (!national) return undefined;
  const dial = PHONE_COUNTRIES.find((c) => c.id === country)?.dialCode ?? '1';
  return `${dial}${national}`;
}

/** Whether a phone_num (country code first) is a number we can text: +1 NANP or +86 mobile. */
export function isValidPhoneNum(phoneNum: string): boolean {
  if (phoneNum.startsWith('86')) return CN_MOBILE.test(phoneNum.slice(2));
  if (phoneNum.startsWith('1')) return NANP_NATIONAL.test(phoneNum.slice(1));
  return false;
}

/** The country calling code a phone_num starts with (`1`, `86`), or undefined for a number we do not text. */
export function dialCodeOf(phoneNum: string): string | undefined {
  if (!isValidPhoneNum(phoneNum)) return undefined;
  return PHONE_COUNTRIES.map((c) => c.dialCode).find((dial) => phoneNum.startsWith(dial));
}

/**
 * `international` (default): how the storefront and the agent console write a number, dialable from
 * anywhere. `national`: how a Canadian reads a North American number in a table of them (the back
 * office's customers): `(416) 555-0123`; any other country keeps its `+code`.
 */
export type PhoneStyle = 'international' | 'national';

/**
 * The one way Supply Desk writes a phone number (navbar, address book, checkout, orders, agent
 * banner and finder, invoices): `+1 416-555-0123`, `+86 138 1234 5678`; in the `national` style
 * (back office) `(416) 555-0123`. Takes any stored form — a phone_num (`14165550123`), an
 * address-book tel (`4165550123`, `416-555-0123`, `(416) 555-0123`) or `+86…` — and gives anything
 * it does not recognise back as written.
 */
export function formatPhone(text: string, style: PhoneStyle = 'international'): string {
  const digits = digitsOnly(text);
  if (digits.length === 13 && digits.startsWith('86')) {
    const n = digits.slice(2);
    return `+86 ${n.slice(0, 3)} ${n.slice(3, 7)} ${n.slice(7)}`;
  }
  const nanp = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  // An address-book tel typed `+44 …` is not a North American number however many digits it has.
  const foreign = text.trim().startsWith('+') && !digits.startsWith('1');
  if (nanp.length === 10 && NANP_NATIONAL.test(nanp) && !foreign) {
    return style === 'national' ? `(${nanp.slice(0, 3)}) ${nanp.slice(3, 6)}-${nanp.slice(6)}` : `+1 ${nanp.slice(0, 3)}-${nanp.slice(3, 6)}-${nanp.slice(6)}`;
  }
  return text.trim();
}

/** `+1 •••-•••-0123`: enough for the owner to recognise, nothing for anyone else (e-mails, logs). */
export function maskPhoneNum(phoneNum: string): string {
  const last = phoneNum.slice(-4);
  return phoneNum.startsWith('86') ? `+86 ••• •••• ${last}` : `+1 •••-•••-${last}`;
}
