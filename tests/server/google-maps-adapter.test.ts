import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMapsProvider } from '../../server/adapters/maps/create-maps-provider';
import { GoogleMapsProvider } from '../../server/adapters/maps/google/google-maps-provider';
import { MapsProviderError } from '../../server/adapters/maps/maps-provider';
import { SandboxMapsProvider } from '../../server/adapters/maps/sandbox/sandbox-maps-provider';
import { buildApp } from '../../server/app';
import { testConfig } from '../../server/config';
import type { Database } from '../../server/db/client';
import { ApiError } from '../../server/http/api-error';
import { mapsCall } from '../../server/routes/location/maps-call';

/**
 * The Google adapter against a local stand-in for Google's servers: the requests it builds and how it
 * maps the answers. Nothing here reaches the network.
 */

interface Seen {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
}

type Reply = { status: number; body: unknown } | 'hang';

const KEY = 'test-key-123';
let server: Server;
let origin: string;
let seen: Seen[] = [];
let reply: (req: Seen) => Reply = () => ({ status: 500, body: {} });

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const request: Seen = { method: req.method ?? '', path: url.pathname, query: url.searchParams, headers: req.headers, body };
      seen.push(request);
      const answer = reply(request);
      if (answer === 'hang') return; // never answers: the adapter's timeout must fire
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen = [];
});

const provider = (timeoutMs = 2_000) => new GoogleMapsProvider({ apiKey: KEY, placesBaseUrl: origin, mapsBaseUrl: origin, timeoutMs });

const GEOCODE_RESULT = {
  place_id: 'ChIJ-city-hall',
  formatted_address: '100 Queen St W, Toronto, ON M5H 2N2, Canada',
  geometry: { location: { lat: 43.6534, lng: -79.3841 }, location_type: 'ROOFTOP' },
  address_components: [
    { long_name: '100', short_name: '100', types: ['street_number'] },
    { long_name: 'Queen Street West', short_name: 'Queen St W', types: ['route'] },
    { long_name: 'Old Toronto', short_name: 'Old Toronto', types: ['political', 'sublocality', 'sublocality_level_1'] },
    { long_name: 'Toronto', short_name: 'Toronto', types: ['locality', 'political'] },
    { long_name: 'Ontario', short_name: 'ON', types: ['administrative_area_level_1', 'political'] },
    { long_name: 'Canada', short_name: 'CA', types: ['country', 'political'] },
    { long_name: 'M5H 2N2', short_name: 'M5H 2N2', types: ['postal_code'] },
  ],
  types: ['street_address'],
};

