import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../core/schemas/common';
import {
  addressValidationResponseSchema,
  autocompleteResponseSchema,
  customerLatLngResponseSchema,
  geocodeResponseSchema,
  latLngToAddressResponseSchema,
  placeDetailsResponseSchema,
} from '../../core/schemas/maps';
import { hitShopResponseSchema } from '../../core/schemas/shop';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { closeTemplate, dbTargets } from '../helpers/test-database';

/** Inputs the UI's Playwright tests type: each autocompletes to exactly one sandbox address. */
const UNIQUE_INPUTS = {
  toronto: ['100 Queen St W', '290 Bremner'],
  hamilton: ['1280 Main St W'],
  ottawa: ['110 Laurier Ave W'],
  kingston: ['216 Ontario St'],
  montreal: ['110 Rue Notre-Dame'],
  gatineau: ['1 Boul du Casino'],
};

describe.each(dbTargets())('maps API on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => {
    await t.close();
    await closeTemplate();
  });

  const get = (url: string, locale: 'en' | 'cn' | 'fr' = 'en') => t.app.inject({ method: 'GET', url, headers: t.headers(locale) });
  const post = (url: string, payload: unknown, locale: 'en' | 'cn' | 'fr' = 'en') =>
    t.app.inject({ method: 'POST', url, headers: t.headers(locale), payload: payload as Record<string, unknown> });
  const q = (value: string) => encodeURIComponent(value);

  const predictions = async (input: string, location?: string) => {
    const res = await get(`/api/webclient/map/autocomplete?input=${q(input)}&components=country:ca&language=en${location ? `&location=${q(location)}` : ''}`);
    expect(res.statusCode, input).toBe(200);
    return autocompleteResponseSchema.parse(res.json()).data.predictions;
  };
  const hitShop = async (body: Record<string, string>) => {
    const res = await post('/api/hit_shop', body);
    expect(res.statusCode, JSON.stringify(body)).toBe(200);
    return hitShopResponseSchema.parse(res.json()).data.shop_id;
  };
  const customerLatLng = async (address: string, dsId?: number) => {
    const res = await get(`/api/webclient/area/customer_latlng?address=${q(address)}${dsId ? `&ds_id=${dsId}` : ''}`);
    expect(res.statusCode, address).toBe(200);
    return customerLatLngResponseSchema.parse(res.json()).data;
  };

  describe('autocomplete', () => {
    it('completes a partly typed street address', async () => {
      const list = await predictions('290 Brem');
      expect(list[0]).toEqual({
        description: '290 Bremner Blvd, Toronto, ON M5V 3L9',
        place_id: 'sbx:addr:2',
        main_text: '290 Bremner Blvd',
        secondary_text: 'Toronto, ON M5V 3L9',
      });
    });

    it('finds a municipality from its first letters, the city before its streets and addresses', async () => {
      const list = await predictions('Mississ');
      expect(list[0]?.place_id).toBe('sbx:city:mississauga');
      expect(list[0]?.description).toBe('Mississauga, ON');
      expect(list.length).toBeLessThanOrEqual(5);
    });

    it('finds a postal code typed with or without its space, and a postal area', async () => {
      for (const input of ['M5V 3L9', 'm5v3l9', 'M5V3L']) {
        expect((await predictions(input)).map((p) => p.place_id), input).toEqual(['sbx:addr:2']);
      }
      const area = await predictions('K1P');
      expect(area[0]).toMatchObject({ place_id: 'sbx:fsa:K1P', description: 'Ottawa, ON K1P' });
      expect(area.slice(1).every((p) => p.description.includes(' K1P '))).toBe(true);
      // An unknown code still finds its area.
      expect((await predictions('M5V 9Z9')).map((p) => p.place_id)).toEqual(['sbx:fsa:M5V']);
    });

    it('ignores accents and case: Orléans = orleans = ORLEANS', async () => {
      const accented = await predictions('Orléans');
      expect(accented[0]).toMatchObject({ place_id: 'sbx:city:orleans', main_text: 'Orléans' });
      expect(await predictions('orleans')).toEqual(accented);
      expect(await predictions('ORLEANS')).toEqual(accented);
      expect((await predictions('montreal'))[0]?.place_id).toBe('sbx:city:montreal');
    });

    it('takes words in any order and long forms of abbreviations', async () => {
      expect((await predictions('Bremner 290'))[0]?.place_id).toBe('sbx:addr:2');
      expect((await predictions('100 Queen Street West'))[0]?.place_id).toBe('sbx:addr:1');
      expect((await predictions('west queen 100'))[0]?.place_id).toBe('sbx:addr:1');
      expect((await predictions('1200 saint laurent'))[0]?.description).toBe('1200 St. Laurent Blvd, Ottawa, ON K1K 3B8');
    });

    it('prefers places near the given location', async () => {
      expect((await predictions('Main St', '43.2557,-79.8711'))[0]?.secondary_text).toBe('Hamilton, ON');
      expect((await predictions('Main St', '45.4215,-75.6972'))[0]?.place_id).toBe('sbx:street:ottawa:main-st');
    });

    it.each(Object.entries(UNIQUE_INPUTS).flatMap(([city, inputs]) => inputs.map((input) => [city, input])))(
      'completes the %s demo input "%s" to exactly one address',
      async (_city, input) => {
        const list = await predictions(input);
        expect(list).toHaveLength(1);
        expect(list[0]?.place_id).toMatch(/^sbx:addr:\d+$/);
      },
    );

    it('answers an input that matches nothing with an empty list', async () => {
      expect(await predictions('zzqx nowhere')).toEqual([]);
    });
  });

  describe('place details', () => {
    it('resolves a suggestion to its address, coordinates and components', async () => {
      const [picked] = await predictions('1280 Main St W');
      const res = await get(`/api/webclient/map/place_details?place_id=${q(picked!.place_id)}&language=en`);
      expect(res.statusCode).toBe(200);
      const { result } = placeDetailsResponseSchema.parse(res.json()).data;
      expect(result.place_id).toBe(picked!.place_id);
      expect(result.formatted_address).toBe('1280 Main St W, Hamilton, ON L8S 4L8');
      expect(result.formatted_address).toBe(picked!.description);
      expect(result.geometry.location.lat).toBeCloseTo(43.2609, 3);
      expect(result.geometry.location.lng).toBeCloseTo(-79.9192, 3);
      expect(result).toMatchObject({ postal_code: 'L8S 4L8', city: 'Hamilton', province: 'ON' });
      const component = (type: string) => result.address_components.find((c) => c.types.includes(type));
      expect(component('street_number')?.long_name).toBe('1280');
      expect(component('route')).toMatchObject({ long_name: 'Main Street West', short_name: 'Main St W' });
      expect(component('locality')?.long_name).toBe('Hamilton');
      expect(component('administrative_area_level_1')?.short_name).toBe('ON');
      expect(component('postal_code')?.long_name).toBe('L8S 4L8');
      expect(component('country')?.short_name).toBe('CA');
    });

    it('names a borough as the city and the municipality as the locality', async () => {
      const res = await get('/api/webclient/map/place_details?place_id=sbx:addr:43');
      const { result } = placeDetailsResponseSchema.parse(res.json()).data;
      expect(result.formatted_address).toBe('5100 Yonge St, North York, ON M2N 5V7');
      expect(result.city).toBe('North York');
      expect(result.address_components.find((c) => c.types.includes('locality'))?.long_name).toBe('Toronto');
    });

    it('resolves towns and postal areas too', async () => {
      const city = placeDetailsResponseSchema.parse((await get('/api/webclient/map/place_details?place_id=sbx:city:toronto')).json()).data.result;
      expect(city).toMatchObject({ formatted_address: 'Toronto, ON', city: 'Toronto', province: 'ON', postal_code: '' });
      const area = placeDetailsResponseSchema.parse((await get('/api/webclient/map/place_details?place_id=sbx:fsa:M5V')).json()).data.result;
      expect(area).toMatchObject({ formatted_address: 'Toronto, ON M5V', postal_code: 'M5V' });
    });

    it('answers 404 PLACE_NOT_FOUND for an unknown place, in the caller language', async () => {
      for (const id of ['sbx:addr:99999', 'ChIJunknownGooglePlace', 'sbx:city:atlantis']) {
        const res = await get(`/api/webclient/map/place_details?place_id=${q(id)}`);
        expect(res.statusCode, id).toBe(404);
        const body = apiErrorSchema.parse(res.json());
        expect(body.error).toBe('PLACE_NOT_FOUND');
        expect(body.message.length).toBeGreaterThan(5);
      }
      const fr = apiErrorSchema.parse((await get('/api/webclient/map/place_details?place_id=nope', 'fr')).json());
      expect(fr.message).toMatch(/introuvable/);
      const cn = apiErrorSchema.parse((await get('/api/webclient/map/place_details?place_id=nope', 'cn')).json());
      expect(cn.message).toMatch(/找不到/);
    });
  });

  describe('geocode and latlng to address', () => {
    it('geocodes a full address to that one address', async () => {
      const res = await get(`/api/webclient/map/geocode?address=${q('100 Queen St W, Toronto, ON M5H 2N2')}&language=en`);
      const { results } = geocodeResponseSchema.parse(res.json()).data;
      expect(results.map((r) => r.place_id)).toEqual(['sbx:addr:1']);
      expect(results[0]?.types).toContain('street_address');
    });

    it('falls back to the street for an unknown civic number and to the area for an unknown postal code', async () => {
      const street = geocodeResponseSchema.parse((await get(`/api/webclient/map/geocode?address=${q('123 Queen St W, Toronto')}`)).json());
      expect(street.data.results.map((r) => r.formatted_address)).toEqual(['Queen St W, Toronto, ON']);
      const area = geocodeResponseSchema.parse((await get(`/api/webclient/map/geocode?address=${q('K2P 9Z9')}`)).json());
      expect(area.data.results.map((r) => r.place_id)).toEqual(['sbx:fsa:K2P']);
    });

    it('answers an empty list when nothing matches (the client shows "No results found")', async () => {
      const res = await get(`/api/webclient/map/geocode?address=${q('Nowhere Lane, Atlantis')}`);
      expect(res.statusCode).toBe(200);
      expect(geocodeResponseSchema.parse(res.json()).data.results).toEqual([]);
    });

    it('names the nearest address, or the postal area when no address is within 1 km', async () => {
      const near = latLngToAddressResponseSchema.parse((await get('/api/webclient/map/latlng2address?lat=43.6536&lng=-79.3838')).json());
      expect(near.data.result.formatted_address).toBe('100 Queen St W, Toronto, ON M5H 2N2');
      const suburb = latLngToAddressResponseSchema.parse((await get('/api/webclient/map/latlng2address?lat=43.70&lng=-79.50')).json());
      expect(suburb.data.result.types).toContain('postal_code');
      const nowhere = await get('/api/webclient/map/latlng2address?lat=20&lng=-40');
      expect(nowhere.statusCode).toBe(404);
      expect(apiErrorSchema.parse(nowhere.json())).toMatchObject({ error: 'NO_RESULTS', message: 'No results found' });
    });
  });

  describe('customer latlng', () => {
    it('gives the served area of a Toronto and an Ottawa address, 0 for Kingston and Montreal', async () => {
      const toronto = await customerLatLng('100 Queen St W, Toronto, ON M5H 2N2');
      expect(toronto).toEqual({ city_id: 1, customer_latlng: '43.6534,-79.3841' });
      const ottawa = await customerLatLng('1385 Woodroffe Ave, Nepean, ON K2G 1V8');
      expect(ottawa.city_id).toBe(13); // Nepean
      expect(ottawa.customer_latlng).toBe('45.3495,-75.7573');
      const kingston = await customerLatLng('216 Ontario St, Kingston, ON K7L 2Z3');
      expect(kingston).toEqual({ city_id: 0, customer_latlng: '44.2305,-76.4806' });
      const montreal = await customerLatLng('110 Rue Notre-Dame O, Montréal, QC H2Y 1T2');
      expect(montreal.city_id).toBe(0);
    });

    it('picks the nearest area of the serving shop', async () => {
      expect((await customerLatLng('5100 Yonge St, North York')).city_id).toBe(2);
      expect((await customerLatLng('300 Borough Dr, Scarborough')).city_id).toBe(3);
      expect((await customerLatLng('4220 Innes Rd, Orléans')).city_id).toBe(15);
      expect((await customerLatLng('71 Main St W, Hamilton')).city_id).toBe(11);
    });

    it('answers 0 for an address it cannot place or outside the given delivery setting', async () => {
      expect(await customerLatLng('Nowhere Lane, Atlantis')).toEqual({ city_id: 0, customer_latlng: '' });
      expect((await customerLatLng('100 Queen St W, Toronto', 17244)).city_id).toBe(0);
      expect((await customerLatLng('100 Queen St W, Toronto', 17243)).city_id).toBe(1);
      const unknownShop = await get(`/api/webclient/area/customer_latlng?address=${q('100 Queen St W')}&ds_id=99999`);
      expect(unknownShop.statusCode).toBe(404);
      expect(apiErrorSchema.parse(unknownShop.json()).error).toBe('SHOP_NOT_FOUND');
    });
  });

  describe('hit shop by address and postal code', () => {
    it('places a Toronto address in 17243 and a Gatineau one nowhere (the overdistance prompt)', async () => {
      expect(await hitShop({ address: '100 Queen St W, Toronto, ON M5H 2N2' })).toBe(17243);
      expect(await hitShop({ address: '1280 Main St W, Hamilton, ON L8S 4L8' })).toBe(17243);
      expect(await hitShop({ address: '110 Laurier Ave W, Ottawa, ON K1P 1J1' })).toBe(17244);
      expect(await hitShop({ address: '100 Rue Laurier, Gatineau, QC J8X 4H2' })).toBe(0);
      expect(await hitShop({ address: '216 Ontario St, Kingston, ON K7L 2Z3' })).toBe(0);
    });

    it('places by the postal code alone, full or its first three characters', async () => {
      expect(await hitShop({ postal: 'K2P 1L4' })).toBe(17244);
      expect(await hitShop({ postal: 'm5v3l9' })).toBe(17243);
      expect(await hitShop({ postal: 'L8P' })).toBe(17243);
      expect(await hitShop({ postal: 'J8Y 6W3' })).toBe(0);
    });

    it('falls back to the postal code when the address cannot be placed', async () => {
      expect(await hitShop({ address: 'Nowhere Lane, Atlantis', postal: 'K1S 3W7' })).toBe(17244);
      expect(await hitShop({ address: 'Nowhere Lane, Atlantis' })).toBe(0);
    });

    it('keeps coordinates first, and refuses a request with nothing to place by', async () => {
      expect(await hitShop({ lating: '45.4215,-75.6972', address: '100 Queen St W, Toronto' })).toBe(17244);
      for (const body of [{}, { address: '' }, { address: '   ', postal: '' }, { postal: '12345' }]) {
        const res = await post('/api/hit_shop', body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(apiErrorSchema.parse(res.json())).toEqual({ error: 'POSITION_PARAMS', message: 'Please pass in the correct parameters' });
      }
    });

    it('refuses a bare street name that towns of different shops share', async () => {
      const res = await post('/api/hit_shop', { address: 'Main St' });
      expect(res.statusCode).toBe(400);
      expect(apiErrorSchema.parse(res.json()).error).toBe('POSITION_PARAMS');
      expect(await hitShop({ address: 'Main St, Hamilton' })).toBe(17243);
      expect(await hitShop({ address: 'Queen St' })).toBe(17243);
    });
  });

  describe('address validation', () => {
    const validate = async (address: string, locale: 'en' | 'cn' | 'fr' = 'en') => {
      const res = await post('/api/sandbox/address/validation', { address }, locale);
      expect(res.statusCode, address).toBe(200);
      return addressValidationResponseSchema.parse(res.json()).data;
    };

    it('accepts a deliverable address, with the shop that serves it', async () => {
      const ok = await validate('2625 Sheffield Rd, Ottawa');
      expect(ok).toMatchObject({ valid: true, deliverable: true, shop_id: 17244, message: '' });
      expect(ok.result?.postal_code).toBe('K1B 3V7');
    });

    it('says why an address is refused', async () => {
      const far = await validate('945 Gardiners Rd, Kingston');
      expect(far).toMatchObject({ valid: true, deliverable: false, shop_id: 0, message: 'Your address is not valid for delivery' });
      const quebec = await validate('1 Boul du Casino, Gatineau', 'fr');
      expect(quebec.deliverable).toBe(false);
      expect(quebec.message).toMatch(/livraison/);
      const vague = await validate('Toronto');
      expect(vague).toMatchObject({ valid: false, deliverable: false, message: 'Invalid address!!! Please enter a valid address' });
      const none = await validate('Nowhere Lane, Atlantis', 'cn');
      expect(none).toMatchObject({ valid: false, result: null });
      expect(none.message).toMatch(/地址无效/);
    });

    it('serves only the active provider path', async () => {
      const res = await post('/api/google/address/validation', { address: '100 Queen St W' });
      expect(res.statusCode).toBe(404);
      expect(apiErrorSchema.parse(res.json()).error).toBe('NOT_FOUND');
    });
  });

  describe('bad input', () => {
    const long = 'Yonge St '.repeat(34); // 306 characters
    const cases: [string, string, number, string][] = [
      ['autocomplete without input', '/api/webclient/map/autocomplete', 400, 'VALIDATION_FAILED'],
      ['autocomplete with an empty input', '/api/webclient/map/autocomplete?input=', 400, 'VALIDATION_FAILED'],
      ['autocomplete with spaces only', '/api/webclient/map/autocomplete?input=%20%20', 400, 'VALIDATION_FAILED'],
      ['autocomplete with 300+ characters', `/api/webclient/map/autocomplete?input=${q(long)}`, 400, 'VALIDATION_FAILED'],
      ['autocomplete with a location of words', '/api/webclient/map/autocomplete?input=yonge&location=north', 400, 'VALIDATION_FAILED'],
      ['autocomplete with an impossible location', '/api/webclient/map/autocomplete?input=yonge&location=95,200', 400, 'VALIDATION_FAILED'],
      ['geocode with 300+ characters', `/api/webclient/map/geocode?address=${q(long)}`, 400, 'VALIDATION_FAILED'],
      ['geocode without an address', '/api/webclient/map/geocode', 400, 'VALIDATION_FAILED'],
      ['latlng2address with latitude 95', '/api/webclient/map/latlng2address?lat=95&lng=-79', 400, 'VALIDATION_FAILED'],
      ['latlng2address with a text latitude', '/api/webclient/map/latlng2address?lat=north&lng=-79', 400, 'VALIDATION_FAILED'],
      ['latlng2address without longitude', '/api/webclient/map/latlng2address?lat=43', 400, 'VALIDATION_FAILED'],
      ['place details without an id', '/api/webclient/map/place_details', 400, 'VALIDATION_FAILED'],
      ['place details of an unknown place', '/api/webclient/map/place_details?place_id=sbx%3Aaddr%3A0', 404, 'PLACE_NOT_FOUND'],
      ['customer latlng with 300+ characters', `/api/webclient/area/customer_latlng?address=${q(long)}`, 400, 'VALIDATION_FAILED'],
      ['customer latlng with a text ds_id', '/api/webclient/area/customer_latlng?address=Yonge&ds_id=x', 400, 'VALIDATION_FAILED'],
    ];

    it.each(cases)('%s → %i %s with a message', async (_name, url, status, error) => {
      const res = await get(url);
      expect(res.statusCode).toBe(status);
      const body = apiErrorSchema.parse(res.json());
      expect(body.error).toBe(error);
      expect(body.message.length).toBeGreaterThan(5);
    });

    it('refuses an address validation without an address', async () => {
      const res = await post('/api/sandbox/address/validation', { address: 'x' });
      expect(res.statusCode).toBe(400);
      expect(apiErrorSchema.parse(res.json()).error).toBe('VALIDATION_FAILED');
    });
  });
});
