import { describe, expect, it } from 'vitest';
import type { ProductDetail, ProductSummary } from '../../../../core/schemas/catalogue';
import { NO_SHOP_RULES, shopRulesFromWire } from '../../../../core/pricing/shop-rules';
import { cartFigures } from '../utils/cart-figures';
import { lineNamesFrom, optionsText } from '../../../../core/cart-line/line-text';
import { builtLineOf, CART_STORAGE_KEY, createCartStore, type WireOptionGroup } from './cart-store';
import { product } from './test-product';

const sizeGroup = (checkedId: number | null, min = 1): WireOptionGroup => ({
  id: 7,
  label: 'Size',
  type: 'radio',
  status: 1,
  min,
  max: 1,
  items: [
    { id: 1, name: 'Small', price: 0, org_price: 0, max: 0, status: 1, checked: checkedId === 1 ? 1 : 0 },
    { id: 2, name: 'Large', price: 2, org_price: 2, max: 0, status: 1, checked: checkedId === 2 ? 1 : 0 },
  ],
});

function detail(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    ...product({ product_id: 2, product_name: 'Chicken Breast', has_options: true }),
    product_desc: '',
    product_detail: '',
    specification: '',
    gallery: [],
    options: [sizeGroup(null)],
    ...overrides,
  };
}

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

function setup() {
  const storage = memoryStorage();
  const cookies: string[] = [];
  let id = 100;
  const store = createCartStore({ storage, writeIds: (ids) => cookies.push(ids.join(',')), newCartId: () => ++id });
  const scope = { shopId: 17243, shippingType: 'delivery' as const };
  const add = (p: ProductSummary | ProductDetail, qty: number, extra: { note?: string; options?: WireOptionGroup[] } = {}) =>
    store.getState().add({ product: p, qty, ...scope, ...extra });
  return { store, storage, cookies, add, scope };
}

describe('cart store: adding (spec §4 Cart)', () => {
  it('ignores an add with no quantity', () => {
    const { store, add } = setup();
    expect(add(product(), 0)).toEqual({ ok: false, reason: 'ignored' });
    expect(add(product(), Number.NaN)).toEqual({ ok: false, reason: 'ignored' });
    expect(store.getState().items).toEqual([]);
  });

  it('merges a product without options by product_id, summing qty and updating the note', () => {
    const { store, add } = setup();
    add(product(), 2, { note: 'first' });
    add(product(), 3, { note: 'second' });
    const { items } = store.getState();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ qty: 5, note: 'second' });
  });

  it('adds a product with options as separate rows of qty 1, dropping groups with no checked item', () => {
    const { store, add } = setup();
    const extras: WireOptionGroup = { ...sizeGroup(null, 0), id: 8, label: 'Extras', type: 'checkbox' };
    const result = add(detail(), 3, { options: [sizeGroup(2), extras] });
    expect(result).toEqual({ ok: true });
    const { items } = store.getState();
    expect(items).toHaveLength(3);
    expect(items.every((item) => item.qty === 1)).toBe(true);
    expect(items[0]?.options.map((g) => g.id)).toEqual([7]);
    expect(new Set(items.map((i) => i.key)).size).toBe(3);
  });

  it('refuses a selection that fails validateOptions', () => {
    const { store, add } = setup();
    const result = add(detail(), 1, { options: [sizeGroup(null)] });
    expect(result).toMatchObject({ ok: false, reason: 'options', issues: [{ reason: 'radio_required' }] });
    expect(store.getState().items).toEqual([]);
  });

  it('refuses out of stock, over max and over stock with the core params', () => {
    const { add } = setup();
    expect(add(product({ stock: 0 }), 1)).toMatchObject({ ok: false, reason: 'out_of_stock' });
    const capped = product({ product_id: 3, product_name: 'Cilantro', stock: 30, max: 5 });
    expect(add(capped, 4)).toEqual({ ok: true });
    expect(add(capped, 2)).toEqual({
      ok: false,
      reason: 'over_max',
      params: { name: 'Cilantro', inCart: 4, limit: 5, left: 1 },
    });
    const scarce = product({ product_id: 4, stock: 3 });
    expect(add(scarce, 4)).toMatchObject({ ok: false, reason: 'over_stock', params: { limit: 3 } });
  });

  it('adds a special offer past its limit with a warning (extra units at the original price)', () => {
    const { store, add } = setup();
    const special = product({ product_id: 5, is_special: 1, price: 8, org_price: 10, discount_limit_times: 2 });
    expect(add(special, 2)).toEqual({ ok: true });
    expect(add(special, 1)).toMatchObject({ ok: true, warning: { reason: 'over_special_limit', params: { limit: 2 } } });
    expect(store.getState().items[0]?.qty).toBe(3);
    const figures = cartFigures(store.getState().items, NO_SHOP_RULES);
    expect(figures.totals.subtotalCents).toBe(2 * 800 + 1000);
  });

  it('asks for "Create new order?" when the cart holds another shop or shipping type', () => {
    const { store, add } = setup();
    add(product(), 1);
    const other = store.getState().add({ product: product({ product_id: 9 }), qty: 1, shopId: 17244, shippingType: 'delivery' });
    expect(other).toEqual({ ok: false, reason: 'other_shop' });
    const cartId = store.getState().cartId;
    store.getState().startNewOrder(17244, 'delivery');
    expect(store.getState()).toMatchObject({ items: [], shopId: 17244 });
    expect(store.getState().cartId).not.toBe(cartId);
    expect(store.getState().add({ product: product({ product_id: 9 }), qty: 1, shopId: 17244, shippingType: 'delivery' })).toEqual({
      ok: true,
    });
  });
});

