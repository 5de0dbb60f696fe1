import type { PlacePrediction, PlaceResult } from '../../../core/schemas/maps';

/**
 * The maps calls of spec §7 (Address and location) behind one interface: the offline sandbox gazetteer
 * (the default) or Google Maps Platform (MAPS_PROVIDER=google). Place search is limited to Canada.
 */
export interface MapsProvider {
  /** Also the path segment of `/api/{maps-provider}/address/validation`. */
  readonly name: MapsProviderName;
  /** Up to 5 suggestions for what the user has typed so far, nearest `location` first when given. */
  autocomplete(input: string, options?: { location?: LatLng }): Promise<PlacePrediction[]>;
  /** The place behind a suggestion's place_id, or null when the id is unknown. */
  placeDetails(placeId: string): Promise<PlaceResult | null>;
  /** Places matching a typed address, best first; several only when the text is ambiguous; [] for none. */
  geocode(address: string): Promise<PlaceResult[]>;
  /** The address nearest a point, or null when nothing known is near. */
  reverseGeocode(lat: number, lng: number): Promise<PlaceResult | null>;
}

export type MapsProviderName = 'sandbox' | 'google';

export interface LatLng {
  lat: number;
  lng: number;
}

/** The provider could not answer (network, quota, refused key): a 502 for the caller, logged. */
export class MapsProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'MapsProviderError';
  }
}

/** "lat,lng" as the spec's calls send it (hit shop's `lating`, autocomplete's `location`). */
export function parseLatLng(value: string): LatLng | undefined {
  const [lat, lng] = value.split(',').map((v) => Number(v.trim()));
  if (lat === undefined || lng === undefined || !Number.isFinite(lat) || !Number.isFinite(lng)) return undefined;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return undefined;
  return { lat, lng };
}

/** Result types that name one deliverable building, as opposed to a street, a postal area or a town. */
export const STREET_ADDRESS_TYPES: readonly string[] = ['street_address', 'premise', 'subpremise'];
