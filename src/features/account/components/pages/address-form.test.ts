import { describe, expect, it } from 'vitest';
import type { AddressBookEntry } from '../../../../../core/schemas/account';
import {
  addressErrorsFromIssues,
  addressFormFromEntry,
  checkPostalCode,
  emptyAddressForm,
  postalCodeOfPlace,
  validateAddressForm,
  type AddressFormValues,
} from './address-form';

const entry: AddressBookEntry = {
  id: 7,
  name: 'Golden Wok',
  tel: '14165550123',
  address: '100 Queen St W, Toronto, ON M5H 2N2',
  addr: '100 Queen St W, Toronto, ON M5H 2N2',
  unit: '204',
  buzz_code: '1234',
  postal_code: 'M5H 2N2',
  latitude: 43.6535,
  longitude: -79.3839,
  shop_id: 17243,
  updated_at: '2026-01-05T12:00:00.000Z',
};

const filled = (patch: Partial<AddressFormValues> = {}): AddressFormValues => ({ ...addressFormFromEntry(entry), ...patch });

describe('validateAddressForm', () => {
  it('accepts a picked address and normalizes phone and postal code', () => {
    const result = validateAddressForm(filled({ tel: '+1 (416) 555-0123', postal_code: 'm5h2n2' }));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.input).toMatchObject({ tel: '14165550123', postal_code: 'M5H 2N2', latitude: 43.6535, longitude: -79.3839 });
  });

  it("says 'Incorrect format' for 12345 and 'required' for an empty postal code", () => {
    const bad = validateAddressForm(filled({ postal_code: '12345' }));
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.errors.fields).toEqual({ postal_code: 'validation.postal_code_invalid' });
    const empty = validateAddressForm(filled({ postal_code: ' ' }));
    if (!empty.ok) expect(empty.errors.fields.postal_code).toBe('validation.postal_code_required');
  });

  it('refuses an address typed without picking a suggestion', () => {
    const typed = validateAddressForm(filled({ addressText: '100 Queen', picked: null }));
    expect(typed.ok).toBe(false);
    if (!typed.ok) expect(typed.errors.fields.address).toBe('validation.address_pick');
    // Edited after picking: the old coordinates no longer count.
    const edited = validateAddressForm(filled({ addressText: '101 Queen St W' }));
    if (!edited.ok) expect(edited.errors.fields.address).toBe('validation.address_pick');
    // Still resolving: not picked yet either.
    const resolving = validateAddressForm(
      filled({ addressText: 'x', picked: { label: 'x', placeId: 'p', status: 'resolving' } }),
    );
    expect(resolving.ok).toBe(false);
  });

  it('an empty form names every required field, the address by its own message', () => {
    const result = validateAddressForm(emptyAddressForm());
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.fields).toEqual({
      name: 'validation.merchant_name_required',
      tel: 'validation.phone_invalid',
      address: 'validation.address_required',
      postal_code: 'validation.postal_code_required',
    });
  });

  it('translates when asked', () => {
    const result = validateAddressForm(filled({ name: '' }), (m) => `t(${m})`);
    if (!result.ok) expect(result.errors.fields.name).toBe('t(validation.merchant_name_required)');
  });
});

describe('addressErrorsFromIssues', () => {
  it('puts the server’s issues under their fields; coordinates belong to the address', () => {
    const mapped = addressErrorsFromIssues([
      { path: 'body.postal_code', message: 'Format incorrect' },
      { path: 'body.latitude', message: 'Veuillez choisir une adresse dans la liste proposée' },
      { path: 'body.shop', message: 'Something else' },
    ]);
    expect(mapped.fields).toEqual({
      postal_code: 'Format incorrect',
      address: 'Veuillez choisir une adresse dans la liste proposée',
    });
    expect(mapped.other).toEqual(['Something else']);
  });
});

describe('checkPostalCode and postalCodeOfPlace', () => {
  it('normalizes a good code and names the problem of a bad one', () => {
    expect(checkPostalCode(' k1a-0b1 ')).toEqual({ ok: true, value: 'K1A 0B1' });
    expect(checkPostalCode('12345')).toEqual({ ok: false, message: 'validation.postal_code_invalid' });
    expect(checkPostalCode('')).toEqual({ ok: false, message: 'validation.postal_code_required' });
  });

  it('reads the place’s postal code, else its postal_code component', () => {
    expect(postalCodeOfPlace({ postal_code: 'M5H 2N2', address_components: [] })).toBe('M5H 2N2');
    expect(
      postalCodeOfPlace({
        postal_code: '',
        address_components: [{ long_name: 'M5V 3L9', short_name: 'M5V 3L9', types: ['postal_code'] }],
      }),
    ).toBe('M5V 3L9');
    expect(postalCodeOfPlace({ postal_code: '', address_components: [] })).toBe('');
  });
});