describe('cart store: reducing and removing', () => {
  it('decrements a product without options and asks to confirm at qty 1', () => {
    const { store, add } = setup();
    add(product(), 2);
    const key = store.getState().items[0]!.key;
    expect(store.getState().reduce(key)).toBe('reduced');
    expect(store.getState().items[0]?.qty).toBe(1);
    expect(store.getState().reduce(key)).toBe('confirm_remove');
    expect(store.getState().items[0]?.qty).toBe(1);
    store.getState().removeLine(key);
    expect(store.getState().items).toEqual([]);
  });

  it('removes one row of a product with options, matched by identical selection', () => {
    const { store, add } = setup();
    add(detail(), 2, { options: [sizeGroup(2)] });
    add(detail(), 1, { options: [sizeGroup(1)] });
    const small = store.getState().items[2]!;
    store.getState().removeLine(small.key);
    const left = store.getState().items;
    expect(left).toHaveLength(2);
    expect(left.every((item) => item.options[0]?.items.find((i) => i.checked === 1)?.id === 2)).toBe(true);
  });

  it('remove drops every row of a product without options', () => {
    const { store, add } = setup();
    add(product(), 3);
    add(product({ product_id: 8 }), 1);
    store.getState().remove(1);
    expect(store.getState().items.map((i) => i.product.product_id)).toEqual([8]);
  });

  it('filters discount codes to products in the cart, and clears codes and combos with the last item', () => {
    const { store, add } = setup();
    add(product(), 1);
    add(product({ product_id: 8 }), 1);
    store.getState().setDiscountCodes([
      { code: 'A', product_id: 1 },
      { code: 'B', product_id: 8 },
      { code: 'C', product_id: 99 },
    ]);
    expect(store.getState().discountCodes.map((c) => c.code)).toEqual(['A', 'B']);
    store.getState().addCombo(4, 1);
    store.getState().setSyncCartId(55);
    store.getState().remove(1);
    expect(store.getState().discountCodes.map((c) => c.code)).toEqual(['B']);
    expect(store.getState().comboItems).toHaveLength(1);
    store.getState().remove(8);
    expect(store.getState()).toMatchObject({ items: [], discountCodes: [], comboItems: [], syncCartId: 0 });
  });
});

describe('cart store: scope, persistence and cookie', () => {
  it('sets the cart up again (clear + new cartId) when the shop or shipping type changes', () => {
    const { store, add } = setup();
    add(product(), 1);
    const cartId = store.getState().cartId;
    store.getState().ensureScope(17243, 'delivery');
    expect(store.getState().items).toHaveLength(1);
    store.getState().ensureScope(17243, 'pickup');
    expect(store.getState()).toMatchObject({ items: [], shippingType: 'pickup' });
    expect(store.getState().cartId).not.toBe(cartId);
    add(product(), 1);
    store.getState().ensureScope(17250, 'pickup');
    expect(store.getState()).toMatchObject({ items: [], shopId: 17250 });
  });

  it('persists under SUPPLY_SHOPPING_CART and writes the ids cookie on changes', () => {
    const { store, storage, cookies, add } = setup();
    add(product(), 1);
    add(product({ product_id: 8 }), 2);
    add(product(), 1);
    const saved = JSON.parse(storage.data.get(CART_STORAGE_KEY)!);
    expect(saved.state.items).toHaveLength(2);
    expect(saved.state.shopId).toBe(17243);
    expect(cookies).toEqual(['1', '1,8']);
    store.getState().clear();
    expect(cookies.at(-1)).toBe('');
  });

  it('restores a saved cart', async () => {
    const first = setup();
    first.add(product(), 4);
    const store = createCartStore({ storage: first.storage });
    await store.persist.rehydrate();
    expect(store.getState().items[0]?.qty).toBe(4);
  });
});

