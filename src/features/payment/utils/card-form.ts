/** The sandbox card form (spec §3 Credit card: card_no, expiry, cvc, zipcode). */
export interface CardFormValues {
  cardNumber: string;
  /** MM/YY as typed. */
  expiry: string;
  cvc: string;
  postalCode: string;
}

export type CardField = keyof CardFormValues;
export type CardErrorKey = 'number_invalid' | 'expiry_invalid' | 'expiry_past' | 'cvc_invalid' | 'postal_invalid';

export const emptyCardForm = (): CardFormValues => ({ cardNumber: '', expiry: '', cvc: '', postalCode: '' });

/** '4242424242424242' → '4242 4242 4242 4242' while typing (digits only, 19 at most). */
export function formatCardNumber(raw: string): string {
  const digits = raw.replace(/\D+/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** '1230' → '12/30'; a slash is added after the month. */
export function formatExpiry(raw: string): string {
  const digits = raw.replace(/\D+/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export interface ParsedCard {
  card_no: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
  zipcode: string;
}

/** Checks the form; the server checks the number against the sandbox's published test cards. */
export function validateCardForm(
  values: CardFormValues,
  now: Date = new Date(),
): { ok: true; card: ParsedCard } | { ok: false; errors: Partial<Record<CardField, CardErrorKey>> } {
  const errors: Partial<Record<CardField, CardErrorKey>> = {};
  const digits = values.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) errors.cardNumber = 'number_invalid';

  const match = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(values.expiry.trim());
  let month = 0;
  let year = 0;
  if (!match) errors.expiry = 'expiry_invalid';
  else {
    month = Number(match[1]);
    year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
    if (month < 1 || month > 12) errors.expiry = 'expiry_invalid';
    else if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1)) errors.expiry = 'expiry_past';
  }
  if (!/^\d{3,4}$/.test(values.cvc.trim())) errors.cvc = 'cvc_invalid';
  const postal = values.postalCode.trim();
  if (postal.length > 10) errors.postalCode = 'postal_invalid';

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, card: { card_no: digits, exp_month: month, exp_year: year, cvc: values.cvc.trim(), zipcode: postal } };
}
