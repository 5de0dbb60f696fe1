import { describe, expect, it } from 'vitest';
import { cartCalculateResponseSchema, type CartCalculateResult } from '../../core/schemas/cart';
import { translator } from '../../server/i18n';
import { buildWriter } from '../../server/http/zod-serialization';
import { priceCart } from '../../server/services/cart/price-cart';
import { caseComboId, cartCases } from '../cases/cart-cases';
import type { SeededCase } from '../cases/cart-cases-db';
import { useCartCasesApp } from '../helpers/cart-cases-app';
import type { TestApp } from '../helpers/test-app';

/**
 * The calculate answer is written by fast-json-stringify from its response schema (issue 18; it replaced
 * a hand-written encoder and is faster still): it must be exactly what JSON.stringify writes.
 */
const writer = buildWriter(cartCalculateResponseSchema);
const encodeCartCalculateAnswer = (data: CartCalculateResult) => writer({ status: 1, data });

describe('cart calculate answer writing', () => {
  let t: TestApp;
  let seeded: SeededCase[];
  useCartCasesApp('pglite', cartCases, (app, cases) => {
    t = app;
    seeded = cases;
  });

  const stringified = (data: CartCalculateResult) => JSON.stringify({ status: 1, data });

  it('writes every priced case of the cart table exactly as JSON.stringify', async () => {
    for (const locale of ['en', 'cn', 'fr'] as const) {
      for (const s of seeded) {
        const priced = await priceCart(t.app, {
          shopId: s.shopId,
          shippingType: s.c.shipping_type ?? 'delivery',
          lines: s.items.map((item) => ({ ...item, note: 'Note: "cut thin"\nno bones — 切片' })),
          combos: (s.c.combos ?? []).map((combo, i) => ({ combo_id: caseComboId(s.idBase, i), times: combo.times })),
          locale,
          t: translator(locale),
        });
        expect(encodeCartCalculateAnswer(priced.result)).toBe(stringified(priced.result));
      }
    }
  });

  const line = (over: Partial<CartCalculateResult['menu'][number]> = {}): CartCalculateResult['menu'][number] => ({
    line_key: '7|1:2*1',
    product_id: 7,
    product_name: 'Ailes « épicées » — 鸡翅 </script>',
    qty: 3,
    note: '',
    price: 12.5,
    org_price: 14.99,
    options: [
      {
        id: 1,
        label: 'Cut "fine" </script>',
        type: 'checkbox',
        status: 1,
        min: 0,
        max: 0,
        items: [{ id: 2, name: 'Dés — 块', price: 0.1, org_price: 0.1, max: 0, status: 1, checked: 1, qty: 1 }],
      },
    ],
    row_total: 37.8,
    org_row_total: 44.97,
    is_gift: false,
    ...over,
  });
  const result = (menu: CartCalculateResult['menu']): CartCalculateResult => ({
    cart_id: 42,
    menu,
    totals: {
      org_subtotal: 1e21,
      subtotal: -0.05,
      discount: 0,
      products_discount: 0,
      batch_discount: 0,
      combo_discount: 0,
      per_discount: 0,
      gift: { product_id: 9, product_name: 'Gift « Œuf »', product_image: '' },
      next_sale_amount: null,
      next_full_amount: null,
      next_gift: null,
      available_next_hit: null,
      over_limit_product_ids: [7],
      sale_units: 1,
      sale_limit: 10,
      count: 3,
      has_batch_price: false,
    },
    small_order_fee: { kind: 'fee', remaining: 12.34, fee: 5, end: 150 },
    messages: [{ product_id: 7, code: 'price_changed', message: 'Prix « modifié »\t\\ 价格' }],
  });

  it('escapes strings and writes numbers, booleans and an empty menu as JSON does', () => {
    for (const data of [
      result([]),
      result([line(), line({ note: '\u0000\u001f\u2028 "quoted" \\ \ud83e\udd69', line_key: 'gift:9', qty: -1, price: 0, row_total: 0, is_gift: true })]),
      result([line({ options: [] }), line({ price: 1234567.89, row_total: 0.3 - 0.1 })]),
    ]) {
      expect(encodeCartCalculateAnswer(data)).toBe(stringified(data));
      expect(JSON.parse(encodeCartCalculateAnswer(data))).toEqual({ status: 1, data });
    }
  });

  it('refuses to write a figure JSON cannot hold, rather than sending null as JSON.stringify would', () => {
    // A NaN total is a pricing bug: an error the logs show, not a cart the buyer sees as 'null'.
    expect(() => encodeCartCalculateAnswer(result([line({ row_total: Number.NaN })]))).toThrow(/NaN/);
  });

  it('is what the route sends, as application/json', async () => {
    const s = seeded[0]!;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/webclient/cart/calculate',
      headers: t.headers('fr'),
      payload: { shop_id: s.shopId, product_items: s.items },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const priced = await priceCart(t.app, { shopId: s.shopId, shippingType: 'delivery', lines: s.items.map((i) => ({ ...i, note: '' })), locale: 'fr', t: translator('fr') });
    expect(res.body).toBe(stringified(priced.result));
  });
});