describe('cart figures from core', () => {
  const shop = {
    min_amount: 50,
    open: 1,
    order_limit_times: 10,
    service_fee: { enabled: true, type: 'small_order_fee', rules: [{ end: 100, value: 9.9 }] },
    discount_events: {
      shop_product_sale: [],
      shop_full_discount: [300, 600].map((full, index) => ({
        enabled: 1,
        discount_amount: index === 0 ? 10 : 25,
        options: {
          full_amount: full,
          gift_product: index === 1 ? { product_id: 3, product_name: 'Napkins', product_image: '/n.svg' } : null,
        },
      })),
    },
  } as unknown as Parameters<typeof shopRulesFromWire>[0];

  it('gives the tiers, the next-tier hint, the gift row and the counter', () => {
    const { store, add } = setup();
    const rules = shopRulesFromWire(shop);
    add(product({ price: 100, org_price: 100 }), 2);
    let figures = cartFigures(store.getState().items, rules);
    expect(figures.totals.next).toMatchObject({ availableNextHitCents: 10_000, saleAmountCents: 1000 });
    expect(figures.feeHint).toEqual({ kind: 'waived' });
    add(product({ price: 100, org_price: 100 }), 4);
    figures = cartFigures(store.getState().items, rules);
    expect(figures.totals.subtotalCents).toBe(60_000 - 2500);
    expect(figures.rows.at(-1)?.line).toMatchObject({ name: 'Gift Napkins', qty: -1 });
    expect(figures.totals.count).toBe(6);
  });

  it('shows the small-order fee hint and blocks checkout below min_amount', () => {
    const { store, add } = setup();
    const rules = shopRulesFromWire(shop);
    add(product({ price: 20, org_price: 20 }), 2);
    const figures = cartFigures(store.getState().items, rules);
    expect(figures.feeHint).toEqual({ kind: 'fee', remainingCents: 6000, feeCents: 990, endCents: 10_000 });
    expect(figures.canCheckout).toBe(false);
    expect(cartFigures([], rules).feeHint).toEqual({ kind: 'none' });
  });
});

describe('cart store: names follow the language of the last calculate answer', () => {
  const sauce = (label: string, honey: string): WireOptionGroup => ({
    id: 31,
    label,
    type: 'radio',
    status: 1,
    min: 1,
    max: 1,
    items: [{ id: 311, name: honey, price: 0, org_price: 0, max: 0, status: 1, checked: 1, qty: 1 }],
  });

  it('relabels rows added in another language, and changes nothing once the names match', () => {
    const { store, add } = setup();
    add(product({ product_id: 1, product_name: '大蒜' }), 2);
    store.getState().add({
      product: product({ product_id: 2, product_name: '鸡翅', has_options: true }),
      qty: 1,
      shopId: 17243,
      shippingType: 'delivery',
      options: [sauce('酱汁', '蜂蜜蒜')],
    });
    const names = lineNamesFrom([
      { product_id: 1, product_name: 'Peeled Garlic', options: [] },
      { product_id: 2, product_name: 'Chicken Wings', options: [sauce('Sauce', 'Honey garlic')] },
    ]);
    store.getState().relabel(names);
    const { items } = store.getState();
    expect(items.map((i) => i.product.product_name)).toEqual(['Peeled Garlic', 'Chicken Wings']);
    expect(optionsText(builtLineOf(items[1]!).line.options)).toEqual(['Sauce: Honey garlic * 1']);
    // Same names again: the rows are left as they are (no new state, so no new calculate).
    store.getState().relabel(names);
    expect(store.getState().items).toBe(items);
  });
});
