import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageSources } from '../../core/catalogue/product-image';
import { universalBannersResponseSchema } from '../../core/schemas/banner';
import { menuResponseSchema } from '../../core/schemas/catalogue';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { closeTemplate } from '../helpers/test-database';
import { SHOP } from './orders-support';

/**
 * Issue 16: a supply page comes with its first row's pictures drawn into index.html's app shell, so a
 * phone shows them before any script has run; the page's cards then draw the same files.
 */

const position = (sid: number) =>
  `position=${encodeURIComponent(JSON.stringify({ sid, delivery_setting_id: 0, name: '100 Queen St W', lat: 43.6525, lng: -79.3839 }))}`;
const pictures = (html: string) => [...html.matchAll(/<img src="([^"]+)"/g)].map((m) => m[1]);

afterAll(async () => {
  await closeTemplate();
});

describe('the first screen of a supply page', () => {
  let t: TestApp;
  let web: string;
  let menu: ReturnType<typeof menuResponseSchema.parse>['data'];

  beforeAll(async () => {
    // The real index.html: its app shell holds the first-row boxes the server fills.
    web = mkdtempSync(join(tmpdir(), 'sd-first-screen-'));
    copyFileSync(join(import.meta.dirname, '..', '..', 'index.html'), join(web, 'index.html'));
    t = await createTestApp('pglite', { WEB_DIST: web });
    const res = await t.app.inject({ method: 'GET', url: `/api/webclient/menu?shop_id=${SHOP}&shipping_type=delivery`, headers: t.headers() });
    menu = menuResponseSchema.parse(res.json()).data;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    rmSync(web, { recursive: true, force: true });
  });

  const firstRow = (index: number) => menu.menus[index]!.products.slice(0, 4).map((p) => imageSources(p.product_image).src);

  it('draws the first category’s first row for a visitor with a shop, as the page will show it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/supply', headers: { cookie: position(SHOP) } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toBeDefined();
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(String(res.headers.vary)).toContain('cookie');
    expect(pictures(res.body)).toEqual(firstRow(0));
    expect(res.body).toContain('fetchpriority="high"');
  });

  it('follows the category in the address, in any language, and answers 304 to its own ETag', async () => {
    const second = menu.menus[1]!.category;
    const res = await t.app.inject({ method: 'GET', url: `/fr/supply/${second.slug}`, headers: { cookie: position(SHOP) } });
    expect(pictures(res.body)).toEqual(firstRow(1));
    const byId = await t.app.inject({ method: 'GET', url: `/cn/supply/${second.id}`, headers: { cookie: position(SHOP) } });
    expect(byId.headers.etag).toBe(res.headers.etag);
    const again = await t.app.inject({ method: 'GET', url: `/fr/supply/${second.slug}`, headers: { cookie: position(SHOP), 'if-none-match': String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('is compressed like any answer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/supply', headers: { cookie: position(SHOP), 'accept-encoding': 'br, gzip' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(pictures(brotliDecompressSync(res.rawPayload).toString('utf8'))).toEqual(firstRow(0));
  });

  it('draws nothing without a shop, for an unknown shop or category, or on another page', async () => {
    for (const [url, cookie] of [
      ['/supply', undefined],
      ['/supply', position(999_999)],
      ['/supply', 'position=%7Bnot-json'],
      ['/supply/no-such-category', position(SHOP)],
      ['/', position(SHOP)],
      ['/product/100101', position(SHOP)],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
      expect(res.statusCode, `${url} ${cookie}`).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(pictures(res.body), `${url} ${cookie}`).toEqual([]);
      expect(res.body).toContain('data-first-row');
    }
  });
  const preloads = (html: string) => [...html.matchAll(/<link rel="preload" as="image" href="([^"]+)"/g)].map((m) => m[1]);

  it('asks for the home page’s first banner with the page, in the page’s language, for a visitor with a shop', async () => {
    for (const [url, locale] of [
      ['/', 'en'],
      ['/home', 'en'],
      ['/fr', 'fr'],
      ['/cn/home', 'cn'],
    ] as const) {
      const banners = universalBannersResponseSchema.parse(
        (await t.app.inject({ method: 'GET', url: `/api/ads/universal_banners?shop_id=${SHOP}`, headers: t.headers(locale) })).json(),
      ).data.banners;
      expect(banners.length, locale).toBeGreaterThan(0);
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie: position(SHOP) } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers.vary).toContain('cookie');
      // The same files the home page's first <img> names (core/banners/banner-image.ts), fetched at high priority.
      expect(preloads(res.body), url).toEqual([banners[0]!.image]);
      expect(res.body).toContain(`imagesrcset="${banners[0]!.image_small} ${Math.round(banners[0]!.image_width / 2)}w, ${banners[0]!.image} ${banners[0]!.image_width}w"`);
      expect(res.body).toContain('fetchpriority="high"');
      const again = await t.app.inject({ method: 'GET', url, headers: { cookie: position(SHOP), 'if-none-match': String(res.headers.etag) } });
      expect(again.statusCode).toBe(304);
    }
    for (const [url, cookie] of [
      ['/', undefined],
      ['/', position(999_999)],
      ['/supply', position(SHOP)],
      ['/homes', position(SHOP)],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
      expect(preloads(res.body), `${url} ${cookie}`).toEqual([]);
    }
  });
});
