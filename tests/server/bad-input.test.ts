import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientHeaders, signatureBase, signRequest } from '../../core/request-signature';
import { signatureMatches } from '../../server/plugins/request-signature';
import { apiErrorSchema } from '../../core/schemas/common';
import { menuResponseSchema } from '../../core/schemas/catalogue';
import { products } from '../../server/db/schema';
import { eq } from 'drizzle-orm';
import { bumpCatalogueVersion } from '../../server/services/catalogue-cache';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { closeTemplate } from '../helpers/test-database';

interface Case {
  name: string;
  method: 'GET' | 'POST';
  url: string;
  body?: string;
  contentType?: string;
  status: number;
  error: string;
}

const json = (value: unknown) => JSON.stringify(value);

/** Every catalogue endpoint with missing fields, wrong types, unknown ids and oversized bodies. */
const cases: Case[] = [
  { name: 'menu without shop_id', method: 'GET', url: '/api/webclient/menu', status: 400, error: 'VALIDATION_FAILED' },
  { name: 'menu with a text shop_id', method: 'GET', url: '/api/webclient/menu?shop_id=abc', status: 400, error: 'VALIDATION_FAILED' },
  { name: 'menu with a negative shop_id', method: 'GET', url: '/api/webclient/menu?shop_id=-4', status: 400, error: 'VALIDATION_FAILED' },
  { name: 'menu with a huge shop_id', method: 'GET', url: '/api/webclient/menu?shop_id=1e99', status: 400, error: 'VALIDATION_FAILED' },
  { name: 'menu with an unknown shop', method: 'GET', url: '/api/webclient/menu?shop_id=99999', status: 404, error: 'SHOP_NOT_FOUND' },
  {
    name: 'menu with an unknown shipping type',
    method: 'GET',
    url: '/api/webclient/menu?shop_id=17243&shipping_type=teleport',
    status: 400,
    error: 'VALIDATION_FAILED',
  },
  { name: 'product without product_id', method: 'GET', url: '/api/webclient/product?shop_id=17243', status: 400, error: 'VALIDATION_FAILED' },
  { name: 'product id 0', method: 'GET', url: '/api/webclient/product?shop_id=17243&product_id=0', status: 400, error: 'VALIDATION_FAILED' },
  {
    name: 'product with trial out of range',
    method: 'GET',
    url: '/api/webclient/product?shop_id=17243&product_id=1&trial=5',
    status: 400,
    error: 'VALIDATION_FAILED',
  },
  {
    name: 'unknown product',
    method: 'GET',
    url: '/api/webclient/product?shop_id=17243&product_id=424242',
    status: 404,
    error: 'PRODUCT_NOT_FOUND',
  },
  {
    name: 'product of an unknown shop',
    method: 'GET',
    url: '/api/webclient/product?shop_id=99999&product_id=1',
    status: 404,
    error: 'SHOP_NOT_FOUND',
  },
  { name: 'product detail with neither id nor sku', method: 'GET', url: '/api/product/detail?shop_id=17243', status: 400, error: 'VALIDATION_FAILED' },
  { name: 'product detail with an unknown sku', method: 'GET', url: '/api/product/detail?shop_id=17243&sku=NOPE-1', status: 404, error: 'PRODUCT_NOT_FOUND' },
  {
    name: 'product detail with an oversized sku',
    method: 'GET',
    url: `/api/product/detail?shop_id=17243&sku=${'X'.repeat(200)}`,
    status: 400,
    error: 'VALIDATION_FAILED',
  },
  { name: 'shop detail without mid', method: 'GET', url: '/api/webclient/shop/detail', status: 400, error: 'VALIDATION_FAILED' },
  { name: 'shop detail with a text mid', method: 'GET', url: '/api/webclient/shop/detail?mid=toronto', status: 400, error: 'VALIDATION_FAILED' },
  { name: 'shop detail of an unknown shop', method: 'GET', url: '/api/webclient/shop/detail?mid=1', status: 404, error: 'SHOP_NOT_FOUND' },
  { name: 'hit shop without coordinates', method: 'POST', url: '/api/hit_shop', body: json({ address: 'Main St' }), status: 400, error: 'POSITION_PARAMS' },
  { name: 'hit shop with no body', method: 'POST', url: '/api/hit_shop', body: '', status: 400, error: 'INVALID_JSON' },
  { name: 'hit shop with broken JSON', method: 'POST', url: '/api/hit_shop', body: '{"lating": ', status: 400, error: 'INVALID_JSON' },
  { name: 'hit shop with a JSON array', method: 'POST', url: '/api/hit_shop', body: '[1,2]', status: 400, error: 'VALIDATION_FAILED' },
  { name: 'hit shop with lating of words', method: 'POST', url: '/api/hit_shop', body: json({ lating: 'north,west' }), status: 400, error: 'VALIDATION_FAILED' },
  { name: 'hit shop with lating as a number', method: 'POST', url: '/api/hit_shop', body: json({ lating: 43.6 }), status: 400, error: 'VALIDATION_FAILED' },
  { name: 'hit shop with impossible coordinates', method: 'POST', url: '/api/hit_shop', body: json({ lating: '95,200' }), status: 400, error: 'POSITION_PARAMS' },
  { name: 'hit shop with an address object', method: 'POST', url: '/api/hit_shop', body: json({ address: { street: 1 } }), status: 400, error: 'VALIDATION_FAILED' },
  {
    name: 'hit shop with a 2 MB body',
    method: 'POST',
    url: '/api/hit_shop',
    body: json({ address: 'x'.repeat(2 * 1024 * 1024) }),
    status: 413,
    error: 'BODY_TOO_LARGE',
  },
  {
    name: 'hit shop as XML',
    method: 'POST',
    url: '/api/hit_shop',
    body: 'lating=43,-79',
    contentType: 'application/xml',
    status: 415,
    error: 'UNSUPPORTED_MEDIA_TYPE',
  },
  { name: 'warehouses with a text latitude', method: 'GET', url: '/api/warehouse?lat=north&lng=1', status: 400, error: 'VALIDATION_FAILED' },
  { name: 'warehouses with latitude 100', method: 'GET', url: '/api/warehouse?lat=100&lng=1', status: 400, error: 'VALIDATION_FAILED' },
  { name: 'areas with a text shop id', method: 'GET', url: '/api/webclient/area?shop_id=x', status: 400, error: 'VALIDATION_FAILED' },
  { name: 'areas of an unknown shop', method: 'GET', url: '/api/webclient/area?shop_id=5', status: 404, error: 'SHOP_NOT_FOUND' },
  { name: 'an unknown endpoint', method: 'GET', url: '/api/webclient/teleport', status: 404, error: 'NOT_FOUND' },
  { name: 'a wrong method', method: 'POST', url: '/api/webclient/menu?shop_id=17243', body: json({}), status: 404, error: 'NOT_FOUND' },
];

