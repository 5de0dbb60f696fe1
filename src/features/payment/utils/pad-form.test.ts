import { describe, expect, it } from 'vitest';
import { cleanPadInput, emptyPadForm, validatePadForm } from './pad-form';

const valid = { institution_number: '001', transit_number: '12345', account_number: '1234567', holder_name: 'AcmeFoods' };

describe('PAD bank form (spec §5)', () => {
  it('accepts institution 3, transit 5, account 7–12 digits and a holder without spaces', () => {
    expect(validatePadForm(valid)).toEqual({ ok: true, fields: valid });
    expect(validatePadForm({ ...valid, account_number: '123456789012' }).ok).toBe(true);
  });

  it('says "Please input in the number" for empty numbers and names the holder problem', () => {
    const result = validatePadForm(emptyPadForm());
    expect(result).toEqual({
      ok: false,
      errors: {
        institution_number: 'number_required',
        transit_number: 'number_required',
        account_number: 'number_required',
        holder_name: 'holder_required',
      },
    });
  });

  it('says "Invalid number" for wrong lengths and refuses spaces in the holder name', () => {
    const result = validatePadForm({ institution_number: '01', transit_number: '123456', account_number: '123456', holder_name: 'Acme Foods' });
    expect(result).toEqual({
      ok: false,
      errors: {
        institution_number: 'number_invalid',
        transit_number: 'number_invalid',
        account_number: 'number_invalid',
        holder_name: 'holder_spaces',
      },
    });
    expect(validatePadForm({ ...valid, account_number: '1234567890123' })).toMatchObject({ errors: { account_number: 'number_invalid' } });
  });

  it('keeps only digits, up to each field length, as numbers are typed', () => {
    expect(cleanPadInput('institution_number', '0a0-12')).toBe('001');
    expect(cleanPadInput('transit_number', '12 345 6')).toBe('12345');
    expect(cleanPadInput('account_number', '1234-5678-9012-34')).toBe('123456789012');
    expect(cleanPadInput('holder_name', 'Acme Foods')).toBe('Acme Foods');
  });
});
