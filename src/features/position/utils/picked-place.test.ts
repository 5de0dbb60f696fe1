import { describe, expect, it } from 'vitest';
import { deliveryPosition, pickedPlaceOf, postalCodeOf } from './picked-place';

describe('picked place', () => {
  it('reads the postal code from the field, the components, then the address', () => {
    expect(postalCodeOf({ postal_code: 'M5H 2N2', address_components: [], formatted_address: '' })).toBe('M5H 2N2');
    expect(
      postalCodeOf({
        postal_code: '',
        address_components: [{ long_name: 'K1B 3V7', short_name: 'K1B 3V7', types: ['postal_code'] }],
        formatted_address: '',
      }),
    ).toBe('K1B 3V7');
    expect(postalCodeOf({ postal_code: '', address_components: [], formatted_address: '1 Main St, Toronto, ON m5v3l9, Canada' })).toBe(
      'M5V3L9',
    );
    expect(postalCodeOf({ postal_code: '', address_components: [], formatted_address: 'Somewhere' })).toBe('');
  });

  it('builds a delivery position and reads it back', () => {
    const place = { address: '100 Queen St W, Toronto, ON M5H 2N2', lat: 43.6525, lng: -79.3839, postal: 'M5H 2N2' };
    const position = deliveryPosition(place, { shop_id: 17243, delivery_setting_id: 17243 }, { sid: 17244, delivery_setting_id: 1, cid: 9, name: 'x', lat: 1, lng: 1 });
    expect(position).toEqual({ sid: 17243, delivery_setting_id: 17243, lat: 43.6525, lng: -79.3839, name: place.address, postcode: 'M5H 2N2', cid: 9 });
    expect(pickedPlaceOf(position)).toEqual(place);
    expect(pickedPlaceOf({ sid: 0, delivery_setting_id: 0 })).toBeNull();
  });
});