describe('bad input to the catalogue endpoints', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => {
    await t.close();
    await closeTemplate();
  });

  const send = (c: Case, headers: Record<string, string>) =>
    t.app.inject({
      method: c.method,
      url: c.url,
      headers: c.body !== undefined ? { ...headers, 'content-type': c.contentType ?? 'application/json' } : headers,
      ...(c.body !== undefined ? { payload: c.body } : {}),
    });

  it.each(cases)('$name → $status $error with a clear message', async (c) => {
    const res = await send(c, t.headers('en'));
    expect(res.statusCode).toBe(c.status);
    const body = apiErrorSchema.parse(res.json());
    expect(body.error).toBe(c.error);
    expect(body.message.length).toBeGreaterThan(5);
    expect(res.body).not.toMatch(/at .*\.ts:\d+|stack/i);
  });

  it('answers the same failures in French and Chinese', async () => {
    const unknown = cases.find((c) => c.error === 'SHOP_NOT_FOUND')!;
    const fr = apiErrorSchema.parse((await send(unknown, t.headers('fr'))).json());
    const cn = apiErrorSchema.parse((await send(unknown, t.headers('cn'))).json());
    expect(fr.message).toBe('Cette boutique n’existe pas.');
    expect(cn.message).toMatch(/店铺不存在/);
    const invalid = cases.find((c) => c.name === 'menu with a text shop_id')!;
    const frInvalid = apiErrorSchema.parse((await send(invalid, t.headers('fr'))).json());
    expect(frInvalid.message).toMatch(/^Certains champs ne sont pas valides/);
    expect(frInvalid.issues?.[0]?.path).toBe('querystring.shop_id');
  });

  it('answers 410 for a delisted product so the client shows the delisted page', async () => {
    const menu = menuResponseSchema.parse((await t.app.inject({ url: '/api/webclient/menu?shop_id=17243', headers: t.headers() })).json());
    const id = menu.data.menus[0]!.products[0]!.product_id;
    await t.handle.db.transaction(async (tx) => {
      await tx.update(products).set({ status: 1 }).where(eq(products.id, id));
      await bumpCatalogueVersion(tx);
    });
    t.app.catalogue.invalidate();
    const res = await t.app.inject({ url: `/api/webclient/product?shop_id=17243&product_id=${id}`, headers: t.headers() });
    expect(res.statusCode).toBe(410);
    expect(apiErrorSchema.parse(res.json()).error).toBe('PRODUCT_DELISTED');
  });

  describe('the request signature', () => {
    const url = '/api/webclient/menu?shop_id=17243';
    const salt = () => t.app.config.SIGNATURE_SALT;

    it('is required', async () => {
      const res = await t.app.inject({ url, headers: { 'app-language': 'en' } });
      expect(res.statusCode).toBe(401);
      expect(apiErrorSchema.parse(res.json()).error).toBe('SIGNATURE_REQUIRED');
    });

    it('refuses a stale timestamp', async () => {
      const headers = clientHeaders({ language: 'en', apiHost: 'localhost:80', salt: salt(), now: Date.now() - 10 * 60_000 });
      const res = await t.app.inject({ url, headers });
      expect(apiErrorSchema.parse(res.json()).error).toBe('SIGNATURE_EXPIRED');
    });

    it('refuses a tampered header or another salt', async () => {
      const tampered = { ...clientHeaders({ language: 'en', apiHost: 'localhost:80', salt: salt() }), 'APP-LANGUAGE': 'fr' };
      expect((await t.app.inject({ url, headers: tampered })).statusCode).toBe(401);
      const foreign = clientHeaders({ language: 'en', apiHost: 'localhost:80', salt: 'someone-elses-salt' });
      const res = await t.app.inject({ url, headers: foreign });
      expect(apiErrorSchema.parse(res.json()).error).toBe('SIGNATURE_INVALID');
    });

    it('lets the desktop renderer preflight and call across origins', async () => {
      const preflight = await t.app.inject({
        method: 'OPTIONS',
        url,
        headers: { origin: 'app://bundle', 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization-token,ts' },
      });
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe('app://bundle');
      const stranger = await t.app.inject({ url, headers: { ...t.headers(), origin: 'https://evil.example' } });
      expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
    });

    it('accepts the hex digits in either case, and refuses anything but 64 of them', async () => {
      const good = clientHeaders({ language: 'en', apiHost: 'localhost:80', salt: salt() });
      const upper = await t.app.inject({ url, headers: { ...good, 'AUTHORIZATION-TOKEN': good['AUTHORIZATION-TOKEN']!.toUpperCase() } });
      expect(upper.statusCode).toBe(200);
      for (const bad of [good['AUTHORIZATION-TOKEN']!.slice(0, 62), `${good['AUTHORIZATION-TOKEN']!.slice(0, 62)}zz`, `${good['AUTHORIZATION-TOKEN']!}00`, 'x'.repeat(64)]) {
        const res = await t.app.inject({ url, headers: { ...good, 'AUTHORIZATION-TOKEN': bad } });
        expect(apiErrorSchema.parse(res.json()).error).toBe('SIGNATURE_INVALID');
      }
    });

    it('accepts a good one', async () => {
      const res = await t.app.inject({ url, headers: clientHeaders({ language: 'en', apiHost: 'localhost:80', salt: salt() }) });
      expect(res.statusCode).toBe(200);
    });
  });
});

