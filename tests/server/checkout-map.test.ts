import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../core/schemas/common';
import { checkoutMapResponseSchema } from '../../core/schemas/checkout-map';
import { googleStaticMapUrl } from '../../server/adapters/maps/google/static-map';
import { DEFAULT_SHOP_ID } from '../../server/db/seed/demo-shops';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { closeTemplate, dbTargets } from '../helpers/test-database';

/** Spec §2.8 checkout map: GET /api/webclient/checkout/map. */
describe.each(dbTargets())('checkout map API on %s', (target) => {
  let sandbox: TestApp;
  let google: TestApp;
  beforeAll(async () => {
    sandbox = await createTestApp(target);
    google = await createTestApp(target, { MAPS_PROVIDER: 'google', GOOGLE_MAPS_API_KEY: 'secret-test-key' });
  });
  afterAll(async () => {
    await sandbox?.close();
    await google?.close();
    await closeTemplate();
  });

  const get = (t: TestApp, url: string, locale: 'en' | 'cn' | 'fr' = 'en') => t.app.inject({ method: 'GET', url, headers: t.headers(locale) });

  it('sandbox: the shop zone, its places in the caller language, and whether the point is inside', async () => {
    const res = await get(sandbox, `/api/webclient/checkout/map?shop_id=${DEFAULT_SHOP_ID}&lat=43.6534&lng=-79.3841`, 'cn');
    expect(res.statusCode).toBe(200);
    const body = checkoutMapResponseSchema.parse(res.json());
    if (body.data.provider !== 'sandbox') throw new Error('expected the sandbox map');
    expect(body.data.zone.length).toBeGreaterThan(3);
    expect(body.data.inside).toBe(true);
    expect(body.data.places.length).toBeGreaterThan(0);
    expect(body.data.places.some((p) => /[\u4e00-\u9fff]/.test(p.name))).toBe(true);

    const outside = checkoutMapResponseSchema.parse(
      (await get(sandbox, `/api/webclient/checkout/map?shop_id=${DEFAULT_SHOP_ID}&lat=45.4765&lng=-75.7013`)).json(),
    );
    expect(outside.data.provider === 'sandbox' && outside.data.inside).toBe(false);
  });

  it('bad input and unknown shops answer 4xx with a translated message', async () => {
    const bad = await get(sandbox, `/api/webclient/checkout/map?shop_id=${DEFAULT_SHOP_ID}&lat=123&lng=x`, 'fr');
    expect(bad.statusCode).toBe(400);
    expect(apiErrorSchema.parse(bad.json()).message).not.toBe('');
    const unknown = await get(sandbox, '/api/webclient/checkout/map?shop_id=999999&lat=43.65&lng=-79.38');
    expect(unknown.statusCode).toBe(404);
    expect(apiErrorSchema.parse(unknown.json()).message).toBe('This shop does not exist.');
    const staticOff = await get(sandbox, `/api/webclient/checkout/map/static?shop_id=${DEFAULT_SHOP_ID}&lat=43.65&lng=-79.38`);
    expect(staticOff.statusCode).toBe(404);
    expect(apiErrorSchema.parse(staticOff.json()).message).toBe('Static maps are not in use on this server.');
  });

  it('google: the page gets our own static-map address, never the API key', async () => {
    const res = await get(google, `/api/webclient/checkout/map?shop_id=${DEFAULT_SHOP_ID}&lat=43.6534&lng=-79.3841`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('secret-test-key');
    const body = checkoutMapResponseSchema.parse(res.json());
    expect(body.data).toEqual({
      provider: 'google',
      image_url: `/api/webclient/checkout/map/static?shop_id=${DEFAULT_SHOP_ID}&lat=43.6534&lng=-79.3841`,
    });
  });
});

describe('Google static map URL', () => {
  it('puts the pin at lat,lng and the zone as a closed path, with the key', () => {
    const url = new URL(googleStaticMapUrl({ apiKey: 'k', lat: 43.65, lng: -79.38, zone: [[-79.5, 43.6], [-79.2, 43.6], [-79.5, 43.6]] }));
    expect(url.origin + url.pathname).toBe('https://maps.googleapis.com/maps/api/staticmap');
    expect(url.searchParams.get('markers')).toBe('color:red|43.65,-79.38');
    expect(url.searchParams.get('path')).toContain('43.6,-79.5|43.6,-79.2|43.6,-79.5');
    expect(url.searchParams.get('key')).toBe('k');
  });
});
