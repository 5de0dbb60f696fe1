import type { PlacePrediction, PlaceResult } from '../../../../core/schemas/maps';
import type { LatLng, MapsProvider } from '../maps-provider';
import { findPostalCode } from '../postal-code';
import { PLACES, PLACES_BY_ID, type Place } from './gazetteer/gazetteer';
import { nearestPlace, type PlaceMatch, searchPlaces } from './place-search';
import { searchTokens } from './search-tokens';

const MAX_PREDICTIONS = 5;
/** Geocoding keeps every match scoring within this of the best: several only when the text is ambiguous. */
const AMBIGUITY_MARGIN = 1;
/** Reverse geocoding names the nearest address this close, else the nearest postal area this close. */
const ADDRESS_RADIUS_KM = 1;
const POSTAL_AREA_RADIUS_KM = 50;

const copy = (result: PlaceResult): PlaceResult => structuredClone(result);

function bestTier(matches: readonly PlaceMatch[]): PlaceResult[] {
  const best = matches[0]?.score;
  if (best === undefined) return [];
  return matches
    .filter((m) => m.score >= best - AMBIGUITY_MARGIN)
    .slice(0, MAX_PREDICTIONS)
    .map((m) => copy(m.place.result));
}

function postalCodePlaces(text: string): Place[] {
  const postal = findPostalCode(text);
  if (!postal) return [];
  if (postal.full) {
    const exact = PLACES.filter((p) => p.kind === 'address' && p.result.postal_code === postal.full);
    if (exact.length > 0) return exact;
  }
  const area = PLACES_BY_ID.get(`sbx:fsa:${postal.fsa}`);
  return area ? [area] : [];
}

/** The offline gazetteer of Ontario (and a few Quebec) places: the default provider, no network. */
export class SandboxMapsProvider implements MapsProvider {
  readonly name = 'sandbox' as const;

  async autocomplete(input: string, options: { location?: LatLng } = {}): Promise<PlacePrediction[]> {
    // A trailing space means the last word is finished.
    const prefixLast = !/\s$/.test(input);
    const matches = searchPlaces(searchTokens(input), { prefixLast, location: options.location });
    const places = matches.length > 0 ? matches.map((m) => m.place) : postalCodePlaces(input);
    return places.slice(0, MAX_PREDICTIONS).map((p) => ({ ...p.prediction }));
  }

  async placeDetails(placeId: string): Promise<PlaceResult | null> {
    const place = PLACES_BY_ID.get(placeId.trim());
    return place ? copy(place.result) : null;
  }

  /** Whole words only. Falls back to the postal code in the text, then to the street without its number. */
  async geocode(address: string): Promise<PlaceResult[]> {
    const words = searchTokens(address);
    const matches = searchPlaces(words, { prefixLast: false });
    if (matches.length > 0) return bestTier(matches);
    const byPostalCode = postalCodePlaces(address);
    if (byPostalCode.length > 0) return byPostalCode.slice(0, MAX_PREDICTIONS).map((p) => copy(p.result));
    // A civic number (or unit) the gazetteer does not know: answer with the street.
    const withoutNumbers = words.filter((w) => !/^\d+$/.test(w));
    if (withoutNumbers.length > 0 && withoutNumbers.length < words.length) {
      return bestTier(searchPlaces(withoutNumbers, { prefixLast: false }));
    }
    return [];
  }

  async reverseGeocode(lat: number, lng: number): Promise<PlaceResult | null> {
    const place = nearestPlace({ lat, lng }, 'address', ADDRESS_RADIUS_KM) ?? nearestPlace({ lat, lng }, 'fsa', POSTAL_AREA_RADIUS_KM);
    return place ? copy(place.result) : null;
  }
}
