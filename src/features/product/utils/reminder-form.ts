/**
 * The arrival reminder form's checks (spec §5 Other forms), run before sending so the buyer sees the
 * message at once; the server applies the same rules (core/schemas/product-extras.ts) and has the
 * last word. The e-mail pattern is zod's, so both sides accept the same addresses.
 */
const EMAIL =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** A North American number has 10 digits; international numbers up to 15 (E.164). */
const PHONE_DIGITS = { min: 10, max: 15 };

export type ReminderMessageKey =
  | 'product.reminder.phone_required'
  | 'product.reminder.phone_invalid'
  | 'product.reminder.email_required'
  | 'product.reminder.email_invalid';

export interface ReminderErrors {
  phone?: ReminderMessageKey;
  email?: ReminderMessageKey;
}

export function validateReminder(input: { phone: string; email: string }): ReminderErrors {
  const errors: ReminderErrors = {};
  const phone = input.phone.trim();
  const digits = phone.replace(/\D/g, '');
  if (phone === '') errors.phone = 'product.reminder.phone_required';
  else if (digits.length < PHONE_DIGITS.min || digits.length > PHONE_DIGITS.max) errors.phone = 'product.reminder.phone_invalid';
  const email = input.email.trim();
  if (email === '') errors.email = 'product.reminder.email_required';
  else if (email.length > 200 || !EMAIL.test(email)) errors.email = 'product.reminder.email_invalid';
  return errors;
}

export const hasReminderErrors = (errors: ReminderErrors): boolean => Boolean(errors.phone ?? errors.email);
