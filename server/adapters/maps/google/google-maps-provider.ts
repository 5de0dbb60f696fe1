import { z } from 'zod';
import type { PlacePrediction, PlaceResult } from '../../../../core/schemas/maps';
import { type LatLng, type MapsProvider, MapsProviderError } from '../maps-provider';

/**
 * Google Maps Platform: Places API (New) for autocomplete and place details (the legacy Places web
 * service can no longer be enabled on new Cloud projects), the Geocoding API for geocoding both ways.
 * Every search is limited to Canada in English (spec §9).
 */

export interface GoogleMapsOptions {
  apiKey: string;
  /** Places API (New) origin; tests point it at a local server. */
  placesBaseUrl?: string;
  /** Geocoding API origin; tests point it at a local server. */
  mapsBaseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

const MAX_PREDICTIONS = 5;
/** Places (New) caps a location bias circle at 50 km. */
const BIAS_RADIUS_M = 50_000;
const LANGUAGE = 'en';
const REGION = 'ca';
const DETAILS_FIELDS = 'id,formattedAddress,location,addressComponents,types';

const autocompleteResponse = z.object({
  suggestions: z
    .array(
      z.object({
        placePrediction: z
          .object({
            placeId: z.string(),
            text: z.object({ text: z.string() }).optional(),
            structuredFormat: z
              .object({
                mainText: z.object({ text: z.string() }).optional(),
                secondaryText: z.object({ text: z.string() }).optional(),
              })
              .optional(),
          })
          .optional(),
      }),
    )
    .optional(),
});

const placeResponse = z.object({
  id: z.string(),
  formattedAddress: z.string().optional(),
  location: z.object({ latitude: z.number(), longitude: z.number() }),
  addressComponents: z
    .array(z.object({ longText: z.string().optional(), shortText: z.string().optional(), types: z.array(z.string()).optional() }))
    .optional(),
  types: z.array(z.string()).optional(),
});

const geocodeComponent = z.object({ long_name: z.string(), short_name: z.string(), types: z.array(z.string()) });
const geocodeResponse = z.object({
  status: z.string(),
  error_message: z.string().optional(),
  results: z
    .array(
      z.object({
        place_id: z.string(),
        formatted_address: z.string(),
        geometry: z.object({ location: z.object({ lat: z.number(), lng: z.number() }) }),
        address_components: z.array(geocodeComponent),
        types: z.array(z.string()).optional(),
      }),
    )
    .optional(),
});

type AddressComponent = z.infer<typeof geocodeComponent>;

/** The convenience fields the client reads, from Google's components. */
function placeResult(
  placeId: string,
  formattedAddress: string,
  location: LatLng,
  components: AddressComponent[],
  types: string[] = [],
): PlaceResult {
  const find = (type: string) => components.find((c) => c.types.includes(type));
  const city = find('sublocality_level_1') ?? find('locality') ?? find('postal_town') ?? find('administrative_area_level_3');
  return {
    place_id: placeId,
    // Google appends ", Canada"; the spec's formatted address ends with the postal code.
    formatted_address: formattedAddress.replace(/,\s*Canada$/, ''),
    geometry: { location },
    address_components: components,
    postal_code: find('postal_code')?.long_name ?? '',
    city: city?.long_name ?? '',
    province: find('administrative_area_level_1')?.short_name ?? '',
    types,
  };
}

export class GoogleMapsProvider implements MapsProvider {
  readonly name = 'google' as const;
  private readonly placesBaseUrl: string;
  private readonly mapsBaseUrl: string;
  private readonly timeoutMs: number;
  private readonly fetch: typeof globalThis.fetch;

