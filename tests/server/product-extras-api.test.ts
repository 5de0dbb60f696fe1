import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCents } from '../../core/money';
import { menuResponseSchema, type ProductSummary } from '../../core/schemas/catalogue';
import { apiErrorSchema, type Locale } from '../../core/schemas/common';
import {
  arrivalReminderResponseSchema,
  COMBO_PAGE_SIZE,
  comboSaleResponseSchema,
  recentlyViewedResponseSchema,
  recommendResponseSchema,
  SUPER_TRIAL_PER_CATEGORY,
  superTrialResponseSchema,
} from '../../core/schemas/product-extras';
import { products, restockReminders, shopProducts } from '../../server/db/schema';
import { bumpCatalogueVersion } from '../../server/services/catalogue-cache';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { closeTemplate, dbTargets } from '../helpers/test-database';

const TORONTO = 17243;
const OTTAWA = 17244;
const UNLIMITED = -9999;
const inStock = (p: Pick<ProductSummary, 'stock'>) => p.stock === UNLIMITED || p.stock > 0;

describe.each(dbTargets())('product extras API on %s', (target) => {
  let t: TestApp;
  /** Each shop's menu as the storefront sees it: listed products only, by id. */
  const menus = new Map<number, Map<number, ProductSummary>>();

  const get = (url: string, locale: Locale = 'en') => t.app.inject({ method: 'GET', url, headers: t.headers(locale) });
  const post = (url: string, payload: unknown, locale: Locale = 'en') =>
    t.app.inject({ method: 'POST', url, headers: t.headers(locale), payload: payload as Record<string, unknown> });

  async function loadMenu(shopId: number): Promise<Map<number, ProductSummary>> {
    const menu = menuResponseSchema.parse((await get(`/api/webclient/menu?shop_id=${shopId}`)).json());
    return new Map(menu.data.menus.flatMap((m) => m.products).map((p) => [p.product_id, p]));
  }

  const bySku = async (sku: string) => {
    const [row] = await t.handle.db.select().from(products).where(eq(products.sku, sku));
    if (!row) throw new Error(`no product ${sku}`);
    return row;
  };

  beforeAll(async () => {
    t = await createTestApp(target);
    for (const shop of [TORONTO, OTTAWA]) menus.set(shop, await loadMenu(shop));
  });
  afterAll(async () => {
    await t.close();
    await closeTemplate();
  });

  describe('super trial', () => {
    const trial = async (body: Record<string, unknown>, locale: Locale = 'en') => {
      const res = await post('/api/product/super_trial', body, locale);
      expect(res.statusCode, res.body).toBe(200);
      return superTrialResponseSchema.parse(res.json()).data.categories;
    };
    it('offers categories the cart has nothing from, related ones first, a few in-stock products each', async () => {
      const shelves = menuResponseSchema.parse((await get(`/api/webclient/menu?shop_id=${TORONTO}`)).json()).data.menus;
      const meat = shelves.find((m) => m.category.slug === 'meat')!.products.slice(0, 2);
      expect(meat.length).toBe(2);
      const categories = await trial({ shop_id: TORONTO, cart_product_ids: meat.map((p) => p.product_id).join(',') });
      const slugs = categories.map((c) => c.slug);
      expect(slugs).not.toContain('meat');
      // Related to meat: seafood, frozen, sauces (recommendations' order).
      expect(slugs.slice(0, 2)).toEqual(['seafood', 'frozen']);
      for (const c of categories) {
        expect(c.products.length).toBeGreaterThan(0);
        expect(c.products.length).toBeLessThanOrEqual(SUPER_TRIAL_PER_CATEGORY);
        for (const p of c.products) {
          expect(inStock(p)).toBe(true);
          expect(p.category).toBe(c.category_id);
        }
      }
    });

    it('offers a pickup order only categories that can be picked up, named in the caller\'s language', async () => {
      const categories = await trial({ shop_id: TORONTO, cart_product_ids: [], shipping_type: 'pickup' }, 'fr');
      expect(categories.length).toBeGreaterThan(0);
      expect(categories.map((c) => c.slug)).not.toContain('meat');
      expect(categories.map((c) => c.slug)).not.toContain('frozen');
      expect(categories.every((c) => c.products.every((p) => p.pickup_allowed))).toBe(true);
      const en = await trial({ shop_id: TORONTO, cart_product_ids: [], shipping_type: 'pickup' });
      expect(categories.map((c) => c.name)).not.toEqual(en.map((c) => c.name));
    });

    it('refuses an unknown shop and a malformed id list with a message', async () => {
      expect((await post('/api/product/super_trial', { shop_id: 999_999 })).statusCode).toBe(404);
      const bad = await post('/api/product/super_trial', { shop_id: TORONTO, cart_product_ids: '1,,x' });
      expect(bad.statusCode).toBe(400);
      expect(apiErrorSchema.parse(bad.json()).message).not.toBe('');
    });
  });

  describe('recommend', () => {
    it('offers listed, in-stock products of the shop, the same category first, never the product itself', async () => {
      const menu = menus.get(TORONTO)!;
      const product = [...menu.values()].find((p) => p.category === 2)!;
      const res = await get(`/api/productlist/recommend?shop_id=${TORONTO}&product_id=${product.product_id}&limit=24`);
      expect(res.statusCode).toBe(200);
      const list = recommendResponseSchema.parse(res.json()).data.products;
      expect(list).toHaveLength(24);
      expect(list.map((p) => p.product_id)).not.toContain(product.product_id);
      expect(new Set(list.map((p) => p.product_id)).size).toBe(list.length);
      for (const p of list) {
        // Sold by this shop and listed (the menu holds exactly those), and buyable now.
        expect(menu.has(p.product_id)).toBe(true);
        expect(p.status).toBe(0);
        expect(inStock(p)).toBe(true);
      }
      // The category has out-of-stock and delisted products; none of them is offered.
      const outOfStockInCategory = [...menu.values()].filter((p) => p.category === 2 && !inStock(p));
      expect(outOfStockInCategory.length).toBeGreaterThan(0);
      expect(list.some((p) => outOfStockInCategory.some((o) => o.product_id === p.product_id))).toBe(false);
      const delisted = await bySku('MT-1026');
      expect(delisted.status).toBe(1);
      expect(list.map((p) => p.product_id)).not.toContain(delisted.id);
      // Every in-stock product of the same category first, then related categories.
      const sameCategory = [...menu.values()].filter(
        (p) => p.category === product.category && p.product_id !== product.product_id && inStock(p),
      ).length;
      const head = Math.min(sameCategory, list.length);
      expect(list.slice(0, head).every((p) => p.category === product.category)).toBe(true);
      expect(list.slice(head).every((p) => p.category !== product.category)).toBe(true);
    });

    it('is deterministic, answers in the caller language and defaults to 8', async () => {
      const product = [...menus.get(TORONTO)!.values()][5]!;
      const url = `/api/productlist/recommend?shop_id=${TORONTO}&product_id=${product.product_id}`;
      const first = recommendResponseSchema.parse((await get(url)).json()).data.products;
      const again = recommendResponseSchema.parse((await get(url)).json()).data.products;
      const cn = recommendResponseSchema.parse((await get(url, 'cn')).json()).data.products;
      expect(first).toHaveLength(8);
      expect(again.map((p) => p.product_id)).toEqual(first.map((p) => p.product_id));
      expect(cn.map((p) => p.product_id)).toEqual(first.map((p) => p.product_id));
      expect(cn[0]!.product_name).toMatch(/[\u4e00-\u9fff]/);
    });

    it('stays in the shop: Ottawa recommendations are Ottawa products', async () => {
      const menu = menus.get(OTTAWA)!;
      const product = [...menu.values()][0]!;
      const list = recommendResponseSchema.parse(
        (await get(`/api/productlist/recommend?shop_id=${OTTAWA}&product_id=${product.product_id}&limit=24`)).json(),
      ).data.products;
      expect(list.length).toBeGreaterThan(0);
      expect(list.every((p) => menu.has(p.product_id))).toBe(true);
      // Products only Ottawa sells are never offered in Toronto.
      const ottawaOnly = [...menu.keys()].filter((id) => !menus.get(TORONTO)!.has(id));
      const toronto = recommendResponseSchema.parse(
        (await get(`/api/productlist/recommend?shop_id=${TORONTO}&product_id=${product.product_id}&limit=24`)).json(),
      ).data.products;
      expect(toronto.some((p) => ottawaOnly.includes(p.product_id))).toBe(false);
    });

    it('offers alternatives for a delisted product, and 404s an unknown one', async () => {
      const delisted = await bySku('MT-1026');
      const ok = await get(`/api/productlist/recommend?shop_id=${TORONTO}&product_id=${delisted.id}`);
      expect(ok.statusCode).toBe(200);
      expect(recommendResponseSchema.parse(ok.json()).data.products.length).toBeGreaterThan(0);
      const missing = await get(`/api/productlist/recommend?shop_id=${TORONTO}&product_id=424242`);
      expect(missing.statusCode).toBe(404);
      expect(apiErrorSchema.parse(missing.json()).error).toBe('PRODUCT_NOT_FOUND');
      const badShop = await get(`/api/productlist/recommend?shop_id=99999&product_id=${delisted.id}`);
      expect(badShop.statusCode).toBe(404);
    });
  });

  describe('combo sales', () => {
    const comboUrl = (query: string) => `/api/promotion/product_combo_sale_v2?shop_id=${TORONTO}&${query}`;
    const combos = async (query: string, locale: Locale = 'en') => {
      const res = await get(comboUrl(query), locale);
      expect(res.statusCode).toBe(200);
      return comboSaleResponseSchema.parse(res.json()).data;
    };
    const allCombos = async () => {
      const pages = [];
      for (let page = 1; ; page++) {
        const data = await combos(`page=${page}`);
        pages.push(...data.combos);
        if (!data.has_more) return pages;
      }
    };

    it('prices each combo from the current menu prices: regular, combo price and saving', async () => {
      const menu = await loadMenu(TORONTO);
      const list = await allCombos();
      expect(list.length).toBeGreaterThan(COMBO_PAGE_SIZE);
      for (const combo of list) {
        const regular = combo.items.reduce((sum, { product, qty }) => sum + toCents(menu.get(product.product_id)!.price) * qty, 0);
        expect(toCents(combo.regular_price)).toBe(regular);
        expect(toCents(combo.saving)).toBe(Math.max(0, regular - toCents(combo.combo_price)));
        expect(combo.saving).toBeGreaterThan(0);
        for (const { product, qty } of combo.items) {
          expect(qty).toBeGreaterThan(0);
          expect(menu.has(product.product_id)).toBe(true);
          expect(inStock(product)).toBe(true);
        }
      }
    });

    it('pages four at a time with has_more', async () => {
      const first = await combos('page=1');
      expect(first.page).toBe(1);
      expect(first.combos).toHaveLength(COMBO_PAGE_SIZE);
      expect(first.has_more).toBe(true);
      const second = await combos('page=2');
      expect(second.combos.length).toBeGreaterThan(0);
      expect(second.combos.length).toBeLessThanOrEqual(COMBO_PAGE_SIZE);
      expect(second.has_more).toBe(false);
      const ids = [...first.combos, ...second.combos].map((c) => c.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect((await combos('page=3')).combos).toEqual([]);
    });

    it('filters to the combos containing a product, by tag and by keyword, in the caller language', async () => {
      const list = await allCombos();
      const productId = list[0]!.items[0]!.product.product_id;
      const withProduct = await combos(`product_id=${productId}`);
      expect(withProduct.combos.length).toBeGreaterThan(0);
      expect(withProduct.combos.every((c) => c.items.some((i) => i.product.product_id === productId))).toBe(true);
      expect(withProduct.combos.length).toBe(list.filter((c) => c.items.some((i) => i.product.product_id === productId)).length);

      const tag = list[0]!.tag;
      const tagged = await combos(`tag=${encodeURIComponent(tag.toUpperCase())}`);
      expect(tagged.combos.map((c) => c.id)).toEqual(list.filter((c) => c.tag === tag).map((c) => c.id));

      const keyword = list[2]!.items[0]!.product.product_name.split(' ')[0]!;
      const found = await combos(`keyword=${encodeURIComponent(keyword.toLowerCase())}`);
      expect(found.combos.map((c) => c.id)).toContain(list[2]!.id);

      const cn = await combos(`product_id=${productId}`, 'cn');
      expect(cn.combos[0]!.name).toMatch(/[\u4e00-\u9fff]/);
      expect(cn.combos[0]!.items[0]!.product.product_name).toMatch(/[\u4e00-\u9fff]/);
    });

    it('flags a combo whose products are all in the cart', async () => {
      const combo = (await combos('page=1')).combos[0]!;
      const ids = combo.items.map((i) => i.product.product_id);
      const inCart = await combos(`page=1&cart_product_ids=${[...ids, 100101].join(',')}`);
      expect(inCart.combos[0]!.in_cart).toBe(true);
      const partly = await combos(`page=1&cart_product_ids=${ids.slice(1).join(',')}`);
      expect(partly.combos[0]!.in_cart).toBe(false);
      expect((await combos('page=1')).combos[0]!.in_cart).toBe(false);
    });

    it('rejects malformed cart ids and unknown shops', async () => {
      expect((await get(comboUrl('cart_product_ids=1,,x'))).statusCode).toBe(400);
      const res = await get('/api/promotion/product_combo_sale_v2?shop_id=99999');
      expect(res.statusCode).toBe(404);
      expect(apiErrorSchema.parse(res.json()).error).toBe('SHOP_NOT_FOUND');
    });

    it('follows a price change, and drops a combo once one of its products runs out', async () => {
      const before = (await combos('page=1')).combos[0]!;
      const item = before.items[0]!;
      await t.handle.db.transaction(async (tx) => {
        await tx.update(products).set({ priceCents: toCents(item.product.price) + 1_00 }).where(eq(products.id, item.product.product_id));
        await bumpCatalogueVersion(tx);
      });
      t.app.catalogue.invalidate();
      const repriced = (await allCombos()).find((c) => c.id === before.id)!;
      expect(toCents(repriced.regular_price)).toBe(toCents(before.regular_price) + 1_00 * item.qty);
      expect(toCents(repriced.saving)).toBe(toCents(before.saving) + 1_00 * item.qty);

      await t.handle.db.transaction(async (tx) => {
        await tx
          .update(shopProducts)
          .set({ stock: 0 })
          .where(and(eq(shopProducts.shopId, TORONTO), eq(shopProducts.productId, item.product.product_id)));
        await bumpCatalogueVersion(tx);
      });
      t.app.catalogue.invalidate();
      expect((await allCombos()).map((c) => c.id)).not.toContain(before.id);
    });
  });

  describe('arrival reminder', () => {
    const reminder = (body: Record<string, unknown>, locale: Locale = 'en') =>
      post('/api/product/arrival_reminder', { shop_id: TORONTO, ...body }, locale);
    let outOfStock: ProductSummary;
    beforeAll(() => {
      outOfStock = [...menus.get(TORONTO)!.values()].find((p) => !inStock(p))!;
    });

    const storedRows = (productId: number) =>
      t.handle.db
        .select()
        .from(restockReminders)
        .where(and(eq(restockReminders.productId, productId), eq(restockReminders.shopId, TORONTO)));

    it('stores one reminder per product, shop and e-mail; a repeat answers the same id', async () => {
      const body = { product_id: outOfStock.product_id, phone: '(416) 555-0143', email: 'Chef@Example.ca' };
      const first = await reminder(body, 'fr');
      expect(first.statusCode).toBe(200);
      const saved = arrivalReminderResponseSchema.parse(first.json()).data;
      expect(saved.message).toBe('Envoi réussi');
      const repeat = await reminder({ ...body, email: 'chef@example.ca', phone: '416 555 0199' });
      expect(repeat.statusCode).toBe(200);
      const again = arrivalReminderResponseSchema.parse(repeat.json()).data;
      expect(again.id).toBe(saved.id);
      expect(again.message).toBe('submit successfully');
      const rows = await storedRows(outOfStock.product_id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ id: saved.id, email: 'chef@example.ca', phone: '4165550199', language: 'en' });
      // Another e-mail is another reminder.
      const other = arrivalReminderResponseSchema.parse(
        (await reminder({ ...body, email: 'owner@example.ca' }, 'cn')).json(),
      ).data;
      expect(other.id).not.toBe(saved.id);
      const all = await storedRows(outOfStock.product_id);
      expect(all).toHaveLength(2);
      expect(all.find((r) => r.id === other.id)?.language).toBe('cn');
    });

    it.each([
      ['no phone', { email: 'chef@example.ca' }, 'body.phone', 'Please enter your mobile phone number'],
      ['a blank phone', { phone: '  ', email: 'chef@example.ca' }, 'body.phone', 'Please enter your mobile phone number'],
      ['a short phone', { phone: '555-01', email: 'chef@example.ca' }, 'body.phone', 'Please enter a valid mobile phone number'],
      ['no e-mail', { phone: '4165550143' }, 'body.email', 'Please enter email'],
      ['a bad e-mail', { phone: '4165550143', email: 'chef@example' }, 'body.email', 'Please enter the correct email address'],
    ])('refuses %s with the form message', async (_name, body, path, message) => {
      const res = await reminder({ product_id: outOfStock.product_id, ...body });
      expect(res.statusCode).toBe(400);
      const error = apiErrorSchema.parse(res.json());
      expect(error.error).toBe('VALIDATION_FAILED');
      expect(error.message).toBe(message);
      expect(error.issues).toEqual([{ path, message }]);
    });

    it('gives both messages in the caller language when both fields are wrong', async () => {
      const res = await reminder({ product_id: outOfStock.product_id, phone: '', email: 'nope' }, 'cn');
      expect(res.statusCode).toBe(400);
      const error = apiErrorSchema.parse(res.json());
      expect(error.issues?.map((i) => i.message)).toEqual(['请输入您的手机号码', '请输入正确的电子邮件地址']);
    });

    it('404s an unknown product or shop, 410s a delisted one, 400s a missing product id', async () => {
      const body = { phone: '4165550143', email: 'chef@example.ca' };
      const unknown = await reminder({ ...body, product_id: 424242 });
      expect(unknown.statusCode).toBe(404);
      expect(apiErrorSchema.parse(unknown.json())).toMatchObject({ error: 'PRODUCT_NOT_FOUND', message: 'The product does not exist' });
      const ottawaOnly = [...menus.get(OTTAWA)!.keys()].find((id) => !menus.get(TORONTO)!.has(id))!;
      expect((await reminder({ ...body, product_id: ottawaOnly })).statusCode).toBe(404);
      expect((await post('/api/product/arrival_reminder', { ...body, shop_id: 99999, product_id: outOfStock.product_id })).statusCode).toBe(404);
      const delisted = await bySku('MT-1026');
      const gone = await reminder({ ...body, product_id: delisted.id });
      expect(gone.statusCode).toBe(410);
      expect(apiErrorSchema.parse(gone.json()).error).toBe('PRODUCT_DELISTED');
      const noProduct = await reminder(body);
      expect(noProduct.statusCode).toBe(400);
      expect(apiErrorSchema.parse(noProduct.json()).error).toBe('VALIDATION_FAILED');
    });
  });

  describe('recently viewed', () => {
    it('answers the given ids in order with current data, leaving out what the shop does not sell', async () => {
      const menu = menus.get(TORONTO)!;
      const [a, b, c] = [...menu.values()].slice(3, 6) as [ProductSummary, ProductSummary, ProductSummary];
      const delisted = await bySku('MT-1026');
      const ids = [c.product_id, delisted.id, a.product_id, 424242, b.product_id, a.product_id];
      const res = await get(`/api/recently_product?shop_id=${TORONTO}&product_ids=${ids.join(',')}`, 'fr');
      expect(res.statusCode).toBe(200);
      const list = recentlyViewedResponseSchema.parse(res.json()).data.products;
      expect(list.map((p) => p.product_id)).toEqual([c.product_id, a.product_id, b.product_id]);
      expect((await get(`/api/recently_product?shop_id=${TORONTO}&product_ids=`)).statusCode).toBe(200);
      const tooMany = Array.from({ length: 13 }, (_, i) => 100101 + i).join(',');
      expect((await get(`/api/recently_product?shop_id=${TORONTO}&product_ids=${tooMany}`)).statusCode).toBe(400);
    });
  });
});
