import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverySchedule } from '../../core/calendar/delivery-schedule';
import { imageSources } from '../../core/catalogue/product-image';
import { countdownAt, cutoffCountdown } from '../../core/checkout/cutoff-countdown';
import { formatDeliveryDay } from '../../core/format/delivery-day';
import { menuResponseSchema, productResponseSchema } from '../../core/schemas/catalogue';
import {
  areaResponseSchema,
  globalSettingsResponseSchema,
  hitShopResponseSchema,
  shopDetailResponseSchema,
  warehouseResponseSchema,
} from '../../core/schemas/shop';
import { products, shopProducts } from '../../server/db/schema';
import { bumpCatalogueVersion } from '../../server/services/catalogue-cache';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { closeTemplate, dbTargets } from '../helpers/test-database';

const CJK = /[\u4e00-\u9fff]/;

describe.each(dbTargets())('catalogue API on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => {
    await t.close();
    await closeTemplate();
  });

  const get = (url: string, locale: 'en' | 'cn' | 'fr' = 'en') =>
    t.app.inject({ method: 'GET', url, headers: t.headers(locale) });

  it('serves the default shop menu grouped by category, every product listed and sold there', async () => {
    const res = await get('/api/webclient/menu?shop_id=17243');
    expect(res.statusCode).toBe(200);
    const body = menuResponseSchema.parse(res.json());
    expect(body.data.shop_id).toBe(17243);
    expect(body.data.shipping_type).toBe('delivery');
    expect(body.data.menus.length).toBeGreaterThanOrEqual(13);
    const all = body.data.menus.flatMap((m) => m.products);
    expect(all.length).toBeGreaterThanOrEqual(250);
    expect(all.every((p) => p.status === 0)).toBe(true);
    for (const m of body.data.menus) expect(m.products.every((p) => p.category === m.category.id)).toBe(true);
    // Categories come in display order.
    const positions = body.data.menus.map((m) => m.category.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('answers in the caller language: Chinese and French names differ from English', async () => {
    const [en, cn, fr] = await Promise.all(
      (['en', 'cn', 'fr'] as const).map(async (l) => menuResponseSchema.parse((await get('/api/webclient/menu?shop_id=17243', l)).json())),
    );
    const first = (m: NonNullable<typeof en>) => m.data.menus[0]!.products[0]!;
    expect(first(en!).product_id).toBe(first(cn!).product_id);
    expect(first(cn!).product_name).toMatch(CJK);
    expect(first(en!).product_name).not.toMatch(CJK);
    expect(first(fr!).product_name).not.toBe('');
    expect(cn!.data.menus[0]!.category.name).toMatch(CJK);
    expect(fr!.data.menus.map((m) => m.category.name)).not.toEqual(en!.data.menus.map((m) => m.category.name));
  });

  it('gives a product with its options, batch prices and stock', async () => {
    const menu = menuResponseSchema.parse((await get('/api/webclient/menu?shop_id=17243')).json());
    const all = menu.data.menus.flatMap((m) => m.products);
    const withOptions = all.find((p) => p.has_options)!;
    const batch = all.find((p) => p.batch_price.length > 0)!;
    const res = await get(`/api/webclient/product?shop_id=17243&product_id=${withOptions.product_id}`);
    const detail = productResponseSchema.parse(res.json()).data;
    expect(detail.options.length).toBeGreaterThan(0);
    expect(detail.options[0]!.items.length).toBeGreaterThan(0);
    expect(detail.specification).not.toBe('');
    const bySku = productResponseSchema.parse((await get(`/api/product/detail?shop_id=17243&sku=${batch.sku.toLowerCase()}`)).json()).data;
    expect(bySku.product_id).toBe(batch.product_id);
    expect(bySku.batch_price).toEqual(batch.batch_price);
  });

  it('sees a price and stock change made in the database once the catalogue version moves', async () => {
    const menu = menuResponseSchema.parse((await get('/api/webclient/menu?shop_id=17243')).json());
    const product = menu.data.menus[0]!.products.find((p) => p.is_special === 0 && p.batch_price.length === 0)!;
    await t.handle.db.transaction(async (tx) => {
      await tx.update(products).set({ priceCents: 12_345, orgPriceCents: 12_345 }).where(eq(products.id, product.product_id));
      await tx
        .update(shopProducts)
        .set({ stock: 7 })
        .where(and(eq(shopProducts.productId, product.product_id), eq(shopProducts.shopId, 17243)));
      await bumpCatalogueVersion(tx);
    });
    t.app.catalogue.invalidate();
    const after = productResponseSchema.parse((await get(`/api/webclient/product?shop_id=17243&product_id=${product.product_id}`)).json());
    expect(after.data.price).toBe(123.45);
    expect(after.data.stock).toBe(7);
  });

  it('describes the shop with its small-order-fee rule and spend tiers', async () => {
    const res = await get('/api/webclient/shop/detail?mid=17243', 'fr');
    const shop = shopDetailResponseSchema.parse(res.json()).data;
    expect(shop.service_fee.rules).toEqual([{ end: 100, value: 9.9 }]);
    const tiers = shop.discount_events.shop_full_discount;
    expect(tiers.map((e) => e.options.full_amount)).toEqual([300, 600, 1000]);
    expect(tiers[1]!.options.gift_product?.product_name).toBeTruthy();
    expect(shop.discount_events.shop_product_sale[0]!.options.order_limit_times).toBe(10);
    expect(shop.tax_rate).toBe(0.13);
  });

  it('lists the coming order days for the cut-off countdown, the delivery day written in the caller’s language', async () => {
    const before = new Date();
    const shop = shopDetailResponseSchema.parse((await get('/api/webclient/shop/detail?mid=17243', 'fr')).json()).data;
    expect(shop.order_windows).toHaveLength(7);
    const now = new Date();
    const listed = countdownAt(now, shop.order_windows);
    const expected = cutoffCountdown(now, deliverySchedule(shop.delivery_schedule));
    // The same minute unless one turned between the request and this check.
    expect([cutoffCountdown(before, deliverySchedule(shop.delivery_schedule)).minutesLeft, expected.minutesLeft]).toContain(listed?.minutesLeft);
    expect(listed?.window.delivery_date).toBe(expected.deliveryDate);
    expect(listed?.window.delivery_day).toBe(formatDeliveryDay(expected.deliveryDate!, 'fr'));
    expect(listed?.window.delivery_day).toMatch(/^(lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche) \d{1,2} /);
  });

  it('matches a Toronto point to 17243, an Ottawa point to 17244 and Montreal or Gatineau to no shop', async () => {
    const hit = async (lating: string) =>
      hitShopResponseSchema.parse(
        (await t.app.inject({ method: 'POST', url: '/api/hit_shop', headers: t.headers(), payload: { lating } })).json(),
      ).data.shop_id;
    expect(await hit('43.6532,-79.3832')).toBe(17243); // Toronto City Hall
    expect(await hit('43.2557,-79.8711')).toBe(17243); // Hamilton
    expect(await hit('45.4215,-75.6972')).toBe(17244); // Parliament Hill, Ottawa
    expect(await hit('45.4765,-75.7013')).toBe(0); // Gatineau, Quebec
    expect(await hit('45.5019,-73.5674')).toBe(0); // Montreal
  });

  it('lists warehouses nearest first with hours and a localized status', async () => {
    const res = await get('/api/warehouse?lat=45.42&lng=-75.69', 'cn');
    const list = warehouseResponseSchema.parse(res.json()).data.warehouse_address;
    expect(list.length).toBe(2);
    expect(list[0]!.city).toMatch(CJK);
    expect(list[0]!.distance!).toBeLessThan(list[1]!.distance!);
    expect(list[0]!.normal_operation).toContain('Saturday,Closed');
    expect(list[0]!.status).toMatch(/今日/);
  });

  it('lists areas per shop and the global settings', async () => {
    const areas = areaResponseSchema.parse((await get('/api/webclient/area?shop_id=17244')).json()).data.areas;
    expect(areas.map((a) => a.name)).toContain('Kanata');
    expect(areas.every((a) => a.shop_id === 17244)).toBe(true);
    const settings = globalSettingsResponseSchema.parse((await get('/api/global_settings')).json()).data;
    expect(settings.default_shop_id).toBe(17243);
    expect(settings.locales).toEqual(['en', 'cn', 'fr']);
  });

  it.runIf(target === 'postgres')('survives the database server dropping its idle connections', async () => {
    const result = await t.handle.db.execute(sql`select current_database() as name`);
    const name = (result as unknown as { rows: { name: string }[] }).rows[0]!.name;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const killed = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );
    await admin.end();
    expect(killed.rowCount).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    t.app.catalogue.invalidate();
    const res = await get('/api/webclient/shop/detail?mid=17243');
    expect(res.statusCode).toBe(200);
  });

  it('serves every catalogue picture as WebP at both widths from resources', async () => {
    const menu = menuResponseSchema.parse((await get('/api/webclient/menu?shop_id=17243')).json());
    const first = menu.data.menus[0]!;
    for (const image of [first.category.image, first.products[0]!.product_image]) {
      const { srcSet } = imageSources(image);
      expect(srcSet, image).toBeDefined();
      for (const entry of srcSet!.split(', ')) {
        const res = await t.app.inject({ method: 'GET', url: entry.split(' ')[0]! });
        expect(res.statusCode, entry).toBe(200);
        expect(res.headers['content-type'], entry).toContain('image/webp');
      }
    }
  });
});
