import type { PlaceResult } from '../../../../core/schemas/maps';
import type { PickedPlace, Position } from '../types/position';

const CANADIAN_POSTAL_CODE = /\b[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d\b/i;

/** The postal code of a place: its own field, its address component, else the one in the address. */
export function postalCodeOf(place: Pick<PlaceResult, 'postal_code' | 'address_components' | 'formatted_address'>): string {
  if (place.postal_code) return place.postal_code;
  const component = place.address_components.find((c) => c.types.includes('postal_code'));
  if (component) return component.long_name;
  return place.formatted_address.match(CANADIAN_POSTAL_CODE)?.[0].toUpperCase() ?? '';
}

export function toPickedPlace(place: PlaceResult): PickedPlace {
  return {
    address: place.formatted_address,
    lat: place.geometry.location.lat,
    lng: place.geometry.location.lng,
    postal: postalCodeOf(place),
  };
}

/** A delivery position for the shop hit_shop answered. */
export function deliveryPosition(
  place: PickedPlace,
  shop: { shop_id: number; delivery_setting_id: number },
  previous: Position | null,
): Position {
  return {
    sid: shop.shop_id,
    delivery_setting_id: shop.delivery_setting_id,
    lat: place.lat,
    lng: place.lng,
    name: place.address,
    postcode: place.postal,
    ...(previous?.cid !== undefined ? { cid: previous.cid } : {}),
  };
}

/** The saved delivery address as a picked place, so reopening the dialog starts from it. */
export function pickedPlaceOf(position: Position | null): PickedPlace | null {
  if (!position || position.sid === 0 || !position.name || position.lat === undefined || position.lng === undefined) {
    return null;
  }
  return { address: position.name, lat: position.lat, lng: position.lng, postal: position.postcode ?? '' };
}