describe('the web build behind the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'web-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Supply Desk</title>');
    writeFileSync(join(dir, 'assets', 'app.js'), 'console.log(1)');
    t = await createTestApp('pglite', { WEB_DIST: dir });
  });
  afterAll(async () => {
    await t.close();
    await closeTemplate();
  });

  it('serves the page for client routes and a 404 for missing assets', async () => {
    for (const url of ['/', '/supply/meat', '/cn/product/100101?x=1']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
    }
    expect((await t.app.inject({ url: '/assets/app.js' })).statusCode).toBe(200);
    const missing = await t.app.inject({ url: '/assets/gone-1234.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('application/json');
  });
});

describe('request signature hashing', () => {
  it('the server and every client compute the same signature', () => {
    const fields = { ts: '1795361933801', mobile_os: 'web', device_id: 'abc', app_language: 'fr', app_version: '1.1.9', api_host: 'localhost:3000' };
    const native = createHash('sha256').update(`${signatureBase(fields)}&salt=s4lt-value`).digest('hex');
    expect(signRequest(fields, 's4lt-value')).toBe(native);
    expect(signatureBase(fields)).toBe('api_host=localhost:3000&app_language=fr&app_version=1.1.9&device_id=abc&mobile_os=web&ts=1795361933801');
    // Keys in alphabetical order whatever the values hold.
    expect(signatureBase({ ...fields, api_host: 'a&b=c', device_id: '' })).toBe('api_host=a&b=c&app_language=fr&app_version=1.1.9&device_id=&mobile_os=web&ts=1795361933801');
  });

  it('compares a given signature as its lower-case form, nothing looser', () => {
    const expected = createHash('sha256').update('x').digest('hex');
    expect(signatureMatches(expected, expected)).toBe(true);
    expect(signatureMatches(expected.toUpperCase(), expected)).toBe(true);
    expect(signatureMatches(expected.slice(1), expected)).toBe(false);
    expect(signatureMatches(`${expected}0`, expected)).toBe(false);
    // A control character one bit from a digit, a letter past 'f', a non-ASCII letter: none is a hex digit.
    for (const [i, c] of [[0, String.fromCharCode(expected.charCodeAt(0) ^ 0x20)], [5, 'G'], [9, 'İ']] as const) {
      const tampered = expected.slice(0, i) + c + expected.slice(i + 1);
      expect(signatureMatches(tampered, expected)).toBe(tampered.toLowerCase() === expected);
    }
  });
});
