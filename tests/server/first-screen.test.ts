import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bannerImageSources } from '../../core/banners/banner-image';
import { imageSources, PRODUCT_CARD_SIZES, PRODUCT_MAIN_SIZES, productPictures } from '../../core/catalogue/product-image';
import { searchResponseSchema } from '../../core/schemas/search';
import { SEARCH_PAGE_SIZE } from '../../core/search/keyword';
import { universalBannersResponseSchema } from '../../core/schemas/banner';
import { menuResponseSchema, productResponseSchema } from '../../core/schemas/catalogue';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { closeTemplate } from '../helpers/test-database';
import cn from '../../locales/cn.json' with { type: 'json' };
import en from '../../locales/en.json' with { type: 'json' };
import fr from '../../locales/fr.json' with { type: 'json' };
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

  it('draws nothing without a shop, for an unknown shop or category, or on a page it does not draw', async () => {
    for (const [url, cookie] of [
      ['/supply', undefined],
      ['/supply', position(999_999)],
      ['/supply', 'position=%7Bnot-json'],
      ['/supply/no-such-category', position(SHOP)],
      ['/account', position(SHOP)],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
      expect(res.statusCode, `${url} ${cookie}`).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(pictures(res.body), `${url} ${cookie}`).toEqual([]);
      expect(res.body).toContain('data-first-row');
    }
  });
  const preloads = (html: string) => [...html.matchAll(/<link rel="preload" as="image" href="([^"]+)"/g)].map((m) => m[1]);

  it('draws a product page’s layout with its main picture, as its gallery draws it, in any language and with or without a shop', async () => {
    const detail = productResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/webclient/product?shop_id=${SHOP}&product_id=100101`, headers: t.headers() })).json(),
    ).data;
    const main = imageSources(productPictures(detail.gallery, detail.product_image)[0]!);
    for (const [url, cookie] of [
      ['/product/100101', undefined],
      ['/fr/product/100101', position(SHOP)],
      ['/cn/product/100101/', undefined],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
      expect(res.statusCode, url).toBe(200);
      expect(pictures(res.body), url).toEqual([main.src]);
      expect(res.body).toContain(`srcset="${main.srcSet}" sizes="${PRODUCT_MAIN_SIZES}"`);
      // The product page's layout shows, the supply page's does not; the navbar's placeholder stays.
      expect(res.body).toContain('<div data-first-screen="product"');
      expect(res.body).not.toContain('data-first-row');
      expect(res.body).toContain('border-line-strong');
      expect(res.headers['cache-control']).toBe('no-cache');
      const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(res.headers.etag), ...(cookie ? { cookie } : {}) } });
      expect(again.statusCode, url).toBe(304);
    }
    // A product the catalogue does not have, an id the page does not read, or not a product page: the page as built.
    for (const url of ['/product/999999', '/product/0100101', '/product/abc', '/product/100101/extra']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(pictures(res.body), url).toEqual([]);
      expect(res.body, url).toContain('<div hidden data-first-screen="product"');
      expect(res.body, url).toContain('data-first-row');
    }
  });

  it('draws a results page’s layout with the pictures of its first row, as the search answers and the cards draw them', async () => {
    const keyword = '大米';
    const found = searchResponseSchema.parse(
      (
        await t.app.inject({ method: 'POST', url: '/api/products/search', headers: t.headers('cn'), payload: { shop_id: SHOP, keyword, offset: 0, limit: SEARCH_PAGE_SIZE } })
      ).json(),
    ).data.products;
    expect(found.length).toBeGreaterThan(0);
    const firstRow = found.slice(0, 4).map((p) => imageSources(p.product_image));
    for (const url of [`/cn/results?keyword=${encodeURIComponent(keyword)}`, `/cn/results?keyword=${encodeURIComponent(`  ${keyword} `)}&productId=1`]) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie: position(SHOP) } });
      expect(res.statusCode, url).toBe(200);
      expect(pictures(res.body), url).toEqual(firstRow.map((p) => p.src));
      expect(res.body).toContain(`srcset="${firstRow[0]!.srcSet}" sizes="${PRODUCT_CARD_SIZES}"`);
      expect(res.body).toContain('<div data-first-screen="results"');
      expect(res.body).not.toContain('data-first-screen="product"');
      expect(String(res.headers.vary)).toContain('cookie');
      const again = await t.app.inject({ method: 'GET', url, headers: { cookie: position(SHOP), 'if-none-match': String(res.headers.etag) } });
      expect(again.statusCode, url).toBe(304);
    }
    // Nothing found: the layout, no pictures (the page then says so).
    const none = await t.app.inject({ method: 'GET', url: '/results?keyword=zzqqxxnothing', headers: { cookie: position(SHOP) } });
    expect(pictures(none.body)).toEqual([]);
    expect(none.body).toContain('<div data-first-screen="results"');
    // No shop, no keyword, or text a search refuses: the page as built.
    for (const [url, cookie] of [
      [`/cn/results?keyword=${encodeURIComponent(keyword)}`, undefined],
      [`/cn/results?keyword=${encodeURIComponent(keyword)}`, position(999_999)],
      ['/results?keyword=%20%20', position(SHOP)],
      ['/results', position(SHOP)],
      ['/results?keyword=rice%00', position(SHOP)],
      [`/results?keyword=${'x'.repeat(101)}`, position(SHOP)],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
      expect(res.statusCode, url).toBe(200);
      expect(pictures(res.body), url).toEqual([]);
      expect(res.body, url).toContain('<div hidden data-first-screen="results"');
    }
  });

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

  it('draws the home page’s first screen into the shell in the page’s language: the hero, then the first banner as the carousel shows it', async () => {
    const texts = { en, fr, cn };
    for (const [url, locale, lang] of [
      ['/', 'en', 'en'],
      ['/fr', 'fr', 'fr'],
      ['/cn', 'cn', 'zh-Hans'],
    ] as const) {
      const [first, ...others] = universalBannersResponseSchema.parse(
        (await t.app.inject({ method: 'GET', url: `/api/ads/universal_banners?shop_id=${SHOP}`, headers: t.headers(locale) })).json(),
      ).data.banners;
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie: position(SHOP) } });
      const html = res.body;
      expect(html, url).toContain(`<html lang="${lang}"`);
      // The home page's layout is shown, the supply page's is gone.
      expect(html).toContain('<div data-first-screen="home">');
      expect(html).not.toContain('data-first-row');
      expect(html).toContain(`data-text="home.hero_title">${texts[locale].home.hero_title}</`);
      expect(html).toContain(`data-text="home.first_time">${texts[locale].home.first_time}</`);
      expect(html).not.toMatch(/data-text="[^"]+"><\//);
      // The navbar as wide as the page's: with the sandbox badge when the server says it runs sandbox services.
      const settings = (await t.app.inject({ method: 'GET', url: '/api/global_settings', headers: t.headers(locale) })).json() as { data: { sandbox: boolean } };
      const badge = `data-sandbox-badge>${texts[locale].nav.sandbox_badge.replace('{{shopId}}', String(SHOP))}</span>`;
      expect(html.includes(badge), url).toBe(settings.data.sandbox);
      expect(html.includes('data-sandbox-badge>'), url).toBe(settings.data.sandbox);
      const short = `data-sandbox-short>${texts[locale].nav.sandbox_badge_short.replace('{{shopId}}', String(SHOP))}</span>`;
      expect(html.includes(short), url).toBe(settings.data.sandbox);
      // The banner <img> the carousel draws (core/banners/banner-image.ts), with its size reserved, and its title.
      const picture = bannerImageSources(first!);
      expect(html).toContain(
        `<img src="${picture.src}" srcset="${picture.srcSet}" sizes="${picture.sizes}" width="${first!.image_width}" height="${first!.image_height}" alt=""`,
      );
      expect(html).toContain(`data-banner-title>${first!.title.replaceAll('&', '&amp;')}</span>`);
      expect(html.includes('<!--banner-controls-->'), url).toBe(others.length > 0);
    }
    // No shop: the page as built, the supply page's layout shown and the home page's hidden.
    const plain = await t.app.inject({ method: 'GET', url: '/', headers: {} });
    expect(plain.body).toContain('<div hidden data-first-screen="home">');
    expect(plain.body).toContain('data-first-row');
    expect(pictures(plain.body)).toEqual([]);
  });

  it('draws the supply page without the home page’s hidden layout', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/supply', headers: { cookie: position(SHOP) } });
    expect(res.body).not.toContain('data-first-screen="home"');
    expect(res.body).toContain('data-first-row');
  });
});