describe('Google maps adapter', () => {
  it('asks Places Autocomplete (New) for Canadian places in English, biased to the location', async () => {
    reply = () => ({
      status: 200,
      body: {
        suggestions: [
          {
            placePrediction: {
              place: 'places/ChIJ-a',
              placeId: 'ChIJ-a',
              text: { text: '100 Queen St W, Toronto, ON, Canada' },
              structuredFormat: { mainText: { text: '100 Queen St W' }, secondaryText: { text: 'Toronto, ON, Canada' } },
            },
          },
          { queryPrediction: { text: { text: 'queen street pizza' } } },
          ...['b', 'c', 'd', 'e', 'f'].map((id) => ({ placePrediction: { placeId: `ChIJ-${id}`, text: { text: `Place ${id}` } } })),
        ],
      },
    });
    const predictions = await provider().autocomplete('100 Queen', { location: { lat: 43.65, lng: -79.38 } });

    expect(seen).toHaveLength(1);
    const request = seen[0]!;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/v1/places:autocomplete');
    expect(request.headers['x-goog-api-key']).toBe(KEY);
    expect(request.headers['content-type']).toContain('application/json');
    expect(request.query.get('key')).toBeNull(); // the key travels in a header, never the URL
    expect(JSON.parse(request.body)).toEqual({
      input: '100 Queen',
      includedRegionCodes: ['ca'],
      regionCode: 'ca',
      languageCode: 'en',
      locationBias: { circle: { center: { latitude: 43.65, longitude: -79.38 }, radius: 50_000 } },
    });

    expect(predictions).toHaveLength(5);
    expect(predictions[0]).toEqual({
      description: '100 Queen St W, Toronto, ON, Canada',
      place_id: 'ChIJ-a',
      main_text: '100 Queen St W',
      secondary_text: 'Toronto, ON, Canada',
    });
    expect(predictions[1]).toEqual({ description: 'Place b', place_id: 'ChIJ-b', main_text: 'Place b', secondary_text: '' });
  });

  it('sends no location bias without a location, and maps an empty answer to no predictions', async () => {
    reply = () => ({ status: 200, body: {} });
    expect(await provider().autocomplete('zzz')).toEqual([]);
    expect(JSON.parse(seen[0]!.body)).not.toHaveProperty('locationBias');
  });

  it('reads Place Details (New) with a field mask and maps it to the spec result', async () => {
    reply = () => ({
      status: 200,
      body: {
        id: 'ChIJ-nepean',
        formattedAddress: '1385 Woodroffe Ave, Nepean, ON K2G 1V8, Canada',
        location: { latitude: 45.3495, longitude: -75.7573 },
        addressComponents: [
          { longText: '1385', shortText: '1385', types: ['street_number'], languageCode: 'en' },
          { longText: 'Woodroffe Avenue', shortText: 'Woodroffe Ave', types: ['route'], languageCode: 'en' },
          { longText: 'Nepean', shortText: 'Nepean', types: ['sublocality_level_1', 'sublocality', 'political'] },
          { longText: 'Ottawa', shortText: 'Ottawa', types: ['locality', 'political'] },
          { longText: 'Ontario', shortText: 'ON', types: ['administrative_area_level_1', 'political'] },
          { longText: 'Canada', shortText: 'CA', types: ['country', 'political'] },
          { longText: 'K2G 1V8', shortText: 'K2G 1V8', types: ['postal_code'] },
        ],
        types: ['street_address'],
      },
    });
    const result = await provider().placeDetails('ChIJ-nepean');

    const request = seen[0]!;
    expect(request.method).toBe('GET');
    expect(request.path).toBe('/v1/places/ChIJ-nepean');
    expect(request.query.get('languageCode')).toBe('en');
    expect(request.query.get('regionCode')).toBe('ca');
    expect(request.headers['x-goog-api-key']).toBe(KEY);
    expect(request.headers['x-goog-fieldmask']).toBe('id,formattedAddress,location,addressComponents,types');

    expect(result).toMatchObject({
      place_id: 'ChIJ-nepean',
      formatted_address: '1385 Woodroffe Ave, Nepean, ON K2G 1V8',
      geometry: { location: { lat: 45.3495, lng: -75.7573 } },
      postal_code: 'K2G 1V8',
      city: 'Nepean',
      province: 'ON',
      types: ['street_address'],
    });
    expect(result?.address_components[1]).toEqual({ long_name: 'Woodroffe Avenue', short_name: 'Woodroffe Ave', types: ['route'] });
  });

  it('answers null for a place id Google does not know or refuses', async () => {
    reply = () => ({ status: 404, body: { error: { code: 404, message: 'Not found', status: 'NOT_FOUND' } } });
    expect(await provider().placeDetails('ChIJ-gone')).toBeNull();
    reply = () => ({ status: 400, body: { error: { code: 400, message: 'Not a valid Place ID', status: 'INVALID_ARGUMENT' } } });
    expect(await provider().placeDetails('sbx:addr:1')).toBeNull();
    expect(seen[1]!.path).toBe('/v1/places/sbx%3Aaddr%3A1');
  });

  it('geocodes within Canada and maps the results, dropping the trailing ", Canada"', async () => {
    reply = () => ({ status: 200, body: { status: 'OK', results: [GEOCODE_RESULT] } });
    const [result] = await provider().geocode('100 Queen St W, Toronto');

    const request = seen[0]!;
    expect(request.path).toBe('/maps/api/geocode/json');
    expect(Object.fromEntries(request.query)).toEqual({
      address: '100 Queen St W, Toronto',
      components: 'country:CA',
      language: 'en',
      region: 'ca',
      key: KEY,
    });
    expect(result).toMatchObject({
      place_id: 'ChIJ-city-hall',
      formatted_address: '100 Queen St W, Toronto, ON M5H 2N2',
      postal_code: 'M5H 2N2',
      city: 'Old Toronto',
      province: 'ON',
      types: ['street_address'],
    });
  });

  it('maps ZERO_RESULTS to an empty list and a refused request to a provider error', async () => {
    reply = () => ({ status: 200, body: { status: 'ZERO_RESULTS', results: [] } });
    expect(await provider().geocode('Nowhere Lane')).toEqual([]);
    reply = () => ({ status: 200, body: { status: 'REQUEST_DENIED', error_message: 'The provided API key is invalid.', results: [] } });
    await expect(provider().geocode('100 Queen St W')).rejects.toThrow(/REQUEST_DENIED: The provided API key is invalid/);
  });

  it('reverse geocodes a point to its first result', async () => {
    reply = () => ({ status: 200, body: { status: 'OK', results: [GEOCODE_RESULT, { ...GEOCODE_RESULT, place_id: 'ChIJ-second' }] } });
    const result = await provider().reverseGeocode(43.6534, -79.3841);
    expect(seen[0]!.query.get('latlng')).toBe('43.6534,-79.3841');
    expect(seen[0]!.query.get('address')).toBeNull();
    expect(result?.place_id).toBe('ChIJ-city-hall');
    reply = () => ({ status: 200, body: { status: 'ZERO_RESULTS' } });
    expect(await provider().reverseGeocode(0, 0)).toBeNull();
  });

  it('turns HTTP errors, bad bodies, timeouts and unreachable servers into provider errors', async () => {
    reply = () => ({ status: 500, body: { error: 'boom' } });
    await expect(provider().geocode('x')).rejects.toBeInstanceOf(MapsProviderError);
    reply = () => ({ status: 200, body: 'not json' });
    await expect(provider().autocomplete('x')).rejects.toThrow(/not JSON|unexpected/);
    reply = () => ({ status: 200, body: { suggestions: 'nope' } });
    await expect(provider().autocomplete('x')).rejects.toThrow(/unexpected answer/);
    reply = () => 'hang';
    await expect(provider(200).placeDetails('ChIJ-slow')).rejects.toBeInstanceOf(MapsProviderError);
    const closed = new GoogleMapsProvider({ apiKey: KEY, placesBaseUrl: 'http://127.0.0.1:9', mapsBaseUrl: 'http://127.0.0.1:9' });
    await expect(closed.geocode('x')).rejects.toBeInstanceOf(MapsProviderError);
  });

  it('is answered to the caller as 502 MAPS_UNAVAILABLE', async () => {
    const log = { error: () => undefined } as unknown as Parameters<typeof mapsCall>[0];
    const failure = mapsCall(log, () => Promise.reject(new MapsProviderError('quota')));
    await expect(failure).rejects.toMatchObject({ statusCode: 502, code: 'MAPS_UNAVAILABLE', messageKey: 'maps.unavailable' });
    await expect(mapsCall(log, () => Promise.reject(new Error('bug')))).rejects.not.toBeInstanceOf(ApiError);
  });
});

