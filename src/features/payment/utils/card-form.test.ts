import { describe, expect, it } from 'vitest';
import { formatCardNumber, formatExpiry, validateCardForm } from './card-form';

const now = new Date(2026, 4, 15);

describe('sandbox card form', () => {
  it('groups the number by four and adds the expiry slash while typing', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-42a42')).toBe('4242 4242');
    expect(formatExpiry('1230')).toBe('12/30');
    expect(formatExpiry('1')).toBe('1');
  });

  it('turns a valid form into the confirm_setup fields', () => {
    expect(validateCardForm({ cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', postalCode: ' M5V 3L9 ' }, now)).toEqual({
      ok: true,
      card: { card_no: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123', zipcode: 'M5V 3L9' },
    });
  });

  it('names each problem', () => {
    expect(validateCardForm({ cardNumber: '4242', expiry: '13/30', cvc: '12', postalCode: '' }, now)).toEqual({
      ok: false,
      errors: { cardNumber: 'number_invalid', expiry: 'expiry_invalid', cvc: 'cvc_invalid' },
    });
    expect(validateCardForm({ cardNumber: '4242424242424242', expiry: '04/26', cvc: '123', postalCode: '' }, now)).toMatchObject({
      errors: { expiry: 'expiry_past' },
    });
    // The current month is still valid.
    expect(validateCardForm({ cardNumber: '4242424242424242', expiry: '05/26', cvc: '123', postalCode: '' }, now).ok).toBe(true);
  });
});
