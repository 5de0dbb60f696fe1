import { addressBookInputSchema, type AddressBookEntry } from '../../../../../core/schemas/account';
import type { PlaceResult } from '../../../../../core/schemas/maps';
import { mapIssuesToFields, type IssueLike, type MappedErrors } from './form-errors';

/** The fields of the address pop-up (spec §3 Address book entry), in their order on screen. */
export const ADDRESS_FIELDS = ['name', 'tel', 'address', 'unit', 'buzz_code', 'postal_code'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** The address the customer picked from the suggestions, with its coordinates once resolved. */
export type PickedAddress =
  | { label: string; placeId: string; status: 'resolving' }
  | { label: string; latitude: number; longitude: number; status: 'resolved' };

export interface AddressFormValues {
  name: string;
  tel: string;
  /** What the address field shows; valid only while it equals picked.label. */
  addressText: string;
  picked: PickedAddress | null;
  unit: string;
  buzz_code: string;
  postal_code: string;
}

export function emptyAddressForm(tel = ''): AddressFormValues {
  return { name: '', tel, addressText: '', picked: null, unit: '', buzz_code: '', postal_code: '' };
}

export function addressFormFromEntry(entry: AddressBookEntry): AddressFormValues {
  const address = entry.address || entry.addr;
  return {
    name: entry.name,
    tel: entry.tel,
    addressText: address,
    picked: { label: address, latitude: entry.latitude, longitude: entry.longitude, status: 'resolved' },
    unit: entry.unit,
    buzz_code: entry.buzz_code,
    postal_code: entry.postal_code,
  };
}

/** latitude / longitude / addr problems belong to the address field. */
export function addressFieldOf(key: string): AddressField | undefined {
  if (key === 'latitude' || key === 'longitude' || key === 'addr') return 'address';
  return (ADDRESS_FIELDS as readonly string[]).includes(key) ? (key as AddressField) : undefined;
}

export function addressErrorsFromIssues(
  issues: readonly IssueLike[],
  translate?: (message: string) => string,
): MappedErrors<AddressField> {
  return mapIssuesToFields(issues, addressFieldOf, translate);
}

/** The coordinates count only while the field still shows the picked address. */
function pickedCoordinates(values: AddressFormValues): { latitude?: number; longitude?: number } {
  const { picked } = values;
  if (!picked || picked.status !== 'resolved' || picked.label !== values.addressText) return {};
  return { latitude: picked.latitude, longitude: picked.longitude };
}

export type AddressFormResult =
  | { ok: true; input: ReturnType<typeof addressBookInputSchema.parse> }
  | { ok: false; errors: MappedErrors<AddressField> };

/** Checks the form with the server's own schema; messages are i18n keys (`validation.*`) unless translated. */
export function validateAddressForm(
  values: AddressFormValues,
  translate?: (message: string) => string,
): AddressFormResult {
  const result = addressBookInputSchema.safeParse({
    name: values.name,
    tel: values.tel,
    address: values.addressText,
    unit: values.unit,
    buzz_code: values.buzz_code,
    postal_code: values.postal_code,
    ...pickedCoordinates(values),
  });
  if (result.success) return { ok: true, input: result.data };
  return { ok: false, errors: addressErrorsFromIssues(result.error.issues, translate) };
}

/** The postal code alone, for the check on blur: the normalized code ('M5V 3L9') or the message key. */
export function checkPostalCode(text: string): { ok: true; value: string } | { ok: false; message: string } {
  const result = addressBookInputSchema.shape.postal_code.safeParse(text);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, message: result.error.issues[0]?.message ?? 'validation.postal_code_invalid' };
}

/** A picked place's postal code: its own field, else its postal_code address component ('' when none). */
export function postalCodeOfPlace(place: Pick<PlaceResult, 'postal_code' | 'address_components'>): string {
  if (place.postal_code) return place.postal_code;
  return place.address_components.find((c) => c.types.includes('postal_code'))?.long_name ?? '';
}