  constructor(private readonly options: GoogleMapsOptions) {
    if (!options.apiKey) throw new Error('GoogleMapsProvider needs an API key');
    this.placesBaseUrl = (options.placesBaseUrl ?? 'https://places.googleapis.com').replace(/\/$/, '');
    this.mapsBaseUrl = (options.mapsBaseUrl ?? 'https://maps.googleapis.com').replace(/\/$/, '');
    this.timeoutMs = options.timeoutMs ?? 5_000;
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  async autocomplete(input: string, options: { location?: LatLng } = {}): Promise<PlacePrediction[]> {
    const body = {
      input,
      includedRegionCodes: [REGION],
      regionCode: REGION,
      languageCode: LANGUAGE,
      ...(options.location
        ? { locationBias: { circle: { center: { latitude: options.location.lat, longitude: options.location.lng }, radius: BIAS_RADIUS_M } } }
        : {}),
    };
    const response = await this.request(`${this.placesBaseUrl}/v1/places:autocomplete`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-goog-api-key': this.options.apiKey },
      body: JSON.stringify(body),
    });
    const data = this.parse(autocompleteResponse, await this.json(response, 'autocomplete'), 'autocomplete');
    const predictions: PlacePrediction[] = [];
    for (const suggestion of data.suggestions ?? []) {
      const p = suggestion.placePrediction;
      if (!p) continue;
      const main = p.structuredFormat?.mainText?.text ?? p.text?.text ?? '';
      const secondary = p.structuredFormat?.secondaryText?.text ?? '';
      const description = p.text?.text ?? [main, secondary].filter(Boolean).join(', ');
      predictions.push({ description, place_id: p.placeId, main_text: main, secondary_text: secondary });
    }
    return predictions.slice(0, MAX_PREDICTIONS);
  }

  async placeDetails(placeId: string): Promise<PlaceResult | null> {
    const url = new URL(`${this.placesBaseUrl}/v1/places/${encodeURIComponent(placeId)}`);
    url.searchParams.set('languageCode', LANGUAGE);
    url.searchParams.set('regionCode', REGION);
    const response = await this.request(url.toString(), {
      headers: { 'x-goog-api-key': this.options.apiKey, 'x-goog-fieldmask': DETAILS_FIELDS },
    });
    // An unknown or malformed place id: NOT_FOUND (404) or INVALID_ARGUMENT (400).
    if (response.status === 404 || response.status === 400) return null;
    const place = this.parse(placeResponse, await this.json(response, 'place details'), 'place details');
    const components = (place.addressComponents ?? []).map((c) => ({
      long_name: c.longText ?? c.shortText ?? '',
      short_name: c.shortText ?? c.longText ?? '',
      types: c.types ?? [],
    }));
    return placeResult(
      place.id,
      place.formattedAddress ?? '',
      { lat: place.location.latitude, lng: place.location.longitude },
      components,
      place.types,
    );
  }

  async geocode(address: string): Promise<PlaceResult[]> {
    return this.geocoding({ address, components: 'country:CA' });
  }

  async reverseGeocode(lat: number, lng: number): Promise<PlaceResult | null> {
    const [first] = await this.geocoding({ latlng: `${lat},${lng}` });
    return first ?? null;
  }

  private async geocoding(params: Record<string, string>): Promise<PlaceResult[]> {
    const url = new URL(`${this.mapsBaseUrl}/maps/api/geocode/json`);
    for (const [key, value] of Object.entries({ ...params, language: LANGUAGE, region: REGION, key: this.options.apiKey })) {
      url.searchParams.set(key, value);
    }
    const response = await this.request(url.toString(), {});
    const data = this.parse(geocodeResponse, await this.json(response, 'geocoding'), 'geocoding');
    if (data.status === 'ZERO_RESULTS') return [];
    if (data.status !== 'OK') throw new MapsProviderError(`Google geocoding answered ${data.status}: ${data.error_message ?? ''}`.trim());
    return (data.results ?? []).map((r) => placeResult(r.place_id, r.formatted_address, r.geometry.location, r.address_components, r.types));
  }

  private async request(url: string, init: RequestInit): Promise<Response> {
    try {
      return await this.fetch(url, { ...init, signal: AbortSignal.timeout(this.timeoutMs) });
    } catch (error) {
      throw new MapsProviderError(`Google Maps request failed: ${(error as Error).message}`, { cause: error });
    }
  }

  private async json(response: Response, what: string): Promise<unknown> {
    if (!response.ok) {
      const detail = await response.text().catch(() => '');
      throw new MapsProviderError(`Google ${what} answered HTTP ${response.status} ${detail.slice(0, 200)}`.trim());
    }
    try {
      return await response.json();
    } catch (error) {
      throw new MapsProviderError(`Google ${what} sent a body that is not JSON`, { cause: error });
    }
  }

  private parse<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
    const parsed = schema.safeParse(value);
    if (!parsed.success) throw new MapsProviderError(`Google ${what} sent an unexpected answer: ${parsed.error.message}`);
    return parsed.data;
  }
}
