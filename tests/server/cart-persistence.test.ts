import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartCalculateResponseSchema, cartMergeResponseSchema, type CartLineInput } from '../../core/schemas/cart';
import { menuResponseSchema, productResponseSchema, type ProductSummary } from '../../core/schemas/catalogue';
import { apiErrorSchema } from '../../core/schemas/common';
import { carts, type StoredCartLine } from '../../server/db/schema';
import { callAs, signInAgentFor, signInCustomer, signInStaff, type SignedIn, type SignedInCustomer } from '../helpers/sign-in';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { closeTemplate, dbTargets } from '../helpers/test-database';

const TORONTO = 17243;
const OTTAWA = 17244;

type Line = Omit<CartLineInput, 'row_total' | 'price'>;

describe.each(dbTargets())('cart persistence and merge on %s', (target) => {
  let t: TestApp;
  let clockMs = Date.parse('2026-11-20T15:00:00Z');
  /** Plain products (no options, no special, no batch price, plenty of stock, no max). */
  let plain: ProductSummary[];
  let optioned: { product: ProductSummary; options: Line['options'] };
  let ottawaProduct: ProductSummary;
  beforeAll(async () => {
    t = await createTestApp(target, {}, { clock: () => new Date(clockMs) });
    const menu = async (shop: number) =>
      menuResponseSchema.parse((await callAs(t, undefined, 'GET', `/api/webclient/menu?shop_id=${shop}`)).json()).data.menus.flatMap((m) => m.products);
    const toronto = await menu(TORONTO);
    plain = toronto.filter((p) => !p.has_options && p.is_special === 0 && p.batch_price.length === 0 && p.max === 0 && (p.stock === -9999 || p.stock > 500) && p.price >= 5);
    const withOptions = toronto.find((p) => p.has_options && (p.stock === -9999 || p.stock > 20))!;
    const detail = productResponseSchema.parse((await callAs(t, undefined, 'GET', `/api/webclient/product?shop_id=${TORONTO}&product_id=${withOptions.product_id}`)).json()).data;
    optioned = {
      product: withOptions,
      options: detail.options.map((g) => ({ group_id: g.id, items: [{ item_id: g.items[0]!.id, qty: 1 }] })),
    };
    ottawaProduct = (await menu(OTTAWA)).find((p) => !p.has_options && (p.stock === -9999 || p.stock > 10))!;
  });
  afterAll(async () => {
    await t.close();
    await closeTemplate();
  });

  const line = (p: ProductSummary, qty: number, note = ''): Line => ({ product_id: p.product_id, qty, note, options: [] });
  const optionLine = (note = ''): Line => ({ product_id: optioned.product.product_id, qty: 1, note, options: optioned.options });
  const calculate = (who: SignedIn | undefined, items: unknown[], shopId = TORONTO, shippingType: 'delivery' | 'pickup' = 'delivery') =>
    callAs(t, who, 'POST', '/api/webclient/cart/calculate', { shop_id: shopId, shipping_type: shippingType, product_items: JSON.stringify(items) });
  const merge = (who: SignedIn | undefined, items: unknown[], shopId = TORONTO, shippingType: 'delivery' | 'pickup' = 'delivery') =>
    callAs(t, who, 'POST', '/api/webclient/cart/merge', { shop_id: shopId, shipping_type: shippingType, product_items: items });
  const stored = async (who: SignedInCustomer) => {
    const [row] = await t.handle.db.select().from(carts).where(eq(carts.customerId, who.customerId));
    return row;
  };
  const ok = (res: Awaited<ReturnType<typeof calculate>>) => {
    expect(res.statusCode, res.body).toBe(200);
    return cartCalculateResponseSchema.parse(res.json()).data;
  };
  /** Merge answers full lines: the client rebuilds its cart from them. */
  const merged = (res: Awaited<ReturnType<typeof merge>>) => {
    expect(res.statusCode, res.body).toBe(200);
    return cartMergeResponseSchema.parse(res.json()).data;
  };
  const menuLines = (data: Pick<ReturnType<typeof ok>, 'menu'>) =>
    data.menu.filter((l) => !l.is_gift).map((l) => ({ product_id: l.product_id, qty: l.qty, note: l.note, options: l.options.length }));

  describe('calculate', () => {
    it('stores nothing for a guest and answers cart_id 0', async () => {
      const before = await t.handle.db.select().from(carts);
      expect(ok(await calculate(undefined, [line(plain[0]!, 2)])).cart_id).toBe(0);
      expect(await t.handle.db.select().from(carts)).toEqual(before);
    });

    it("saves a signed-in customer's cart, gift rows excluded, and answers its cart_id", async () => {
      const who = await signInCustomer(t);
      const big = plain[0]!;
      // Past the $600 tier: the answer carries a gift row, the stored cart does not.
      const qty = Math.ceil(700 / big.price);
      const first = ok(await calculate(who, [{ ...line(big, qty, 'dock 3'), row_total: 1, price: 1 }, optionLine('no onions')]));
      expect(first.cart_id).toBeGreaterThan(0);
      expect(first.menu.some((l) => l.is_gift)).toBe(true);
      const row = await stored(who);
      expect(row).toMatchObject({ id: first.cart_id, shopId: TORONTO, shippingType: 'delivery' });
      expect(row!.items).toEqual([line(big, qty, 'dock 3'), optionLine('no onions')] satisfies StoredCartLine[]);

      clockMs += 60_000;
      const second = ok(await calculate(who, [line(plain[1]!, 1)], TORONTO, 'pickup'));
      expect(second.cart_id).toBe(first.cart_id);
      expect(await stored(who)).toMatchObject({ id: first.cart_id, shippingType: 'pickup', items: [line(plain[1]!, 1)], updatedAt: new Date(clockMs) });

      // Clearing: an empty calculate stores an empty cart (same id).
      expect(ok(await calculate(who, [], TORONTO, 'pickup')).cart_id).toBe(first.cart_id);
      expect((await stored(who))!.items).toEqual([]);
    });

    it('stores nothing when the cart does not price', async () => {
      const who = await signInCustomer(t);
      ok(await calculate(who, [line(plain[0]!, 1)]));
      const bad = await calculate(who, [{ ...optionLine(), options: [{ group_id: 999999, items: [{ item_id: 1, qty: 1 }] }] }]);
      expect(bad.statusCode).toBe(400);
      expect(apiErrorSchema.parse(bad.json()).error).toBe('OPTION_NOT_FOUND');
      expect((await calculate(who, [line(plain[0]!, 1)], 99999)).statusCode).toBe(404);
      expect(await stored(who)).toMatchObject({ shopId: TORONTO, items: [line(plain[0]!, 1)] });
    });

    it("an agent's customer token saves the customer's cart; a staff session is treated as a guest", async () => {
      const who = await signInCustomer(t);
      const agent = await signInAgentFor(t, who.customerId);
      const saved = ok(await calculate(agent, [line(plain[2]!, 4)]));
      expect((await stored(who))!.id).toBe(saved.cart_id);
      const staff = await signInStaff(t);
      expect(ok(await calculate(staff, [line(plain[2]!, 1)])).cart_id).toBe(0);
      expect((await stored(who))!.items).toEqual([line(plain[2]!, 4)]);
    });

    it('an expired or unknown token is refused, not taken for a guest', async () => {
      const res = await calculate({ token: 'sd_unknown', headers: (l = 'en') => t.headers(l, { 'client-token': 'sd_unknown' }) }, [line(plain[0]!, 1)]);
      expect(res.statusCode).toBe(401);
      expect(apiErrorSchema.parse(res.json()).error).toBe('NOT_LOGIN');
    });
  });

  describe('merge at sign-in', () => {
    it('merges the guest lines by the add-to-cart rules and saves the result', async () => {
      const who = await signInCustomer(t);
      const [a, b] = plain;
      const cartId = ok(await calculate(who, [line(a!, 2, 'old note'), optionLine()])).cart_id;
      const data = merged(await merge(who, [line(a!, 3, 'new note'), line(b!, 1), optionLine('extra')]));
      expect(data.cart_id).toBe(cartId);
      const expected = [line(a!, 5, 'new note'), optionLine(), line(b!, 1), optionLine('extra')];
      expect(menuLines(data)).toEqual(expected.map((l) => ({ ...l, options: l.options.length })));
      expect((await stored(who))!.items).toEqual(expected);
      // The menu holds what the client rebuilds its cart from: summaries and the chosen options.
      const withOption = data.menu.find((l) => l.product_id === optioned.product.product_id)!;
      expect(withOption.product_name).toBe(optioned.product.product_name);
      expect(withOption.options.flatMap((g) => g.items.filter((i) => i.checked === 1).map((i) => i.id))).toEqual(
        optioned.options.flatMap((g) => g.items.map((i) => i.item_id)),
      );
      expect(data.totals.count).toBe(5 + 1 + 1 + 1);
    });

    it('an empty guest cart restores the stored cart of the same shop and shipping type', async () => {
      const who = await signInCustomer(t);
      const cartId = ok(await calculate(who, [line(plain[0]!, 2)])).cart_id;
      const data = merged(await merge(who, []));
      expect(data.cart_id).toBe(cartId);
      expect(menuLines(data)).toEqual([{ ...line(plain[0]!, 2), options: 0 }]);
    });

    it('another shop or shipping type: a non-empty guest cart replaces it, an empty one leaves it', async () => {
      const who = await signInCustomer(t);
      const cartId = ok(await calculate(who, [line(plain[0]!, 2)])).cart_id;

      const emptyPickup = merged(await merge(who, [], TORONTO, 'pickup'));
      expect(emptyPickup.menu).toEqual([]);
      expect(emptyPickup.cart_id).toBe(cartId);
      const emptyOttawa = merged(await merge(who, [], OTTAWA));
      expect(emptyOttawa.menu).toEqual([]);
      expect(await stored(who)).toMatchObject({ id: cartId, shopId: TORONTO, shippingType: 'delivery', items: [line(plain[0]!, 2)] });

      const replaced = merged(await merge(who, [line(ottawaProduct, 3)], OTTAWA));
      expect(replaced.cart_id).toBe(cartId);
      expect(menuLines(replaced)).toEqual([{ ...line(ottawaProduct, 3), options: 0 }]);
      expect(await stored(who)).toMatchObject({ id: cartId, shopId: OTTAWA, shippingType: 'delivery', items: [line(ottawaProduct, 3)] });
    });

    it('a customer with no stored cart gets the guest lines (or an empty cart) and a cart id', async () => {
      const first = await signInCustomer(t);
      const data = merged(await merge(first, [line(plain[0]!, 1), line(plain[0]!, 2, 'gate')]));
      expect(menuLines(data)).toEqual([{ ...line(plain[0]!, 3, 'gate'), options: 0 }]);
      expect(data.cart_id).toBe((await stored(first))!.id);
      const second = await signInCustomer(t);
      const empty = merged(await merge(second, []));
      expect(empty.menu).toEqual([]);
      expect(empty.cart_id).toBe((await stored(second))!.id);
    });

    it('drops stored lines whose options are gone; refuses guest lines with unknown options', async () => {
      const who = await signInCustomer(t);
      await t.handle.db.insert(carts).values({
        customerId: who.customerId,
        shopId: TORONTO,
        shippingType: 'delivery',
        items: [line(plain[0]!, 1), { ...optionLine(), options: [{ group_id: 999999, items: [{ item_id: 1, qty: 1 }] }] }],
      });
      const data = merged(await merge(who, [line(plain[1]!, 1)]));
      expect(menuLines(data).map((l) => l.product_id)).toEqual([plain[0]!.product_id, plain[1]!.product_id]);
      const bad = await merge(who, [{ ...optionLine(), options: [{ group_id: 999999, items: [{ item_id: 1, qty: 1 }] }] }]);
      expect(bad.statusCode).toBe(400);
      expect(apiErrorSchema.parse(bad.json()).error).toBe('OPTION_NOT_FOUND');
      expect((await stored(who))!.items).toEqual([line(plain[0]!, 1), line(plain[1]!, 1)]);
    });

    it('two merges at once both count (two tabs signing in)', async () => {
      const who = await signInCustomer(t);
      await Promise.all([merge(who, [line(plain[0]!, 1)]), merge(who, [line(plain[0]!, 2)])]);
      expect((await stored(who))!.items).toEqual([line(plain[0]!, 3)]);
    });

    it('needs a customer: guests get 401, staff sessions 403, unknown shops 404', async () => {
      const guest = await merge(undefined, [line(plain[0]!, 1)]);
      expect(guest.statusCode).toBe(401);
      expect(apiErrorSchema.parse(guest.json()).error).toBe('NOT_LOGIN');
      const staff = await merge(await signInStaff(t), [line(plain[0]!, 1)]);
      expect(staff.statusCode).toBe(403);
      expect((await merge(await signInCustomer(t), [], 99999)).statusCode).toBe(404);
    });
  });
});