describe('maps provider selection', () => {
  it('is the sandbox by default and Google with MAPS_PROVIDER=google and a key', () => {
    expect(createMapsProvider(testConfig())).toBeInstanceOf(SandboxMapsProvider);
    expect(createMapsProvider(testConfig({ MAPS_PROVIDER: 'google', GOOGLE_MAPS_API_KEY: KEY }))).toBeInstanceOf(GoogleMapsProvider);
  });

  it('stops the start with a clear message when Google has no key', async () => {
    expect(() => createMapsProvider(testConfig({ MAPS_PROVIDER: 'google' }))).toThrow(/MAPS_PROVIDER=google needs GOOGLE_MAPS_API_KEY/);
    await expect(buildApp({ config: testConfig({ MAPS_PROVIDER: 'google' }), db: {} as Database })).rejects.toThrow(/GOOGLE_MAPS_API_KEY/);
  });

  it('serves the address validation path of the active provider', async () => {
    const app = await buildApp({ config: testConfig({ MAPS_PROVIDER: 'google', GOOGLE_MAPS_API_KEY: KEY, REQUIRE_SIGNATURE: false }), db: {} as Database });
    try {
      const routes = app.printRoutes({ commonPrefix: false });
      expect(routes).toContain('/api/google/address/validation');
      expect(routes).not.toContain('/api/sandbox/address/validation');
    } finally {
      await app.close();
    }
  });
});
