import { describe, expect, it } from 'vitest';
import { arrivalReminderBodySchema } from '../../../../core/schemas/product-extras';
import { hasReminderErrors, validateReminder } from './reminder-form';

describe('arrival reminder form checks (spec §5 Other forms)', () => {
  it('asks for both fields when empty', () => {
    expect(validateReminder({ phone: '', email: '  ' })).toEqual({
      phone: 'product.reminder.phone_required',
      email: 'product.reminder.email_required',
    });
  });

  it('refuses a malformed e-mail and a too short or too long phone', () => {
    expect(validateReminder({ phone: '416-555-0143', email: 'chef@example' }).email).toBe('product.reminder.email_invalid');
    expect(validateReminder({ phone: '555-0143', email: 'chef@example.ca' }).phone).toBe('product.reminder.phone_invalid');
    expect(validateReminder({ phone: '1'.repeat(16), email: 'chef@example.ca' }).phone).toBe('product.reminder.phone_invalid');
  });

  it('accepts a formatted phone and a well-formed e-mail', () => {
    const errors = validateReminder({ phone: '+1 (416) 555-0143', email: ' chef.o-neil+orders@resto.example.ca ' });
    expect(hasReminderErrors(errors)).toBe(false);
  });

  it('agrees with the server schema', () => {
    const samples = [
      ['4165550143', 'a@b.co'],
      ['416 555 0143', 'first.last@restaurant.ca'],
      ['+86 138 0013 8000', 'x_y+z@sub.domain.org'],
      ['12345', 'a@b.co'],
      ['4165550143', 'a@b'],
      ['4165550143', 'a..b@c.com'],
      ['4165550143', '.a@c.com'],
      ['4165550143', 'a@-c.com'],
      ['4165550143', 'a b@c.com'],
      ['', 'a@b.co'],
      ['4165550143', ''],
    ] as const;
    for (const [phone, email] of samples) {
      const client = !hasReminderErrors(validateReminder({ phone, email }));
      const server = arrivalReminderBodySchema.safeParse({ shop_id: 17243, product_id: 1, phone, email }).success;
      expect({ phone, email, client }).toEqual({ phone, email, client: server });
    }
  });
});
