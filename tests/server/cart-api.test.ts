import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartCalculateResponseSchema, MAX_CART_LINES } from '../../core/schemas/cart';
import { menuResponseSchema } from '../../core/schemas/catalogue';
import { products, shopProducts } from '../../server/db/schema';
import { bumpCatalogueVersion } from '../../server/services/catalogue-cache';
import { caseComboId, cartCases } from '../cases/cart-cases';
import type { SeededCase } from '../cases/cart-cases-db';
import { useCartCasesApp } from '../helpers/cart-cases-app';
import type { TestApp } from '../helpers/test-app';
import { dbTargets } from '../helpers/test-database';

describe.each(dbTargets())('cart calculate API on %s', (target) => {
  let t: TestApp;
  let seeded: SeededCase[];
  useCartCasesApp(target, cartCases, (app, cases) => {
    t = app;
    seeded = cases;
  });

  const calculate = (body: unknown, locale: 'en' | 'cn' | 'fr' = 'en') =>
    t.app.inject({ method: 'POST', url: '/api/webclient/cart/calculate', headers: t.headers(locale), payload: body as object });

  it.each(cartCases.map((c, i) => [c.name, i] as const))('case: %s', async (_name, index) => {
    const s = seeded[index]!;
    const { c } = s;
    // Alternate the two wire forms of product_items (JSON string per spec §7, or an array).
    // Each line with the figures the client sends: its unit price and the case's row total.
    const lines = s.items.map((item, i) => ({ ...item, price: c.products.find((p) => s.ids.get(p.key) === item.product_id)!.price, row_total: c.expect.row_totals[i] }));
    const items = index % 2 === 0 ? JSON.stringify(lines) : lines;
    // product_combo_items too: a JSON string or '' (spec §7), or an array.
    const claims = (c.combos ?? []).map((combo, i) => ({ combo_id: caseComboId(s.idBase, i), times: combo.times }));
    const combos = index % 2 === 1 ? claims : claims.length === 0 ? '' : JSON.stringify(claims);
    const res = await calculate({
      shop_id: s.shopId,
      shipping_type: c.shipping_type ?? 'delivery',
      product_items: items,
      product_combo_items: combos,
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = cartCalculateResponseSchema.parse(res.json()).data;
    const totals = data.totals;
    const keyOf = (id: number) => [...s.ids].find(([, v]) => v === id)?.[0];
    expect({
      org_subtotal: totals.org_subtotal,
      subtotal: totals.subtotal,
      discount: totals.discount,
      products_discount: totals.products_discount,
      batch_discount: totals.batch_discount,
      combo_discount: totals.combo_discount,
      row_totals: data.menu.filter((l) => !l.is_gift).map((l) => l.row_total),
      gift: totals.gift ? keyOf(totals.gift.product_id) : null,
      next_full_amount: totals.next_full_amount,
      next_sale_amount: totals.next_sale_amount,
      available_next_hit: totals.available_next_hit,
      over_limit: totals.over_limit_product_ids.map(keyOf),
      count: totals.count,
    }).toEqual({
      org_subtotal: c.expect.org_subtotal,
      subtotal: c.expect.subtotal,
      discount: c.expect.discount,
      products_discount: c.expect.products_discount,
      batch_discount: c.expect.batch_discount,
      combo_discount: c.expect.combo_discount,
      row_totals: c.expect.row_totals,
      gift: c.expect.gift,
      next_full_amount: c.expect.next_full_amount,
      next_sale_amount: c.expect.next_sale_amount,
      available_next_hit: c.expect.available_next_hit,
      over_limit: c.expect.over_limit,
      count: c.expect.count,
    });
    const giftRows = data.menu.filter((l) => l.is_gift);
    if (c.expect.gift) {
      expect(giftRows).toHaveLength(1);
      expect(giftRows[0]!.qty).toBe(-1);
      expect(data.totals.gift?.product_name).toBe(`Case ${c.expect.gift}`);
      expect(giftRows[0]!.product_id).toBe(data.totals.gift?.product_id);
    } else {
      expect(giftRows).toHaveLength(0);
    }
    // The client's figures (the case's own) carry no price message: client and server agree.
    expect(data.messages.filter((m) => m.code === 'price_changed')).toEqual([]);
    expect(data.cart_id).toBe(0);
    // Refused lines come back (with their qty) and their message, counted for nothing.
    const refusing = new Set(['out_of_stock', 'over_stock', 'over_max', 'options_invalid']);
    expect([...new Set(data.messages.filter((m) => refusing.has(m.code)).map((m) => keyOf(m.product_id)))]).toEqual(c.expect.refused ?? []);
    expect(data.menu.filter((l) => !l.is_gift).map((l) => l.qty)).toEqual(c.lines.map((l) => l.qty));
    if (c.expect.fee_remaining !== undefined) {
      expect(data.small_order_fee.kind === 'fee' ? data.small_order_fee.remaining : null).toBe(c.expect.fee_remaining);
    }
  });

  // Demo catalogue lines for the message tests.
  const demo = async () => {
    const menu = menuResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/webclient/menu?shop_id=17243', headers: t.headers() })).json());
    const all = menu.data.menus.flatMap((m) => m.products);
    const plain = all.filter((p) => !p.has_options && p.batch_price.length === 0 && p.is_special === 0 && p.pickup_allowed && (p.stock === -9999 || p.stock > 10) && p.max === 0);
    const meat = all.find((p) => !p.pickup_allowed && !p.has_options)!;
    return { plain, meat };
  };

  it('reports a stale price (client row_total/price differ) in the caller language', async () => {
    const { plain } = await demo();
    const p = plain[0]!;
    const res = await calculate(
      { shop_id: 17243, product_items: [{ product_id: p.product_id, qty: 2, row_total: p.price * 2 + 1, price: p.price }] },
      'fr',
    );
    const data = cartCalculateResponseSchema.parse(res.json()).data;
    const m = data.messages.find((x) => x.code === 'price_changed');
    expect(m?.product_id).toBe(p.product_id);
    expect(m?.message).toContain('Le prix de');
    const fresh = await calculate({ shop_id: 17243, product_items: [{ product_id: p.product_id, qty: 2, row_total: data.menu[0]!.row_total, price: p.price }] });
    expect(cartCalculateResponseSchema.parse(fresh.json()).data.messages).toEqual([]);
  });

  it('keeps the qty but reports over_stock / out_of_stock / over_max after a stock change', async () => {
    const { plain } = await demo();
    const [a, b, c] = [plain[1]!, plain[2]!, plain[3]!];
    await t.handle.db.transaction(async (tx) => {
      await tx.update(shopProducts).set({ stock: 3 }).where(eq(shopProducts.productId, a.product_id));
      await tx.update(shopProducts).set({ stock: 0 }).where(eq(shopProducts.productId, b.product_id));
      await tx.update(shopProducts).set({ stock: -9999 }).where(eq(shopProducts.productId, c.product_id));
      await tx.update(products).set({ max: 2 }).where(eq(products.id, c.product_id));
      await bumpCatalogueVersion(tx);
    });
    t.app.catalogue.invalidate();
    const res = await calculate({
      shop_id: 17243,
      product_items: [
        { product_id: a.product_id, qty: 5 },
        { product_id: b.product_id, qty: 1 },
        { product_id: c.product_id, qty: 4 },
      ],
    });
    const data = cartCalculateResponseSchema.parse(res.json()).data;
    expect(data.menu.map((l) => l.qty)).toEqual([5, 1, 4]);
    const by = (id: number) => data.messages.find((m) => m.product_id === id);
    expect(by(a.product_id)).toMatchObject({ code: 'over_stock' });
    expect(by(a.product_id)!.message).toContain('Insufficient stock, only 3 left');
    expect(by(b.product_id)).toMatchObject({ code: 'out_of_stock' });
    expect(by(b.product_id)!.message).toContain('sorry out of stock');
    expect(by(c.product_id)).toMatchObject({ code: 'over_max' });
    expect(by(c.product_id)!.message).toContain('reach max 2');
  });

  it('blocks pickup of meat and frozen lines, not delivery', async () => {
    const { meat, plain } = await demo();
    const items = [{ product_id: meat.product_id, qty: 1 }, { product_id: plain[4]!.product_id, qty: 1 }];
    const pickup = cartCalculateResponseSchema.parse((await calculate({ shop_id: 17243, shipping_type: 'pickup', product_items: items })).json()).data;
    expect(pickup.messages.filter((m) => m.code === 'not_pickable').map((m) => m.product_id)).toEqual([meat.product_id]);
    const delivery = cartCalculateResponseSchema.parse((await calculate({ shop_id: 17243, shipping_type: 'delivery', product_items: items })).json()).data;
    expect(delivery.messages.filter((m) => m.code === 'not_pickable')).toEqual([]);
  });

  it('drops delisted lines and lines the shop does not sell, with a message', async () => {
    const { plain } = await demo();
    const p = plain[5]!;
    await t.handle.db.transaction(async (tx) => {
      await tx.update(products).set({ status: 1 }).where(eq(products.id, p.product_id));
      await bumpCatalogueVersion(tx);
    });
    t.app.catalogue.invalidate();
    const caseProduct = seeded[0]!.items[0]!.product_id; // sold only in the case's own shop
    const res = await calculate({
      shop_id: 17243,
      product_items: [{ product_id: p.product_id, qty: 1 }, { product_id: caseProduct, qty: 1 }, { product_id: 2_000_000_000, qty: 1 }, { product_id: plain[6]!.product_id, qty: 2 }],
    }, 'cn');
    const data = cartCalculateResponseSchema.parse(res.json()).data;
    expect(data.menu.map((l) => l.product_id)).toEqual([plain[6]!.product_id]);
    expect(data.messages.map((m) => [m.product_id, m.code])).toEqual([
      [p.product_id, 'delisted'],
      [caseProduct, 'not_in_shop'],
      [2_000_000_000, 'not_in_shop'],
    ]);
    expect(data.messages[0]!.message).toMatch(/已下架/);
  });

  it('reports invalid options and over-special-limit lines', async () => {
    const pizza = seeded.find((s) => s.c.name === 'checkbox items with quantities, one discounted')!;
    const id = pizza.items[0]!.product_id;
    const res = await calculate({ shop_id: pizza.shopId, product_items: [{ product_id: id, qty: 1 }] });
    const data = cartCalculateResponseSchema.parse(res.json()).data;
    expect(data.messages).toMatchObject([{ product_id: id, code: 'options_invalid' }]);
    expect(data.messages[0]!.message).toContain('Choose at least 1 for Toppings');

    const past = seeded.find((s) => s.c.name === 'special past discount_limit_times: extra units at org_price')!;
    const over = cartCalculateResponseSchema.parse((await calculate({ shop_id: past.shopId, product_items: past.items })).json()).data;
    expect(over.messages).toMatchObject([{ code: 'over_special_limit' }]);
    expect(over.messages[0]!.message).toContain('The limit of purchasing is: 3!');

    const shop = seeded.find((s) => s.c.name === 'shop order_limit_times exceeded: the least-discounted units fall back')!;
    const shopOver = cartCalculateResponseSchema.parse((await calculate({ shop_id: shop.shopId, product_items: shop.items })).json()).data;
    expect(shopOver.messages.map((m) => [m.product_id, m.code])).toEqual([[shop.ids.get('a'), 'over_special_limit']]);
  });

  it('prices a demo special published with dis_qty: dis_qty units at the special price, the rest at the regular one', async () => {
    const menu = menuResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/webclient/menu?shop_id=17243', headers: t.headers() })).json());
    const special = menu.data.menus
      .flatMap((m) => m.products)
      .find((p) => p.is_special === 1 && p.dis_qty > 0 && p.discount_limit_times === 0 && !p.has_options && (p.stock === -9999 || p.stock > p.dis_qty + 3))!;
    expect(special).toBeDefined();
    const qty = special.dis_qty + 3;
    const data = cartCalculateResponseSchema.parse((await calculate({ shop_id: 17243, product_items: [{ product_id: special.product_id, qty }] })).json()).data;
    // (qty − dis_qty) × org_price + dis_qty × price, in cents.
    const expected = (3 * Math.round(special.org_price * 100) + special.dis_qty * Math.round(special.price * 100)) / 100;
    expect(data.menu[0]!.row_total).toBe(expected);
    expect(data.totals.over_limit_product_ids).toEqual([special.product_id]);
  });

  it('gives the small order fee hint', async () => {
    const s = seeded[0]!; // $25 cart, template rules: $9.90 under $100
    const data = cartCalculateResponseSchema.parse((await calculate({ shop_id: s.shopId, product_items: s.items })).json()).data;
    expect(data.small_order_fee).toEqual({ kind: 'fee', remaining: 75, fee: 9.9, end: 100 });
  });

  it('refuses bad input with a 4xx and a message', async () => {
    const s = seeded[0]!;
    const line = s.items[0]!;
    const cases: [unknown, number][] = [
      [{ shop_id: s.shopId, product_items: '[{"product_id": 1, "qty": ' }, 400],
      [{ shop_id: s.shopId, product_items: Array.from({ length: MAX_CART_LINES + 1 }, () => line) }, 400],
      [{ shop_id: s.shopId, product_items: [{ ...line, qty: 0 }] }, 400],
      [{ shop_id: s.shopId, product_items: [{ ...line, qty: -1 }] }, 400],
      [{ shop_id: 'abc', product_items: [line] }, 400],
      [{ shop_id: s.shopId, product_items: [line], product_combo_items: '[{"combo_id": 1,' }, 400],
      [{ shop_id: s.shopId, product_items: [line], product_combo_items: '{"combo_id": 1}' }, 400],
      [{ shop_id: 99_999_999, product_items: [line] }, 404],
    ];
    for (const [body, status] of cases) {
      const res = await calculate(body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect(res.json().message).toEqual(expect.any(String));
      expect(res.json().message).not.toBe('');
    }
    const burger = seeded.find((x) => x.c.name === 'radio option priced')!;
    const bad = await calculate({
      shop_id: burger.shopId,
      product_items: [{ product_id: burger.items[0]!.product_id, qty: 1, options: [{ group_id: burger.items[0]!.options[0]!.group_id, items: [{ item_id: 1, qty: 1 }] }] }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'OPTION_NOT_FOUND', message: 'An option you chose is no longer available' });
    const raw = await t.app.inject({ method: 'POST', url: '/api/webclient/cart/calculate', headers: { ...t.headers(), 'content-type': 'application/json' }, payload: '{"shop_id":' });
    expect(raw.statusCode).toBe(400);
  });
});
