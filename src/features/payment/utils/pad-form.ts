import { padBankFieldsSchema, type PadBankFields } from '../../../../core/schemas/payment';

export const PAD_FIELDS = ['institution_number', 'transit_number', 'account_number', 'holder_name'] as const;
export type PadField = (typeof PAD_FIELDS)[number];

/** The form's own message keys (pad.ui.errors.*), one per kind of mistake (spec §5 PAD bank form). */
export type PadErrorKey = 'number_required' | 'number_invalid' | 'holder_required' | 'holder_spaces' | 'holder_too_long';
export type PadFieldErrors = Partial<Record<PadField, PadErrorKey>>;

export type PadFormValues = Record<PadField, string>;
export const emptyPadForm = (): PadFormValues => ({ institution_number: '', transit_number: '', account_number: '', holder_name: '' });

/** Maximum digits each number field takes (institution 3, transit 5, account 12), for the inputs. */
export const PAD_MAX_DIGITS: Record<Exclude<PadField, 'holder_name'>, number> = {
  institution_number: 3,
  transit_number: 5,
  account_number: 12,
};

const KEY_OF_SCHEMA_MESSAGE: Record<string, PadErrorKey> = {
  'validation.pad_number_required': 'number_required',
  'validation.pad_number_invalid': 'number_invalid',
  'validation.pad_holder_required': 'holder_required',
  'validation.pad_holder_spaces': 'holder_spaces',
};

/**
 * Checks the cheque information with the committed schema (institution 3 digits, transit 5, account
 * 7–12, holder name without spaces), so the bounds are the server's; the messages are the form's.
 */
export function validatePadForm(values: PadFormValues): { ok: true; fields: PadBankFields } | { ok: false; errors: PadFieldErrors } {
  const parsed = padBankFieldsSchema.safeParse(values);
  if (parsed.success) return { ok: true, fields: parsed.data };
  const errors: PadFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as PadField | undefined;
    if (!field || errors[field]) continue;
    errors[field] = KEY_OF_SCHEMA_MESSAGE[issue.message] ?? (field === 'holder_name' ? 'holder_too_long' : 'number_invalid');
  }
  return { ok: false, errors };
}

/** Number fields keep digits only, up to their length, as they are typed. */
export function cleanPadInput(field: PadField, raw: string): string {
  if (field === 'holder_name') return raw;
  return raw.replace(/\D+/g, '').slice(0, PAD_MAX_DIGITS[field]);
}
