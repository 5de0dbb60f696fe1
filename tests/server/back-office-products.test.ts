import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pictureFile } from '../../core/catalogue/product-image';
import {
  productFacetsResponseSchema,
  productListResponseSchema,
  productRecordResponseSchema,
  validateProductInput,
  type ProductInputDraft,
  type ProductRecord,
} from '../../core/schemas/back-office-products';
import { recordHistoryResponseSchema } from '../../core/schemas/back-office';
import { menuResponseSchema, productResponseSchema } from '../../core/schemas/catalogue';
import type { Locale } from '../../core/schemas/common';
import { searchResponseSchema } from '../../core/schemas/search';
import { signInCustomer, signInStaff, type SignedIn } from '../helpers/sign-in';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { closeTemplate, dbTargets } from '../helpers/test-database';
import { SHOP } from './orders-support';

/** Issue 17, products: search, create, change and picture a product; the storefront shows it. */
describe.each(dbTargets())('back-office products on %s', (target) => {
  let t: TestApp;
  let manager: SignedIn;

  beforeAll(async () => {
    t = await createTestApp(target);
    manager = await signInStaff(t, 'manager');
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await closeTemplate();
  });

  const office = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown, locale: Locale = 'en') =>
    t.app.inject({ method, url, headers: manager.headers(locale), ...(payload === undefined ? {} : { payload: payload as object }) });
  const record = (res: { statusCode: number; body: string; json: () => unknown }): ProductRecord => {
    expect(res.statusCode, res.body).toBe(200);
    return productRecordResponseSchema.parse(res.json()).data;
  };
  const storefrontProduct = async (productId: number, locale: Locale = 'en') => {
    const res = await t.app.inject({ url: `/api/webclient/product?shop_id=${SHOP}&product_id=${productId}`, headers: t.headers(locale) });
    return res.statusCode === 200 ? productResponseSchema.parse(res.json()).data : null;
  };
  const menuProduct = async (productId: number, locale: Locale) => {
    const menu = menuResponseSchema.parse((await t.app.inject({ url: `/api/webclient/menu?shop_id=${SHOP}`, headers: t.headers(locale) })).json()).data;
    return menu.menus.flatMap((m) => m.products).find((p) => p.product_id === productId);
  };
  const search = async (keyword: string, locale: Locale) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/products/search', headers: t.headers(locale), payload: { shop_id: SHOP, keyword } });
    expect(res.statusCode, res.body).toBe(200);
    return searchResponseSchema.parse(res.json()).data.products.map((p) => ({ id: p.product_id, name: p.product_name }));
  };

  const draft = (over: Partial<ProductInputDraft> = {}): ProductInputDraft => ({
    sku: 'BO-YUZU-1',
    category: 'produce',
    name: { en: 'Yuzu citrus', cn: '柚子柑橘', fr: 'Agrume yuzu' },
    description: { en: 'Fragrant Japanese citrus.', cn: '香气浓郁的日本柑橘。', fr: 'Agrume japonais parfumé.' },
    price_cents: 1899,
    stock: [{ shop_id: SHOP, stock: 24 }],
    tax_class: 'zero_rated',
    ...over,
  });

  it('every demo product reads back as a form the core schema accepts (a patch of one field never trips on the others)', async () => {
    const list = productListResponseSchema.parse((await office('GET', '/api/back-office/products?page_size=100')).json()).data;
    expect(list.total).toBeGreaterThan(100);
    for (let page = 1; page <= Math.ceil(list.total / 100); page += 1) {
      const rows = productListResponseSchema.parse((await office('GET', `/api/back-office/products?page_size=100&page=${page}`)).json()).data.rows;
      for (const row of rows) {
        const { id: _id, image: _image, updated_at: _u, ...fields } = record(await office('GET', `/api/back-office/products/${row.id}`));
        const checked = validateProductInput(fields);
        expect(checked.ok ? [] : checked.issues, row.sku).toEqual([]);
      }
    }
  }, 120_000);

  it('creates a product the menu and search show in en, cn and fr', async () => {
    const created = record(await office('POST', '/api/back-office/products', draft()));
    expect(created).toMatchObject({ sku: 'BO-YUZU-1', price_cents: 1899, tax_class: 'zero_rated', listed: true, stock: [{ shop_id: SHOP, stock: 24 }] });
    const names: Record<Locale, string> = { en: 'Yuzu citrus', cn: '柚子柑橘', fr: 'Agrume yuzu' };
    for (const locale of ['en', 'cn', 'fr'] as const) {
      const shown = await menuProduct(created.id, locale);
      expect(shown?.product_name, locale).toBe(names[locale]);
      expect(shown?.price).toBe(18.99);
      expect(shown?.stock).toBe(24);
      expect(await search(locale === 'en' ? 'yuzu' : locale === 'cn' ? '柚子' : 'agrume yuzu', locale), locale).toContainEqual({ id: created.id, name: names[locale] });
    }
    // The same SKU again (any case) is refused, in the caller's language.
    const again = await office('POST', '/api/back-office/products', draft({ sku: 'bo-yuzu-1' }), 'fr');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'PRODUCT_SKU_TAKEN', message: expect.stringMatching(/UGS|SKU/) });
  });

  it('edits a product: the menu and search show its new names in en, cn and fr, and no longer the old ones', async () => {
    const before: Record<Locale, string> = { en: 'Sudachi lime', cn: '酢橘', fr: 'Lime sudachi' };
    const created = record(await office('POST', '/api/back-office/products', draft({ sku: 'BO-CITRUS-9', name: before, price_cents: 1250 })));
    const after: Record<Locale, string> = { en: 'Kabosu citrus', cn: '臭橙', fr: 'Agrume kabosu' };
    // Created without a full name, it took the name as its full name (search reads both): the editor
    // shows both fields, and a rename changes both.
    expect(created.full_name).toEqual(before);
    const edited = record(await office('PATCH', `/api/back-office/products/${created.id}`, { name: after, full_name: after, price_cents: 1375 }));
    expect(edited).toMatchObject({ sku: 'BO-CITRUS-9', name: after, full_name: after, price_cents: 1375 });
    const words: Record<Locale, [string, string]> = { en: ['kabosu', 'sudachi'], cn: ['臭橙', '酢橘'], fr: ['agrume kabosu', 'lime sudachi'] };
    for (const locale of ['en', 'cn', 'fr'] as const) {
      const shown = await menuProduct(created.id, locale);
      expect(shown?.product_name, locale).toBe(after[locale]);
      expect(shown?.price, locale).toBe(13.75);
      const [now, then] = words[locale];
      expect(await search(now, locale), locale).toContainEqual({ id: created.id, name: after[locale] });
      expect((await search(then, locale)).map((p) => p.id), locale).not.toContain(created.id);
    }
  });

  it('changes a price and one shop stock; the storefront shows both at once', async () => {
    const list = productListResponseSchema.parse((await office('GET', '/api/back-office/products?q=BO-YUZU')).json()).data;
    const id = list.rows[0]!.id;
    const changed = record(await office('PATCH', `/api/back-office/products/${id}`, { price_cents: 2150, stock: [{ shop_id: SHOP, stock: 3 }] }));
    expect(changed).toMatchObject({ price_cents: 2150, stock: [{ shop_id: SHOP, stock: 3 }], name: { en: 'Yuzu citrus' } });
    const shown = await storefrontProduct(id);
    expect(shown).toMatchObject({ price: 21.5, stock: 3 });

    // A special below the price: the storefront crosses out the regular price.
    record(await office('PATCH', `/api/back-office/products/${id}`, { special: { discount_price_cents: 1799, dis_qty: 0, discount_limit_times: 2 } }));
    expect(await storefrontProduct(id)).toMatchObject({ price: 17.99, org_price: 21.5, is_special: 1, discount_limit_times: 2 });
    // A new price at or below the special's is refused by the same rule the form runs, and nothing changes.
    const below = await office('PATCH', `/api/back-office/products/${id}`, { price_cents: 1700 }, 'cn');
    expect(below.statusCode).toBe(400);
    expect(below.json()).toMatchObject({ error: 'VALIDATION_FAILED', issues: [{ path: 'body.special.discount_price_cents' }] });
    expect(await storefrontProduct(id)).toMatchObject({ price: 17.99, org_price: 21.5 });

    // Unlimited stock, then delisted: gone from the storefront and its search.
    record(await office('PATCH', `/api/back-office/products/${id}`, { special: null, stock: [{ shop_id: SHOP, stock: null }] }));
    expect(await storefrontProduct(id)).toMatchObject({ price: 21.5, stock: -9999, is_special: 0 });
    record(await office('PATCH', `/api/back-office/products/${id}`, { listed: false }));
    expect(await menuProduct(id, 'en')).toBeUndefined();
    expect((await search('yuzu', 'en')).map((p) => p.id)).not.toContain(id);
    const delisted = productListResponseSchema.parse((await office('GET', '/api/back-office/products?listed=delisted&q=yuzu')).json()).data;
    expect(delisted.rows.map((r) => r.id)).toEqual([id]);
  });

  it('keeps the history of the product: who, when, and each changed field before and after', async () => {
    const list = productListResponseSchema.parse((await office('GET', '/api/back-office/products?q=BO-YUZU&listed=all')).json()).data;
    const id = list.rows[0]!.id;
    const res = await office('GET', `/api/back-office/products/${id}/history`);
    expect(res.statusCode, res.body).toBe(200);
    const entries = recordHistoryResponseSchema.parse(res.json()).data.entries;
    // Newest first: the create is last, with every field; the price change names the price only where it moved.
    expect(entries.at(-1)).toMatchObject({ action: 'create', staff: expect.stringMatching(/\S/) });
    expect(entries.at(-1)!.changes).toContainEqual({ field: 'sku', before: null, after: 'BO-YUZU-1' });
    const priced = entries.find((e) => e.changes.some((c) => c.field === 'price_cents' && c.before === '1899'));
    expect(priced).toMatchObject({ action: 'edit', changes: expect.arrayContaining([{ field: 'price_cents', before: '1899', after: '2150' }]) });
    expect(priced!.changes.map((c) => c.field)).not.toContain('name');
    expect(entries[0]!.changes).toEqual([{ field: 'listed', before: 'true', after: 'false' }]);
    expect(Date.parse(entries[0]!.at)).toBeGreaterThanOrEqual(Date.parse(entries.at(-1)!.at));
    // An unknown product has no history to read; a buyer reads none at all.
    expect((await office('GET', '/api/back-office/products/999999/history')).statusCode).toBe(404);
    const buyer = await signInCustomer(t, { name: 'History Snoop' });
    expect((await t.app.inject({ url: `/api/back-office/products/${id}/history`, headers: buyer.headers() })).statusCode).toBe(403);
  });

  it('pages, sorts and filters on the server', async () => {
    const facets = productFacetsResponseSchema.parse((await office('GET', '/api/back-office/products/facets')).json()).data;
    const produce = facets.categories.find((c) => c.slug === 'produce')!;
    expect(facets.shops.map((s) => s.id)).toContain(SHOP);
    const get = async (query: string) => {
      const res = await office('GET', `/api/back-office/products?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return productListResponseSchema.parse(res.json()).data;
    };
    const byPrice = await get(`category_id=${produce.id}&sort=price&dir=desc&page_size=25`);
    expect(byPrice.rows.every((r) => r.category_id === produce.id)).toBe(true);
    const prices = byPrice.rows.map((r) => r.price_cents);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const second = await get(`category_id=${produce.id}&sort=price&dir=desc&page_size=25&page=2`);
    expect(second.total).toBe(byPrice.total);
    expect(second.rows.map((r) => r.id)).not.toContain(byPrice.rows[0]!.id);

    const zeroRated = await get('tax_class=zero_rated&page_size=100');
    expect(zeroRated.rows.every((r) => r.tax_class === 'zero_rated')).toBe(true);
    const out = await get(`stock=out&shop_id=${SHOP}&page_size=100`);
    expect(out.rows.every((r) => r.stock.find((s) => s.shop_id === SHOP)?.stock === 0)).toBe(true);
    // A SKU prefix or a word of a name in any language.
    const sku = byPrice.rows[0]!.sku;
    expect((await get(`q=${encodeURIComponent(sku)}`)).rows.map((r) => r.sku)).toContain(sku);
    // `%` is a character, not a wildcard.
    const percent = await get(`q=${encodeURIComponent('%')}&page_size=100`);
    expect(percent.rows.every((r) => [r.sku, r.name.en, r.name.cn, r.name.fr].some((text) => text.includes('%')))).toBe(true);
    for (const bad of ['sort=price;drop', 'page_size=7', 'page=0', 'stock=some', 'category_id=-1', 'shop_id=999999']) {
      const res = await office('GET', `/api/back-office/products?${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message, bad).toBeTruthy();
    }
  });

  it('refuses bad products with their fields named, and writes nothing', async () => {
    const before = productListResponseSchema.parse((await office('GET', '/api/back-office/products?page_size=25')).json()).data.total;
    const cases: [Partial<ProductInputDraft>, string][] = [
      [{ sku: 'BO-BAD-1', name: { en: 'Only English', cn: '', fr: '' } }, 'body.name.cn'],
      [{ sku: 'BO-BAD-2', price_cents: 0 }, 'body.price_cents'],
      [{ sku: 'BO-BAD-3', need_weigh: true }, 'body.weight_value'],
      [{ sku: 'BO BAD' }, 'body.sku'],
      [{ sku: 'BO-BAD-5', stock: [{ shop_id: SHOP, stock: -5 }] }, 'body.stock.0.stock'],
    ];
    for (const [over, path] of cases) {
      const res = await office('POST', '/api/back-office/products', draft(over), 'fr');
      expect(res.statusCode, path).toBe(400);
      expect(res.json().issues.map((i: { path: string }) => i.path), path).toContain(path);
    }
    const unknownCategory = await office('POST', '/api/back-office/products', draft({ sku: 'BO-BAD-6', category: 'no-such-aisle' }));
    expect(unknownCategory.json()).toEqual({ error: 'PRODUCT_CATEGORY_UNKNOWN', message: 'This category does not exist.' });
    const unknownShop = await office('POST', '/api/back-office/products', draft({ sku: 'BO-BAD-7', stock: [{ shop_id: 424242, stock: 1 }] }));
    expect(unknownShop.statusCode).toBe(400);
    expect((await office('PATCH', '/api/back-office/products/999999', { price_cents: 100 })).statusCode).toBe(404);
    expect(productListResponseSchema.parse((await office('GET', '/api/back-office/products?page_size=25')).json()).data.total).toBe(before);
  });

  it('takes a picture upload, serves it in the storefront sizes, and refuses what is not a picture', async () => {
    const id = productListResponseSchema.parse((await office('GET', '/api/back-office/products?q=BO-YUZU')).json()).data.rows[0]!.id;
    record(await office('PATCH', `/api/back-office/products/${id}`, { listed: true }));
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 240, g: 180, b: 20 } } }).png().toBuffer();
    const withPicture = record(await office('POST', `/api/back-office/products/${id}/picture`, { data: `data:image/png;base64,${png.toString('base64')}` }));
    expect(withPicture.image).toMatch(/^\/resources\/catalogue\/uploads\/[a-f0-9]{24}\.webp$/);
    for (const width of [240, 360, 480] as const) {
      const file = await t.app.inject({ url: pictureFile(withPicture.image, width) });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      expect(file.headers['cache-control']).toContain('immutable');
      const meta = await sharp(file.rawPayload).metadata();
      expect([meta.width, meta.height]).toEqual([width, width]);
    }
    expect((await storefrontProduct(id))?.product_image).toBe(withPicture.image);

    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1').toString('base64');
    const refusedType = await office('POST', `/api/back-office/products/${id}/picture`, { data: gif });
    expect(refusedType.json()).toEqual({ error: 'PICTURE_TYPE', message: 'Only PNG, JPEG or WebP pictures are accepted.' });
    const broken = Buffer.concat([png.subarray(0, 40), Buffer.alloc(200)]).toString('base64');
    expect((await office('POST', `/api/back-office/products/${id}/picture`, { data: broken })).json().error).toBe('PICTURE_INVALID');
    expect((await t.app.inject({ url: '/resources/catalogue/uploads/not-a-picture.webp' })).statusCode).toBe(404);
  });

  it('is for managers only', async () => {
    const buyer = await signInCustomer(t, { name: 'Products Snoop' });
    const res = await t.app.inject({ method: 'PATCH', url: '/api/back-office/products/1', headers: buyer.headers(), payload: { price_cents: 1 } });
    expect(res.statusCode).toBe(403);
    const warehouse = await signInStaff(t, 'warehouse');
    expect((await t.app.inject({ url: '/api/back-office/products', headers: warehouse.headers() })).statusCode).toBe(403);
  });
});
