import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  followedProductIdsResponseSchema,
  followProductResultResponseSchema,
  MAX_RECENTLY_VIEWED,
  productListResponseSchema,
  recentlyViewedSavedResponseSchema,
} from '../../core/schemas/account';
import { menuResponseSchema, type ProductSummary } from '../../core/schemas/catalogue';
import { apiErrorSchema } from '../../core/schemas/common';
import { recentlyViewedResponseSchema } from '../../core/schemas/product-extras';
import { favourites, products, recentlyViewed } from '../../server/db/schema';
import { callAs, signInCustomer, type SignedInCustomer } from '../helpers/sign-in';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { closeTemplate, dbTargets } from '../helpers/test-database';

const TORONTO = 17243;
const OTTAWA = 17244;

describe.each(dbTargets())('favourites and recently viewed on %s', (target) => {
  let t: TestApp;
  let clockMs = Date.parse('2026-11-20T15:00:00Z');
  const tick = () => (clockMs += 1000);
  let toronto: ProductSummary[];
  let ottawaOnly: number;
  let delisted: number;
  beforeAll(async () => {
    t = await createTestApp(target, {}, { clock: () => new Date(clockMs) });
    const menu = async (shop: number) =>
      menuResponseSchema.parse((await callAs(t, undefined, 'GET', `/api/webclient/menu?shop_id=${shop}`)).json()).data.menus.flatMap((m) => m.products);
    toronto = await menu(TORONTO);
    const torontoIds = new Set(toronto.map((p) => p.product_id));
    ottawaOnly = (await menu(OTTAWA)).find((p) => !torontoIds.has(p.product_id))!.product_id;
    const [row] = await t.handle.db.select({ id: products.id }).from(products).where(eq(products.sku, 'MT-1026'));
    delisted = row!.id;
  });
  afterAll(async () => {
    await t.close();
    await closeTemplate();
  });

  const follow = (who: SignedInCustomer, productId: number, action: 0 | 1, shopId = TORONTO) =>
    callAs(t, who, 'POST', '/api/follows/product', { shop_id: shopId, product_id: productId, action_int: action });
  const followed = async (who: SignedInCustomer, shopId = TORONTO, locale: 'en' | 'fr' = 'en') => {
    const res = await callAs(t, who, 'GET', `/api/follows/product?shop_id=${shopId}`, undefined, locale);
    expect(res.statusCode, res.body).toBe(200);
    return productListResponseSchema.parse(res.json()).data;
  };
  const heartIds = async (who: SignedInCustomer, shopId = TORONTO) =>
    followedProductIdsResponseSchema.parse((await callAs(t, who, 'GET', `/api/follows/product/ids?shop_id=${shopId}`)).json()).data.product_ids;

  describe('favourites', () => {
    it('follow and unfollow are idempotent', async () => {
      const who = await signInCustomer(t);
      const [a] = toronto;
      for (let i = 0; i < 2; i++) {
        const res = await follow(who, a!.product_id, 1);
        expect(res.statusCode, res.body).toBe(200);
        expect(followProductResultResponseSchema.parse(res.json()).data).toEqual({ product_id: a!.product_id, followed: true });
      }
      expect((await followed(who)).list.map((p) => p.product_id)).toEqual([a!.product_id]);
      expect(await t.handle.db.select().from(favourites).where(eq(favourites.customerId, who.customerId))).toHaveLength(1);
      expect(await heartIds(who)).toEqual([a!.product_id]);
      for (let i = 0; i < 2; i++) {
        const res = await follow(who, a!.product_id, 0);
        expect(res.statusCode).toBe(200);
        expect(followProductResultResponseSchema.parse(res.json()).data).toEqual({ product_id: a!.product_id, followed: false });
      }
      expect(await followed(who)).toEqual({ list: [], unavailable: 0 });
      expect(await heartIds(who)).toEqual([]);
    });

    it('lists newest first as the shop sells them now, counting what it does not sell', async () => {
      const who = await signInCustomer(t);
      const [a, b] = toronto;
      for (const id of [a!.product_id, ottawaOnly, delisted, b!.product_id]) {
        tick();
        expect((await follow(who, id, 1)).statusCode).toBe(200);
      }
      const list = await followed(who, TORONTO, 'fr');
      expect(list.list.map((p) => p.product_id)).toEqual([b!.product_id, a!.product_id]);
      expect(list.unavailable).toBe(2);
      // Names in the caller's language, as the menu gives them.
      const frMenu = menuResponseSchema.parse((await callAs(t, undefined, 'GET', `/api/webclient/menu?shop_id=${TORONTO}`, undefined, 'fr')).json());
      const frName = frMenu.data.menus.flatMap((m) => m.products).find((p) => p.product_id === b!.product_id)!.product_name;
      expect(list.list[0]!.product_name).toBe(frName);
      expect(await heartIds(who)).toEqual([b!.product_id, a!.product_id]);
      // In Ottawa the Ottawa-only product is available and the Toronto ones may not be.
      expect((await followed(who, OTTAWA)).list.map((p) => p.product_id)).toContain(ottawaOnly);
      expect(await heartIds(who, OTTAWA)).toContain(ottawaOnly);
    });

    it('refuses an unknown product or shop with 404', async () => {
      const who = await signInCustomer(t);
      const unknown = await follow(who, 424242, 1);
      expect(unknown.statusCode).toBe(404);
      expect(apiErrorSchema.parse(unknown.json())).toMatchObject({ error: 'PRODUCT_NOT_FOUND', message: 'The product does not exist' });
      expect(apiErrorSchema.parse((await follow(who, toronto[0]!.product_id, 1, 99999)).json()).error).toBe('SHOP_NOT_FOUND');
      expect((await callAs(t, who, 'GET', '/api/follows/product?shop_id=99999')).statusCode).toBe(404);
      const badAction = await callAs(t, who, 'POST', '/api/follows/product', { shop_id: TORONTO, product_id: toronto[0]!.product_id, action_int: 2 });
      expect(badAction.statusCode).toBe(400);
    });
  });

  describe('recently viewed', () => {
    const view = (who: SignedInCustomer, productId: number, shopId = TORONTO) =>
      callAs(t, who, 'POST', '/api/recently_product', { shop_id: shopId, product_id: productId });
    const viewed = async (who: SignedInCustomer, shopId = TORONTO) => {
      const res = await callAs(t, who, 'GET', `/api/recently_product?shop_id=${shopId}`);
      expect(res.statusCode, res.body).toBe(200);
      return productListResponseSchema.parse(res.json()).data;
    };

    it(`keeps the newest ${MAX_RECENTLY_VIEWED} views, newest first; a repeat view moves to the front`, async () => {
      const who = await signInCustomer(t);
      const ids = toronto.slice(0, MAX_RECENTLY_VIEWED + 3).map((p) => p.product_id);
      for (const id of ids) {
        tick();
        const res = await view(who, id);
        expect(res.statusCode, res.body).toBe(200);
        expect(recentlyViewedSavedResponseSchema.parse(res.json()).data).toEqual({ product_id: id, viewed_at: new Date(clockMs).toISOString() });
      }
      const rows = await t.handle.db.select().from(recentlyViewed).where(eq(recentlyViewed.customerId, who.customerId));
      expect(rows).toHaveLength(MAX_RECENTLY_VIEWED);
      const newestFirst = [...ids].reverse().slice(0, MAX_RECENTLY_VIEWED);
      expect((await viewed(who)).list.map((p) => p.product_id)).toEqual(newestFirst);

      tick();
      await view(who, ids[10]!);
      const after = (await viewed(who)).list.map((p) => p.product_id);
      expect(after[0]).toBe(ids[10]);
      expect(after).toHaveLength(MAX_RECENTLY_VIEWED);
      expect(new Set(after).size).toBe(MAX_RECENTLY_VIEWED);
    });

    it('views recorded at once all land, and the cap still holds', async () => {
      const who = await signInCustomer(t);
      const ids = toronto.slice(0, MAX_RECENTLY_VIEWED + 6).map((p) => p.product_id);
      const results = await Promise.all(ids.map((id) => view(who, id)));
      expect(results.map((r) => r.statusCode)).toEqual(ids.map(() => 200));
      const rows = await t.handle.db.select().from(recentlyViewed).where(eq(recentlyViewed.customerId, who.customerId));
      expect(rows).toHaveLength(MAX_RECENTLY_VIEWED);
    });

    it('counts what the shop does not sell; refuses unknown products', async () => {
      const who = await signInCustomer(t);
      tick();
      await view(who, ottawaOnly, OTTAWA);
      tick();
      await view(who, toronto[0]!.product_id);
      expect(await viewed(who)).toMatchObject({ list: [{ product_id: toronto[0]!.product_id }], unavailable: 1 });
      const unknown = await view(who, 424242);
      expect(unknown.statusCode).toBe(404);
      expect(apiErrorSchema.parse(unknown.json()).error).toBe('PRODUCT_NOT_FOUND');
    });

    it('the guest form with device ids still answers without a token; the server list needs one', async () => {
      const ids = toronto.slice(0, 3).map((p) => p.product_id);
      const guest = await callAs(t, undefined, 'GET', `/api/recently_product?shop_id=${TORONTO}&product_ids=${ids.join(',')}`);
      expect(guest.statusCode).toBe(200);
      expect(recentlyViewedResponseSchema.parse(guest.json()).data.products.map((p) => p.product_id)).toEqual(ids);
      const noToken = await callAs(t, undefined, 'GET', `/api/recently_product?shop_id=${TORONTO}`);
      expect(noToken.statusCode).toBe(401);
      expect(apiErrorSchema.parse(noToken.json()).error).toBe('NOT_LOGIN');
    });
  });
});
